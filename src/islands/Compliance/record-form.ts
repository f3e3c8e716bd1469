import { safeParse } from 'valibot';
import type { ComplianceKind } from '../../api/compliance-enums';
import { complianceRecordSchema, type ComplianceRecordRequest } from '../../api/schema/compliance';
import type { ComplianceItem } from '../../api/types';
import { INITIAL_TRAINING_HOURS, REFRESHER_TRAINING_HOURS } from '../../lib/compliance-rules';

// The record dialog's form: what is typed, the request it makes, and the request schema's checks (the server runs the
// same) shown beside the fields they concern. Loaded with the dialog, so the validation library is not part of the
// page's first visit.

/** What the dialog's fields hold (text as typed; dates `yyyy-MM-dd` or null). */
export interface RecordForm {
  number: string;
  authority: string;
  issuedAt: string | null;
  completedAt: string | null;
  hours: string;
  submittedAt: string | null;
}
/** A field, the document, or `form` for a problem of the whole request. */
export type RecordField = keyof RecordForm | 'file' | 'form';
export type RecordErrors = Partial<Record<RecordField, string>>;

/** The hours a training of this kind asks for. */
export const requiredHours = (kind: ComplianceKind) =>
  kind === 'INITIAL_TRAINING' ? INITIAL_TRAINING_HOURS : kind === 'REFRESHER_TRAINING' ? REFRESHER_TRAINING_HOURS : null;

/** A fresh form: a training starts with the hours the rules ask for (most partners take it in one go). */
export const emptyForm = (kind: ComplianceKind): RecordForm => ({
  number: '',
  authority: '',
  issuedAt: null,
  completedAt: null,
  hours: String(requiredHours(kind) ?? ''),
  submittedAt: null,
});

/** The request of an item's form: the fields of its kind only, for the member (null) or one of the dealer's rows. */
export function toRequest(item: ComplianceItem, form: RecordForm): ComplianceRecordRequest {
  const dealerId = item.subjectType === 'DEALER' ? (item.dealerIds[0] ?? null) : null;
  if (item.kind === 'CSO_CERTIFICATE') {
    return {
      dealerId,
      kind: item.kind,
      number: form.number.trim() || null,
      authority: form.authority.trim() || null,
      issuedAt: form.issuedAt,
    };
  }
  const hours = form.hours.trim() === '' ? null : Number(form.hours.trim());
  return { dealerId, kind: item.kind, completedAt: form.completedAt, hours, submittedAt: form.submittedAt };
}

/** The fields in the dialog's order (the first wrong one takes the focus). */
export const FIELD_ORDER: RecordField[] = ['number', 'authority', 'issuedAt', 'completedAt', 'hours', 'submittedAt', 'file'];

const WIRE_NAME = /\((number|authority|issuedAt|completedAt|hours|submittedAt)\)/;

/**
 * The schema's problems by field, in words for the form: the schema names each field with its wire name in
 * brackets (「신고번호(number)를 입력해 주세요.」), which tells the field and is left out of what the form shows.
 * A missing document is the form's own check.
 */
export function recordErrors(request: ComplianceRecordRequest, file: File | null): RecordErrors {
  const errors: RecordErrors = {};
  const parsed = safeParse(complianceRecordSchema, request);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = (WIRE_NAME.exec(issue.message)?.[1] ?? issue.path?.[0]?.key) as RecordField | undefined;
      const field: RecordField = key && FIELD_ORDER.includes(key) ? key : 'form';
      errors[field] ??= issue.message.replace(WIRE_NAME, '');
    }
  }
  if (!file) errors.file = request.kind === 'CSO_CERTIFICATE' ? '신고증 파일을 첨부해 주세요.' : '교육 이수증 파일을 첨부해 주세요.';
  return errors;
}
