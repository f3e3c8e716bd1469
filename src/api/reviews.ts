import { query, type Http } from './client';
import type { ContractEndRequest, ContractQueueQuery, ContractRejectRequest, CsoQueueQuery } from './schema/reviews';
import type { ContractDecision, ContractQueueItem, ContractReview, CsoDecision, CsoQueueItem, CsoReview, Page } from './types';

const contract = (id: number) => `/v1/partner-contracts/${id}`;

/** 계약 심사: the queue, one application as a reviewer sees it, and the decisions (each answers the next waiting). */
export const contractReviewsApi = (http: Http) => ({
  queue: (q: ContractQueueQuery = {}) => http<Page<ContractQueueItem>>('/v1/admin/partner-contracts', { query: query({ ...q }) }),
  get: (id: number) => http<ContractReview>(`/v1/admin/partner-contracts/${id}`),
  approve: (id: number) => http<ContractDecision>(`${contract(id)}/approve`, { method: 'POST' }),
  reject: (id: number, body: ContractRejectRequest) => http<ContractDecision>(`${contract(id)}/reject`, { method: 'POST', body }),
  end: (id: number, body: ContractEndRequest) => http<ContractDecision>(`${contract(id)}/end`, { method: 'POST', body }),
});

const member = (userId: string) => encodeURIComponent(userId);

/** CSO 신고증 심사: the queue, one member's certificate, and the decision (a refusal with its reason). */
export const csoReviewsApi = (http: Http) => ({
  queue: (q: CsoQueueQuery = {}) => http<Page<CsoQueueItem>>('/v1/admin/cso-certificates', { query: query({ ...q }) }),
  get: (userId: string) => http<CsoReview>(`/v1/admin/cso-certificates/${member(userId)}`),
  approve: (userId: string) =>
    http<CsoDecision>(`/v1/members/${member(userId)}/cso-approval`, { method: 'PATCH', query: { isApproved: 'true' } }),
  reject: (userId: string, reason: string) =>
    http<CsoDecision>(`/v1/members/${member(userId)}/cso-approval`, { method: 'PATCH', query: { isApproved: 'false' }, body: { reason } }),
});
