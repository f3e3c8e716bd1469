import { DEFAULT_PRESCRIPTION_SEARCH_FIELD, PrescriptionSearchField } from '../../api/enums';
import type { PrescriptionPartnerListQuery } from '../../api/schema/prescriptions';
import { cleanKeyword } from '../../lib/list-url';

// The EDI list's state in the URL: `page` (1-based), `searchType` (거래처명 by default, then left out) and `keyword`.
// Unknown values fall back to the defaults, since the URL is something people type and share.

export const PRESCRIPTION_PAGE_SIZE = 10;

export interface PrescriptionListState {
  page: number;
  searchType: PrescriptionSearchField;
  keyword: string;
}

export const defaultPrescriptionListState: PrescriptionListState = { page: 1, searchType: DEFAULT_PRESCRIPTION_SEARCH_FIELD, keyword: '' };

/** Reads the list state from a query string (`?…` or a URLSearchParams). */
export function readPrescriptionListState(search: string | URLSearchParams): PrescriptionListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = Number(params.get('page'));
  const page = Number.isSafeInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const type = params.get('searchType');
  const searchType = PrescriptionSearchField.values.includes(type as PrescriptionSearchField)
    ? (type as PrescriptionSearchField)
    : DEFAULT_PRESCRIPTION_SEARCH_FIELD;
  return { page, searchType, keyword: cleanKeyword(params.get('keyword')) };
}

/** The query string of a state (`''` for the defaults, else `?…`); defaults are left out. */
export function prescriptionListSearch(state: PrescriptionListState): string {
  const params = new URLSearchParams();
  if (state.searchType !== DEFAULT_PRESCRIPTION_SEARCH_FIELD) params.set('searchType', state.searchType);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The API query of a state: the keyword goes to the chosen field, pages are 0-based on the wire. */
export function prescriptionApiQuery(state: PrescriptionListState): PrescriptionPartnerListQuery {
  return {
    page: state.page - 1,
    size: PRESCRIPTION_PAGE_SIZE,
    ...(state.keyword ? { [state.searchType]: state.keyword } : {}),
  };
}

/** The keyword box's placeholder follows the chosen field. */
export const keywordPlaceholder = (field: PrescriptionSearchField) => `${PrescriptionSearchField.label(field)}을 검색하세요.`;
