import * as v from 'valibot';
import { SettlementStatus } from '../settlement-enums';
import { day, fields, ID_MAX, queryEnum, queryInt } from './common';
import { reviewReason } from './reviews';
import { OPERATOR_PAGE_SIZE_MAX } from './staff-rules';

// The staff's answers to the members' 정산요청 and 이의신청 (정산관리, SETTLEMENT_MANAGEMENT): the two open queues,
// 지급완료 of a request with the day paid, and an objection accepted (its records reopen for correction) or refused
// with the reason the member reads.

/** `GET /v1/admin/settlement-requests`: one queue (정산요청 by default), oldest first, a keyset page after `after`. */
export const settlementRequestQueueQuerySchema = fields({
  status: queryEnum('대기 목록(status)', SettlementStatus.values),
  after: queryInt('다음 페이지 위치(after)', 1, ID_MAX),
  size: queryInt('페이지 크기(size)', 1, OPERATOR_PAGE_SIZE_MAX),
});
export type SettlementRequestQueueQuery = v.InferInput<typeof settlementRequestQueueQuerySchema>;

/** `POST /v1/admin/settlement-requests/{id}/paid`: the day paid (not in the future nor before the request, checked then). */
export const settlementPaidSchema = fields({ paidOn: day('지급일(paidOn)') }, '지급일(paidOn)을 입력해 주세요.');
export type SettlementPaidRequest = v.InferInput<typeof settlementPaidSchema>;

/** `POST /v1/admin/settlement-requests/{id}/accept`: what will be corrected, told to the member. */
export const objectionAcceptSchema = fields({ reason: reviewReason('수용 사유(reason)') }, '수용 사유(reason)를 입력해 주세요.');
export type ObjectionAcceptRequest = v.InferInput<typeof objectionAcceptSchema>;

/** `POST /v1/admin/settlement-requests/{id}/refuse`: why not, shown to the member. */
export const objectionRefuseSchema = fields({ reason: reviewReason('거절 사유(reason)') }, '거절 사유(reason)를 입력해 주세요.');
export type ObjectionRefuseRequest = v.InferInput<typeof objectionRefuseSchema>;
