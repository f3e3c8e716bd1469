import * as v from 'valibot';
import { ComplianceKind } from '../compliance-enums';
import { seoulDay, TRAINING_HOURS_MAX, TRAINING_HOURS_MIN } from '../../lib/compliance-rules';
import { day, fields, fieldsAsync, id, line, NAME_MAX, oneOf } from './common';
import { fileParts, jsonPart } from './multipart';

// Requests of the compliance center (`/v1/compliance/…`).

/** A past or present day: a certificate or a completion cannot be dated in the future (Korean calendar). */
const pastDay = (label: string) =>
  v.pipe(
    day(label),
    v.check((d) => d <= seoulDay(), `${label}은(는) 오늘 이후일 수 없습니다.`),
  );

/** JSON part `request` of `POST /v1/compliance/records`: a 신고증 (number, office, issue date) or a training. */
export const complianceRecordSchema = v.pipe(
  fields({
    /** The dealer row whose person it concerns; null = the member. */
    dealerId: v.nullish(id('딜러(dealerId)'), null),
    kind: oneOf('종류(kind)', ComplianceKind.values),
    number: v.nullish(line('신고번호(number)', NAME_MAX), null),
    authority: v.nullish(line('발급기관(authority)', NAME_MAX), null),
    issuedAt: v.nullish(pastDay('발급일(issuedAt)'), null),
    completedAt: v.nullish(pastDay('이수일(completedAt)'), null),
    hours: v.nullish(
      v.pipe(
        v.number('이수시간(hours)은 숫자여야 합니다.'),
        v.integer('이수시간(hours)은 정수여야 합니다.'),
        v.minValue(TRAINING_HOURS_MIN, `이수시간(hours)은 ${TRAINING_HOURS_MIN}~${TRAINING_HOURS_MAX}시간이어야 합니다.`),
        v.maxValue(TRAINING_HOURS_MAX, `이수시간(hours)은 ${TRAINING_HOURS_MIN}~${TRAINING_HOURS_MAX}시간이어야 합니다.`),
      ),
      null,
    ),
    submittedAt: v.nullish(pastDay('이수증 제출일(submittedAt)'), null),
  }),
  v.check((r) => r.kind !== 'CSO_CERTIFICATE' || !!r.number, '신고번호(number)를 입력해 주세요.'),
  v.check((r) => r.kind !== 'CSO_CERTIFICATE' || !!r.authority, '발급기관(authority)을 입력해 주세요.'),
  v.check((r) => r.kind !== 'CSO_CERTIFICATE' || !!r.issuedAt, '발급일(issuedAt)을 입력해 주세요.'),
  v.check((r) => r.kind === 'CSO_CERTIFICATE' || !!r.completedAt, '이수일(completedAt)을 입력해 주세요.'),
  v.check((r) => r.kind === 'CSO_CERTIFICATE' || r.hours != null, '이수시간(hours)을 입력해 주세요.'),
  v.check(
    (r) => !r.submittedAt || !r.completedAt || r.submittedAt >= r.completedAt,
    '이수증 제출일(submittedAt)은 이수일 이후여야 합니다.',
  ),
);
export type ComplianceRecordRequest = v.InferInput<typeof complianceRecordSchema>;

/** Multipart body of `POST /v1/compliance/records`: the JSON part and the document (pdf, jpg, png). */
export const complianceRecordFormSchema = fieldsAsync({
  request: jsonPart('request', complianceRecordSchema),
  file: v.pipe(
    fileParts('file', 1, '증빙 파일은 하나만 올려 주세요.'),
    v.minLength(1, '증빙 파일(신고증 또는 이수증)을 첨부해 주세요.'),
    v.transform((files) => files[0] as File),
  ),
});

/** `PATCH /v1/compliance/redelegation-notices/{id}`: what is sent changes; `sentAt: null` takes "sent" back. */
export const noticeUpdateSchema = v.pipe(
  fields({
    contractDate: v.optional(pastDay('재위탁 계약일(contractDate)')),
    sentAt: v.optional(v.nullable(pastDay('통보일(sentAt)'))),
  }),
  v.check((r) => r.contractDate !== undefined || r.sentAt !== undefined, '바꿀 항목(contractDate 또는 sentAt)을 보내 주세요.'),
);
export type NoticeUpdateRequest = v.InferInput<typeof noticeUpdateSchema>;

/** Multipart body of `POST /v1/compliance/redelegation-notices/{id}/proof`: the proof of sending (pdf, jpg, png). */
export const noticeProofFormSchema = fieldsAsync({
  file: v.pipe(
    fileParts('file', 1, '통보 증빙 파일은 하나만 올려 주세요.'),
    v.minLength(1, '통보 증빙 파일을 첨부해 주세요.'),
    v.transform((files) => files[0] as File),
  ),
});
