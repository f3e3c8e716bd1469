import { DEFAULT_SETTLEMENT_SEARCH_FIELD, SettlementSearchField } from '../api/settlement-enums';
import type { SettlementFilterQuery, SettlementListQuery, SettlementMemberMonthlyQuery } from '../api/schema/settlements';
import { cleanKeyword } from './list-url';
import { firstDay, type Month } from './months';

// The 정산 screens' state in the URL: `settlementMonth` (yyyy-MM; a missing or malformed one is the month the server
// decided, this month in Korean time), `page` (1-based, left out on 1), `keyword`, and on the list by dealer
// `searchType` (제약사명 by default, then left out). A new month or search starts again at page 1.

export const SETTLEMENT_PAGE_SIZE = 10;

export interface SettlementMonthState {
  month: Month;
  page: number;
  keyword: string;
}

export interface SettlementListState extends SettlementMonthState {
  searchType: SettlementSearchField;
}

const params = (search: string | URLSearchParams) => (typeof search === 'string' ? new URLSearchParams(search) : search);

/** A `yyyy-MM` of the years 1900–2099, or null. */
export function readMonth(raw: string | null): Month | null {
  return raw && /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(raw) ? (raw as Month) : null;
}

/** Month, page and keyword of a query string; `defaultMonth` stands in for a missing or malformed month. */
export function readSettlementMonthState(search: string | URLSearchParams, defaultMonth: Month): SettlementMonthState {
  const p = params(search);
  const raw = Number(p.get('page'));
  return {
    month: readMonth(p.get('settlementMonth')) ?? defaultMonth,
    page: Number.isSafeInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1,
    keyword: cleanKeyword(p.get('keyword')),
  };
}

/** The list by dealer's state: the month state plus the search field. */
export function readSettlementListState(search: string | URLSearchParams, defaultMonth: Month): SettlementListState {
  const type = params(search).get('searchType');
  const searchType = SettlementSearchField.values.includes(type as SettlementSearchField)
    ? (type as SettlementSearchField)
    : DEFAULT_SETTLEMENT_SEARCH_FIELD;
  return { ...readSettlementMonthState(search, defaultMonth), searchType };
}

/** The query string of a state, `?settlementMonth=…` first; the default search field and page 1 are left out. */
export function settlementSearch(state: SettlementMonthState | SettlementListState): string {
  const p = new URLSearchParams({ settlementMonth: state.month });
  if ('searchType' in state && state.searchType !== DEFAULT_SETTLEMENT_SEARCH_FIELD) p.set('searchType', state.searchType);
  if (state.keyword) p.set('keyword', state.keyword);
  if (state.page > 1) p.set('page', String(state.page));
  return `?${p.toString()}`;
}

/** The filters of the list by dealer: one month, the keyword on the chosen field (also the total's and the download's). */
export function settlementFilterQuery(state: SettlementListState): SettlementFilterQuery {
  const day = firstDay(state.month);
  return { startMonth: day, endMonth: day, ...(state.keyword ? { [state.searchType]: state.keyword } : {}) };
}

/** The API query of a page of the list by dealer (0-based pages on the wire). */
export function settlementListQuery(state: SettlementListState): SettlementListQuery {
  return { ...settlementFilterQuery(state), page: state.page - 1, size: SETTLEMENT_PAGE_SIZE };
}

/** The API query of the view by drug company: the month as the integer yyyyMM01, the keyword on the drug company. */
export function memberMonthlyQuery(state: SettlementMonthState): SettlementMemberMonthlyQuery {
  const month = Number(state.month.replace('-', '')) * 100 + 1;
  return {
    startMonth: month,
    endMonth: month,
    ...(state.keyword ? { drugCompanyName: state.keyword } : {}),
    page: state.page - 1,
    size: SETTLEMENT_PAGE_SIZE,
  };
}

/** The keyword box's placeholder follows the chosen field. */
export const settlementPlaceholder = (field: SettlementSearchField) => `${SettlementSearchField.label(field)}을 검색하세요.`;
