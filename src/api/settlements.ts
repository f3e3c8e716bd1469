import { query, type Http } from './client';
import type {
  PerformanceQuery,
  SettlementFilterQuery,
  SettlementListQuery,
  SettlementMemberMonthlyQuery,
  SettlementPartnerListQuery,
} from './schema/settlements';
import type {
  Page,
  PerformanceByDrugCompany,
  PerformanceByDrugCompanyMonthly,
  PerformanceByInstitution,
  Settlement,
  SettlementMemberMonthly,
  SettlementNotifyResult,
  SettlementPartner,
  SettlementPartnerProduct,
  SettlementPage,
} from './types';

/** The link of the spreadsheet of the settlements the filters select (opened as a plain link; only set filters). */
export function settlementExcelUrl(q: SettlementFilterQuery = {}): string {
  const params = new URLSearchParams(query({ ...q })).toString();
  return `/v1/settlements/excel-download${params ? `?${params}` : ''}`;
}

/** The link of the 정산서 (PDF) of a confirmed month `yyyy-MM` (opened as a plain link: a download). */
export const settlementStatementUrl = (month: string) => `/v1/settlements/statement.pdf?settlementMonth=${encodeURIComponent(month)}`;

/** Settlements (정산): rows per dealer × drug company × month, client shares, product lines, requests, statistics. */
export const settlementsApi = (http: Http) => ({
  list: (q: SettlementListQuery = {}) => http<SettlementPage>('/v1/settlements', { query: query({ ...q }) }),
  /** 합계금액 of the filtered rows: the sum of their prescription amounts, in won. */
  totalPrescriptionAmount: (q: SettlementFilterQuery = {}) =>
    http<number>('/v1/settlements/total-prescription-amount', { query: query({ ...q }) }),
  get: (id: number) => http<Settlement>(`/v1/settlements/${id}`),
  partners: (q: SettlementPartnerListQuery = {}) => http<Page<SettlementPartner>>('/v1/settlements/partners', { query: query({ ...q }) }),
  partnerProducts: (settlementPartnerId: number) =>
    http<SettlementPartnerProduct[]>(`/v1/settlements/partners/${settlementPartnerId}/products`),
  /** 정산요청: once per settlement (409 with a Korean message after that); answers the rows with their new status. */
  requestSettlement: (settlementIds: number[]) =>
    http<SettlementNotifyResult>('/v1/settlements/notify-admin', { method: 'POST', body: { settlementIds } }),
  /** 이의신청: once per settlement, also after a request. */
  object: (settlementIds: number[]) =>
    http<SettlementNotifyResult>('/v1/settlements/notify-admin/objections', { method: 'POST', body: { settlementIds } }),
  excelUrl: settlementExcelUrl,
  statementUrl: settlementStatementUrl,
  /** The view by drug company: months as integers yyyyMM01. */
  memberMonthly: (q: SettlementMemberMonthlyQuery = {}) =>
    http<Page<SettlementMemberMonthly>>('/v1/settlements-member-monthly', { query: query({ ...q }) }),
  byDrugCompany: (q: PerformanceQuery) =>
    http<PerformanceByDrugCompany[]>('/v1/settlements/performance/by-drug-company', { query: query({ ...q }) }),
  byDrugCompanyMonthly: (q: PerformanceQuery) =>
    http<PerformanceByDrugCompanyMonthly[]>('/v1/settlements/performance/by-drug-company/monthly', { query: query({ ...q }) }),
  /** Every client of the range at once (the contract's bare array, at most BY_INSTITUTION_MAX, the largest first). */
  byInstitution: (q: Omit<PerformanceQuery, 'page' | 'size'>) =>
    http<PerformanceByInstitution[]>('/v1/settlements/performance/by-institution', { query: query({ ...q }) }),
  /** One page of the clients (0-based, size ≤ PAGE_SIZE_MAX), largest total first, then name; `institutionName` narrows. */
  byInstitutionPage: (q: PerformanceQuery & { page: number; size: number }) =>
    http<Page<PerformanceByInstitution>>('/v1/settlements/performance/by-institution', { query: query({ ...q }) }),
});
