// URL state of the console's EDI queue at /admin/prescriptions (docs/decisions/0008-list-screens.md): `status` (none:
// the open records, 접수대기 and 처리중), `month` (settlement month yyyy-MM), `company` (drug company id), `member`
// (member id), `mine`, `keyword` (the start of a member's login id or name) and `page`. Pure: the page reads it, the
// island writes it.

import { PrescriptionStatus } from '../api/enums';
import type { EdiQueueQuery } from '../api/schema/admin-prescriptions';
import { EDI_QUEUE_PER_SCREEN } from '../api/schema/edi-entry-limits';
import { listHref, readListQuery, type ListChange, type ListQuery } from './list-url';

export const EDI_QUEUE_PATH = '/admin/prescriptions';

export type EdiQueueFilter = 'status' | 'month' | 'company' | 'member' | 'mine';
export type EdiQueueState = ListQuery<EdiQueueFilter>;

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const ID = /^[1-9]\d{0,8}$/;

export function readEdiQueue(url: URL): EdiQueueState {
  const state = readListQuery<EdiQueueFilter>(url, {
    status: PrescriptionStatus.values,
    mine: ['1'],
    month: [],
    company: [],
    member: [],
  });
  const month = url.searchParams.get('month');
  if (month && MONTH.test(month)) state.filters.month = month;
  for (const name of ['company', 'member'] as const) {
    const value = url.searchParams.get(name);
    if (value && ID.test(value)) state.filters[name] = value;
  }
  return state;
}

export const ediQueueHref = (state: EdiQueueState, change: ListChange<EdiQueueFilter> = {}) => listHref(EDI_QUEUE_PATH, state, change);

/** What the API is asked for a state (a 0-based page of EDI_QUEUE_PER_SCREEN). */
export const ediQueueQuery = (state: EdiQueueState): EdiQueueQuery => ({
  status: state.filters.status as PrescriptionStatus | undefined,
  settlementMonth: state.filters.month,
  drugCompanyId: state.filters.company ? Number(state.filters.company) : undefined,
  memberId: state.filters.member ? Number(state.filters.member) : undefined,
  search: state.keyword || undefined,
  mine: state.filters.mine ? true : undefined,
  page: state.page - 1,
  size: EDI_QUEUE_PER_SCREEN,
});

/** How long a record has waited, from the server's minutes: 「N분」 under an hour, 「N시간」 under a day, then 「N일」. */
export function ageLabel(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)}분`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}시간`;
  return `${Math.floor(minutes / (24 * 60))}일`;
}

/** Under a day quiet, then a warning, from 3 days urgent (an EDI statement is entered within the month it came). */
export const ageTone = (minutes: number): 'neutral' | 'warning' | 'danger' =>
  minutes >= 3 * 24 * 60 ? 'danger' : minutes >= 24 * 60 ? 'warning' : 'neutral';

/** A fee rate in basis points as a percentage: 3550 → 35.5% (1 bp = 0.01 %). */
export const formatBp = (bp: number) => `${(bp / 100).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`;
