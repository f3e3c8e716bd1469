import { safeParse } from 'valibot';
import type { ExpenditureKind } from '../../api/compliance-enums';
import { expenditureSchema, type ExpenditureRequest } from '../../api/schema/records';
import type { Expenditure } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';

// The expenditure dialog's form: what is typed, the request it makes, and the request schema's checks (the server runs
// the same) shown beside the fields they concern. Loaded with the dialog, so the validation library is not part of the
// page's first visit.

/** What the dialog's fields hold: text as typed (numbers as digits), the day `yyyy-MM-dd` or null. */
export interface ExpenditureForm {
  date: Day | null;
  kind: ExpenditureKind;
  institutionName: string;
  /** Names separated by commas or line breaks. */
  recipients: string;
  recipientCount: string;
  amount: string;
  itemAmount: string;
  caseCount: string;
  productName: string;
  note: string;
}

/** A field, the receipts, or `form` for a problem of the whole request. */
export type ExpenditureField = keyof ExpenditureForm | 'files' | 'form';
export type ExpenditureErrors = Partial<Record<ExpenditureField, string>>;

/** The fields in the dialog's order (the first wrong one takes the focus). */
export const FIELD_ORDER: ExpenditureField[] = [
  'date',
  'kind',
  'institutionName',
  'recipients',
  'recipientCount',
  'amount',
  'itemAmount',
  'caseCount',
  'productName',
  'note',
  'files',
];

/** Briefings ask for the items or souvenirs given per person; a survey for the case reports paid for. */
export const asksItemAmount = (kind: ExpenditureKind) => kind === 'BRIEFING_SINGLE' || kind === 'BRIEFING_MULTI';
export const asksCaseCount = (kind: ExpenditureKind) => kind === 'SURVEY';

/** A fresh form: spent today, at a single-institution briefing (the most common entry). */
export const emptyForm = (today: Day): ExpenditureForm => ({
  date: today,
  kind: 'BRIEFING_SINGLE',
  institutionName: '',
  recipients: '',
  recipientCount: '',
  amount: '',
  itemAmount: '',
  caseCount: '',
  productName: '',
  note: '',
});

/** The form of a correcting entry: everything as the entry says, to be changed where it was wrong. */
export const formOf = (e: Expenditure): ExpenditureForm => ({
  date: e.date,
  kind: e.kind,
  institutionName: e.institutionName,
  recipients: e.recipients.join(', '),
  recipientCount: String(e.recipientCount),
  amount: String(e.amount),
  itemAmount: e.itemAmount ? String(e.itemAmount) : '',
  caseCount: e.caseCount === null ? '' : String(e.caseCount),
  productName: e.productName,
  note: e.note,
});

/** The names typed, one per comma or line. */
export const splitNames = (text: string) =>
  text
    .split(/[,\n，、]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** Digits only (what a number field keeps of what is typed or pasted: 「300,000원」 → 「300000」). */
export const digits = (text: string) =>
  text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The request of the form. Without a typed head count the names count; a number left blank is sent as NaN and named
 * by the form's own check. Items per person only for briefings, case reports only for a survey.
 */
export function toRequest(form: ExpenditureForm, correctsId: number | null): ExpenditureRequest {
  const recipients = splitNames(form.recipients);
  const count = form.recipientCount.trim() === '' && recipients.length ? recipients.length : numberOf(form.recipientCount);
  return {
    date: form.date as string,
    kind: form.kind,
    institutionName: form.institutionName,
    recipients,
    recipientCount: count,
    amount: numberOf(form.amount),
    itemAmount: asksItemAmount(form.kind) && form.itemAmount.trim() !== '' ? Number(form.itemAmount) : 0,
    caseCount: asksCaseCount(form.kind) && form.caseCount.trim() !== '' ? Number(form.caseCount) : null,
    productName: form.productName,
    note: form.note,
    correctsId,
  };
}

const WIRE_NAME = /\((date|kind|institutionName|recipients|recipientCount|amount|itemAmount|caseCount|productName|note|correctsId)\)/;

/** A message without the wire name the schema puts in brackets (「금액(amount)은(는) …」 → 「금액은(는) …」). */
export const plainMessage = (message: string) => message.replace(new RegExp(WIRE_NAME.source, 'g'), '');

/** The field a message of the schema (or of the server, which runs it) names, or `form`. */
export function fieldOf(message: string): ExpenditureField {
  const key = WIRE_NAME.exec(message)?.[1];
  return key && key !== 'correctsId' && FIELD_ORDER.includes(key as ExpenditureField) ? (key as ExpenditureField) : 'form';
}

/**
 * The problems by field, in words for the form: blank required fields first (the schema would only say a number is
 * expected), then the schema's messages beside the fields they name.
 */
export function expenditureErrors(form: ExpenditureForm, request: ExpenditureRequest): ExpenditureErrors {
  const errors: ExpenditureErrors = {};
  if (!form.date) errors.date = '지출일을 입력해 주세요.';
  if (Number.isNaN(request.recipientCount)) errors.recipientCount = '인원을 입력해 주세요.';
  if (Number.isNaN(request.amount)) errors.amount = '금액을 입력해 주세요.';
  const parsed = safeParse(expenditureSchema, request);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = (WIRE_NAME.exec(issue.message)?.[1] ?? issue.path?.[0]?.key) as ExpenditureField | undefined;
      const field: ExpenditureField = key && FIELD_ORDER.includes(key) ? key : 'form';
      errors[field] ??= plainMessage(issue.message);
    }
  }
  return errors;
}
