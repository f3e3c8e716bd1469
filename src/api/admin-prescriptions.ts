import { query, type Http } from './client';
import type { EdiLineChangeRequest, EdiLinesAddRequest, EdiQueueQuery } from './schema/admin-prescriptions';
import type { EdiProductOption, EdiQueueItem, EdiRecord, Page } from './types';

// 처방관리's calls for staff: the queue, one record, the product search, the claim (처리 시작 / 놓기), the lines,
// 입력완료 (the contract's path) and reopening. Every write answers the record as it is now.

const record = (id: number) => `/v1/admin/prescriptions/${id}`;

export const adminPrescriptionsApi = (http: Http) => ({
  queue: (q: EdiQueueQuery = {}) => http<Page<EdiQueueItem>>('/v1/admin/prescriptions', { query: query({ ...q }) }),
  get: (id: number) => http<EdiRecord>(record(id)),
  productOptions: (id: number, q?: string) => http<EdiProductOption[]>(`${record(id)}/product-options`, { query: query({ q }) }),
  claim: (id: number) => http<EdiRecord>(`${record(id)}/claim`, { method: 'POST' }),
  unclaim: (id: number) => http<EdiRecord>(`${record(id)}/claim`, { method: 'DELETE' }),
  addLines: (id: number, body: EdiLinesAddRequest) => http<EdiRecord>(`${record(id)}/lines`, { method: 'POST', body }),
  changeLine: (id: number, lineId: number, body: EdiLineChangeRequest) =>
    http<EdiRecord>(`${record(id)}/lines/${lineId}`, { method: 'PATCH', body }),
  removeLine: (id: number, lineId: number) => http<EdiRecord>(`${record(id)}/lines/${lineId}`, { method: 'DELETE' }),
  complete: (id: number) => http<EdiRecord>(`/v1/prescriptions/partners/${id}/complete`, { method: 'PATCH' }),
  reopen: (id: number, reason: string) => http<EdiRecord>(`${record(id)}/reopen`, { method: 'POST', body: { reason } }),
});
