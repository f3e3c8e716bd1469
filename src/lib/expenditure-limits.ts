import type { ExpenditureKind, ExpenditureWarningCode } from '../api/compliance-enums';
import {
  BRIEFING_FOOD_PER_PERSON_DAY_MAX,
  BRIEFING_ITEM_MAX,
  BRIEFING_SINGLE_PER_MONTH_MAX,
  BRIEFING_SOUVENIR_MAX,
  COMPLIANCE_RULES,
  SURVEY_FEE_PER_CASE_MAX,
  type Day,
} from './compliance-rules';
import { formatMoney } from './format';

// The limits of the benefits a partner may give (the expenditure log), checked entry by entry. A breach never stops
// an entry from being saved: it is flagged with the rule it breaks, on the entry and in the list. The checks read the
// whole ledger in the order things happened, so a fifth briefing in a month is flagged and the four before it are not.
//
// - food and drink at a briefing: each named recipient's share (amount ÷ number of recipients) summed over the day's
//   briefings must stay within the daily limit; unnamed recipients are checked within the entry;
// - single-institution briefings: at most 4 a month at one institution;
// - items at a single-institution briefing, souvenirs at a several-institution one: the value per person;
// - post-marketing survey: the fee per case report.

export interface LedgerEntry {
  id: number;
  date: Day;
  kind: ExpenditureKind;
  institutionName: string;
  recipients: readonly string[];
  recipientCount: number;
  /** Food and drink (briefings) or the fee (survey) or the value given, in won. */
  amount: number;
  /** Items or souvenirs per person, in won (briefings). */
  itemAmount: number;
  /** Case reports paid for (survey). */
  caseCount: number | null;
}

export interface ExpenditureWarning {
  code: ExpenditureWarningCode;
  message: string;
}

const isBriefing = (kind: ExpenditureKind) => kind === 'BRIEFING_SINGLE' || kind === 'BRIEFING_MULTI';
const perPerson = (e: LedgerEntry) => Math.round(e.amount / Math.max(1, e.recipientCount));
const person = (name: string) => name.normalize('NFC').replace(/\s+/g, '');
const institution = (name: string) => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** The warnings of every entry of a ledger (entries of other kinds and years may be passed; they count where they apply). */
export function ledgerWarnings(entries: readonly LedgerEntry[]): Map<number, ExpenditureWarning[]> {
  const ordered = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const foodByPersonDay = new Map<string, number>();
  const briefingsByMonth = new Map<string, number>();
  const result = new Map<number, ExpenditureWarning[]>();
  for (const e of ordered) {
    const warnings: ExpenditureWarning[] = [];
    if (isBriefing(e.kind)) {
      const share = perPerson(e);
      let worst = share;
      for (const name of new Set(e.recipients.map(person).filter(Boolean))) {
        const key = `${e.date}\u0000${name}`;
        const total = (foodByPersonDay.get(key) ?? 0) + share;
        foodByPersonDay.set(key, total);
        worst = Math.max(worst, total);
      }
      if (worst > BRIEFING_FOOD_PER_PERSON_DAY_MAX)
        warnings.push({
          code: 'FOOD_PER_PERSON_DAY',
          message: `1인 식음료가 하루 ${formatMoney(worst)}으로 한도(${formatMoney(BRIEFING_FOOD_PER_PERSON_DAY_MAX)})를 넘습니다. (${COMPLIANCE_RULES.briefingFood.source})`,
        });
    }
    if (e.kind === 'BRIEFING_SINGLE') {
      const key = `${e.date.slice(0, 7)}\u0000${institution(e.institutionName)}`;
      const count = (briefingsByMonth.get(key) ?? 0) + 1;
      briefingsByMonth.set(key, count);
      if (count > BRIEFING_SINGLE_PER_MONTH_MAX)
        warnings.push({
          code: 'BRIEFING_MONTHLY_COUNT',
          message: `같은 요양기관의 이번 달 ${count}번째 제품설명회로 월 ${BRIEFING_SINGLE_PER_MONTH_MAX}회 한도를 넘습니다. (${COMPLIANCE_RULES.briefingMonthly.source})`,
        });
      if (e.itemAmount > BRIEFING_ITEM_MAX)
        warnings.push({
          code: 'ITEM_VALUE',
          message: `1인 판촉물 ${formatMoney(e.itemAmount)}이 한도(${formatMoney(BRIEFING_ITEM_MAX)})를 넘습니다. (${COMPLIANCE_RULES.briefingItems.source})`,
        });
    }
    if (e.kind === 'BRIEFING_MULTI' && e.itemAmount > BRIEFING_SOUVENIR_MAX)
      warnings.push({
        code: 'SOUVENIR_VALUE',
        message: `1인 기념품 ${formatMoney(e.itemAmount)}이 한도(${formatMoney(BRIEFING_SOUVENIR_MAX)})를 넘습니다. (${COMPLIANCE_RULES.briefingSouvenirs.source})`,
      });
    if (e.kind === 'SURVEY') {
      const fee = Math.round(e.amount / Math.max(1, e.caseCount ?? 1));
      if (fee > SURVEY_FEE_PER_CASE_MAX)
        warnings.push({
          code: 'SURVEY_FEE',
          message: `증례보고서 1건당 사례비 ${formatMoney(fee)}이 한도(${formatMoney(SURVEY_FEE_PER_CASE_MAX)})를 넘습니다. (${COMPLIANCE_RULES.surveyFee.source})`,
        });
    }
    result.set(e.id, warnings);
  }
  return result;
}
