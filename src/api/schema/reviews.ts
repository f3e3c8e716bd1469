import * as v from 'valibot';
import { PartnerContractStatus, PartnerContractType } from '../enums';
import { fields, hasControl, ID_MAX, NAME_MAX, paging, queryEnum, queryText, requiredLine } from './common';
import { REVIEW_REASON_MIN } from './review-limits';
import { OPERATOR_PAGE_SIZE_MAX } from './staff-rules';
import { STAFF_REASON_MAX } from './staff-rules';

export * from './review-limits';

// The console's reviews: partner-contract applications (계약 심사) and CSO certificates (CSO 신고증 심사). Every
// refusal or ending asks a reason the member reads; the queues are pages of at most OPERATOR_PAGE_SIZE_MAX rows.

/** Why staff refuse or end something, told to the member: trimmed, 2–500 characters, line breaks allowed. */
export const reviewReason = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.string(`${label}을(를) 입력해 주세요.`),
    v.trim(),
    v.nonEmpty(`${label}을(를) 입력해 주세요.`),
    v.check((s) => !hasControl(s, true), `${label}에 쓸 수 없는 문자가 들어 있습니다.`),
    v.minLength(REVIEW_REASON_MIN, `${label}은(는) ${REVIEW_REASON_MIN}자 이상 입력해 주세요.`),
    v.maxLength(STAFF_REASON_MAX, `${label}은(는) ${STAFF_REASON_MAX}자 이내로 입력해 주세요.`),
  );

const pathNumber = (label: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, `${label}가 올바르지 않습니다.`),
    v.transform(Number),
    v.number(),
    v.minValue(1, `${label}가 올바르지 않습니다.`),
    v.maxValue(ID_MAX, `${label}가 올바르지 않습니다.`),
  );

/** `/v1/partner-contracts/{contractId}/…` and `/v1/admin/partner-contracts/{contractId}`: a malformed id is 400. */
export const contractIdParamSchema = fields({ contractId: pathNumber('계약 번호(contractId)') });

/** `/v1/admin/partner-contracts/{contractId}/files/{fileId}`. */
export const contractFileParamSchema = fields({
  contractId: pathNumber('계약 번호(contractId)'),
  fileId: pathNumber('파일 번호(fileId)'),
});

/** `POST /v1/partner-contracts/{contractId}/reject`: the contract sends no body; ours asks why (the member reads it). */
export const contractRejectSchema = fields({ reason: reviewReason('반려 사유(reason)') }, '반려 사유(reason)를 입력해 주세요.');
export type ContractRejectRequest = v.InferInput<typeof contractRejectSchema>;

/** `POST /v1/partner-contracts/{contractId}/end`: ending a running contract, with why. */
export const contractEndSchema = fields({ reason: reviewReason('종료 사유(reason)') }, '종료 사유(reason)를 입력해 주세요.');
export type ContractEndRequest = v.InferInput<typeof contractEndSchema>;

/** `GET /v1/admin/partner-contracts`: one status at a time (심사 대기 by default, oldest first), a type, a search. */
export const contractQueueQuerySchema = fields({
  status: queryEnum('계약 상태(status)', PartnerContractStatus.values),
  contractType: queryEnum('계약 유형(contractType)', PartnerContractType.values),
  search: queryText('검색어(search)'),
  ...paging(OPERATOR_PAGE_SIZE_MAX),
});
export type ContractQueueQuery = v.InferInput<typeof contractQueueQuerySchema>;

/** `GET /v1/admin/cso-certificates`: the certificates waiting for review, oldest first. */
export const csoQueueQuerySchema = fields({ search: queryText('검색어(search)'), ...paging(OPERATOR_PAGE_SIZE_MAX) });
export type CsoQueueQuery = v.InferInput<typeof csoQueueQuerySchema>;

/** `{userId}` of the CSO review routes: the member's login id. */
export const csoMemberParamSchema = fields({ userId: requiredLine('아이디(userId)', NAME_MAX) });

/** `PATCH /v1/members/{userId}/cso-approval?isApproved=true|false` (the contract's query). */
export const csoApprovalQuerySchema = fields({
  isApproved: v.pipe(
    v.picklist(['true', 'false'], '승인 여부(isApproved)는 true 또는 false여야 합니다.'),
    v.transform((s) => s === 'true'),
  ),
});

/** Its body, which the contract does not have: the reason of a refusal (required with isApproved=false). */
export const csoApprovalBodySchema = fields({ reason: v.optional(reviewReason('반려 사유(reason)')) });
export type CsoApprovalRequest = v.InferInput<typeof csoApprovalBodySchema>;
export const CSO_REASON_REQUIRED = '반려 사유(reason)를 입력해 주세요. 회원에게 반려 사유가 전달됩니다.';
