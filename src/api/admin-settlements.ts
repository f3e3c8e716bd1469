import { query, type Http } from './client';
import type {
  StaffAddedFeeRequest,
  StaffCancelPreparationRequest,
  StaffDealersQuery,
  StaffDrugCompanyMonthsQuery,
  StaffMemberMonthsQuery,
  StaffPrepareRequest,
  StaffSettlementLinesQuery,
  StaffStatisticsQuery,
} from './schema/admin-settlements';
import type {
  ObjectionAcceptRequest,
  ObjectionRefuseRequest,
  SettlementPaidRequest,
  SettlementRequestQueueQuery,
} from './schema/settlement-requests';
import type {
  KeysetPage,
  Page,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementLine,
  StaffSettlementStatistics,
  SettlementAnswerResult,
  SettlementRequestPage,
  StaffStatisticsMember,
} from './types';

// 정산관리 for staff: a month's members and drug-company rows, a member-month's dealers and lines (pages after the
// `next` of the page before), 추가수수료, 정산 확정 by four eyes, statistics with their .xlsx (a link), and the answers
// to the members' 정산요청 (지급완료) and 이의신청 (수용 / 거절).

const BASE = '/v1/admin/settlements';
const month = (id: number) => `${BASE}/member-months/${id}`;
const REQUESTS = '/v1/admin/settlement-requests';

/** The statistics .xlsx of a range, for a link (streamed; audited as an export). */
export const staffStatisticsXlsxUrl = (q: StaffStatisticsQuery = {}) => {
  const text = new URLSearchParams(query({ ...q })).toString();
  return `${BASE}/statistics.xlsx${text ? `?${text}` : ''}`;
};

export const adminSettlementsApi = (http: Http) => ({
  memberMonths: (q: StaffMemberMonthsQuery) => http<KeysetPage<StaffMemberMonth>>(`${BASE}/member-months`, { query: query({ ...q }) }),
  memberMonth: (id: number) => http<StaffMemberMonthDetail>(month(id)),
  dealers: (id: number, q: StaffDealersQuery = {}) =>
    http<KeysetPage<StaffDealerSettlement>>(`${month(id)}/dealers`, { query: query({ ...q }) }),
  lines: (id: number, q: StaffSettlementLinesQuery = {}) =>
    http<KeysetPage<StaffSettlementLine>>(`${month(id)}/lines`, { query: query({ ...q }) }),
  prepare: (id: number, body: StaffPrepareRequest = {}) => http<StaffMemberMonth>(`${month(id)}/prepare`, { method: 'POST', body }),
  confirm: (id: number) => http<StaffMemberMonth>(`${month(id)}/confirm`, { method: 'POST', body: {} }),
  cancelPreparation: (id: number, body: StaffCancelPreparationRequest = {}) =>
    http<StaffMemberMonth>(`${month(id)}/preparation`, { method: 'DELETE', body }),
  drugCompanyMonths: (q: StaffDrugCompanyMonthsQuery) =>
    http<KeysetPage<StaffDrugCompanyMonth>>(`${BASE}/drug-company-months`, { query: query({ ...q }) }),
  setAddedFee: (id: number, body: StaffAddedFeeRequest) =>
    http<StaffDrugCompanyMonth>(`${BASE}/drug-company-months/${id}/added-fee`, { method: 'PUT', body }),
  statistics: (q: StaffStatisticsQuery = {}) => http<StaffSettlementStatistics>(`${BASE}/statistics`, { query: query({ ...q }) }),
  statisticsByMember: (q: StaffStatisticsQuery = {}) =>
    http<Page<StaffStatisticsMember>>(`${BASE}/statistics/by-member`, { query: query({ ...q }) }),
  requestQueue: (q: SettlementRequestQueueQuery = {}) => http<SettlementRequestPage>(REQUESTS, { query: query({ ...q }) }),
  markPaid: (id: number, body: SettlementPaidRequest) => http<SettlementAnswerResult>(`${REQUESTS}/${id}/paid`, { method: 'POST', body }),
  acceptObjection: (id: number, body: ObjectionAcceptRequest) =>
    http<SettlementAnswerResult>(`${REQUESTS}/${id}/accept`, { method: 'POST', body }),
  refuseObjection: (id: number, body: ObjectionRefuseRequest) =>
    http<SettlementAnswerResult>(`${REQUESTS}/${id}/refuse`, { method: 'POST', body }),
});
