import type { ExpenditureKind } from '../../api/compliance-enums';
import type { ExpenditureRequest } from '../../api/schema/records';
import type { Expenditure, ExpenditureWarning } from '../../api/types';
import { COMPLIANCE_RULES, type ComplianceRule } from '../../lib/compliance-rules';
import { ledgerWarnings, type LedgerEntry } from '../../lib/expenditure-limits';

// Which limits of the rules table apply to each kind of benefit (the form shows them as help for the chosen kind), and
// what the server will flag when an entry is saved, worked out beforehand from the year on screen.

/** The rules of COMPLIANCE_RULES a kind of benefit is checked against; none for a conference or other benefit. */
export const KIND_RULES: Record<ExpenditureKind, readonly ComplianceRule[]> = {
  BRIEFING_SINGLE: [COMPLIANCE_RULES.briefingFood, COMPLIANCE_RULES.briefingMonthly, COMPLIANCE_RULES.briefingItems],
  BRIEFING_MULTI: [COMPLIANCE_RULES.briefingFood, COMPLIANCE_RULES.briefingSouvenirs],
  SAMPLE: [COMPLIANCE_RULES.samples],
  SURVEY: [COMPLIANCE_RULES.surveyFee],
  CONFERENCE: [],
  OTHER: [],
};

const ledgerEntry = (e: Expenditure): LedgerEntry => ({
  id: e.id,
  date: e.date,
  kind: e.kind,
  institutionName: e.institutionName,
  recipients: e.recipients,
  recipientCount: e.recipientCount,
  amount: e.amount,
  itemAmount: e.itemAmount,
  caseCount: e.caseCount,
});

/** Stands for the entry being written: recorded after every entry already there. */
const DRAFT_ID = Number.MAX_SAFE_INTEGER;

/**
 * The warnings the entry would be saved with, checked with the same function as the server against the entries on
 * screen (those that still count, without the one it corrects). The server decides: an entry of another year is
 * checked on its own here.
 */
export function previewWarnings(request: ExpenditureRequest, entries: readonly Expenditure[]): ExpenditureWarning[] {
  const others = entries
    .filter((e) => e.correctedById === null && e.id !== request.correctsId && e.date.slice(0, 4) === request.date.slice(0, 4))
    .map(ledgerEntry);
  const draft: LedgerEntry = {
    id: DRAFT_ID,
    date: request.date,
    kind: request.kind as ExpenditureKind,
    institutionName: request.institutionName,
    recipients: request.recipients,
    recipientCount: request.recipientCount,
    amount: request.amount,
    itemAmount: request.itemAmount ?? 0,
    caseCount: request.caseCount ?? null,
  };
  return ledgerWarnings([...others, draft]).get(DRAFT_ID) ?? [];
}
