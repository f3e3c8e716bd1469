// URL state of the console's review queues (docs/decisions/0008-list-screens.md): 계약 심사 at /admin/contracts
// (`status` tab, `type`, `keyword`, `page`) and CSO 신고증 심사 at /admin/cso-certificates (`keyword`, `page`). The
// default tab, 심사 대기, is left out of the URL. Pure: the pages read it, the islands write it.

import { PartnerContractStatus, PartnerContractType } from '../api/enums';
import type { ContractQueueQuery, CsoQueueQuery } from '../api/schema';
import { REVIEWS_PER_SCREEN } from '../api/schema/review-limits';
import { parseApiDate } from './format';
import { listHref, readListQuery, type ListQuery } from './list-url';

export const CONTRACT_QUEUE_PATH = '/admin/contracts';
export const CSO_QUEUE_PATH = '/admin/cso-certificates';

export type ContractQueueState = ListQuery<'status' | 'type'>;
export type CsoQueueState = ListQuery<never>;

export const readContractQueue = (url: URL): ContractQueueState =>
  readListQuery(url, { status: PartnerContractStatus.values.filter((s) => s !== 'PENDING'), type: PartnerContractType.values });
export const readCsoQueue = (url: URL): CsoQueueState => readListQuery(url);

export const contractQueueHref = (state: ContractQueueState, change: Parameters<typeof listHref<'status' | 'type'>>[2] = {}) =>
  listHref(CONTRACT_QUEUE_PATH, state, change);
export const csoQueueHref = (state: CsoQueueState, page?: number) => listHref(CSO_QUEUE_PATH, state, page ? { page } : {});

/** The tab a state shows (심사 대기 unless the URL names another). */
export const contractTabOf = (state: ContractQueueState) => (state.filters.status as PartnerContractStatus | undefined) ?? 'PENDING';

/** What the API is asked for a state (a 0-based page of REVIEWS_PER_SCREEN). */
export const contractQueueQuery = (state: ContractQueueState): ContractQueueQuery => ({
  status: contractTabOf(state),
  contractType: state.filters.type as PartnerContractType | undefined,
  search: state.keyword || undefined,
  page: state.page - 1,
  size: REVIEWS_PER_SCREEN,
});
export const csoQueueQuery = (state: CsoQueueState): CsoQueueQuery => ({
  search: state.keyword || undefined,
  page: state.page - 1,
  size: REVIEWS_PER_SCREEN,
});

const DAY = 24 * 60 * 60 * 1000;

/** How pressing a wait is: under 3 days quiet, then a warning, from 7 days urgent. */
export function waitTone(sentAt: string | null, now: number): 'neutral' | 'warning' | 'danger' {
  if (!sentAt) return 'neutral';
  const days = (now - parseApiDate(sentAt).getTime()) / DAY;
  return days >= 7 ? 'danger' : days >= 3 ? 'warning' : 'neutral';
}
