import type { PerformanceQuery } from '../../api/schema/settlements';
import { cleanKeyword } from '../../lib/list-url';
import { firstDay, statisticsPeriod, type Month } from '../../lib/months';

// The statistics screen's state in the URL: `tab` (absent = 전체매출, INDIVIDUAL = 거래처매출), `startMonth` and
// `endMonth` (`yyyy-MM`), `keyword`, `page` (1-based, of the client list: 거래처매출 only) and `institution` (the client
// drilled into, 거래처매출 only). In 거래처매출 the keyword is the client list's name filter, sent to the API; in
// 전체매출 it filters the drug companies already loaded. Defaults stay out of the URL; what people type falls back to them.

export type StatsTab = 'TOTAL' | 'INDIVIDUAL';

export interface StatsState {
  tab: StatsTab;
  startMonth: Month;
  endMonth: Month;
  keyword: string;
  /** Page of the client list, 1-based (1 outside 거래처매출). */
  page: number;
  /** institutionCode of the client whose figures are shown, or ''. */
  institution: string;
}

/** How far back the pickers go, in years before the latest month's year. */
export const YEARS_BACK = 5;

/** Clients on a page of the 거래처매출 list. */
export const CLIENT_PAGE_SIZE = 20;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const INSTITUTION = /^[\p{L}\p{N}_-]{1,50}$/u;

/** The default period: the twelve months before `latest`, the month still being settled (it may be chosen). */
export const defaultPeriod = (latest: Month) => statisticsPeriod(latest);

/** The earliest month the pickers offer: January, `YEARS_BACK` years before the latest month's year. */
export const earliestMonth = (latest: Month): Month => `${Number(latest.slice(0, 4)) - YEARS_BACK}-01` as Month;

const clampMonth = (m: Month, min: Month, max: Month): Month => (m < min ? min : m > max ? max : m);

/** Reads the state from a query string; months are kept within [earliest, latest] and in order. */
export function readStatsState(search: string | URLSearchParams, latest: Month): StatsState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab: StatsTab = params.get('tab') === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'TOTAL';
  const fallback = defaultPeriod(latest);
  const month = (name: string, otherwise: Month) => {
    const raw = params.get(name) ?? '';
    return MONTH.test(raw) ? clampMonth(raw as Month, earliestMonth(latest), latest) : otherwise;
  };
  let startMonth = month('startMonth', fallback.startMonth);
  let endMonth = month('endMonth', fallback.endMonth);
  if (startMonth > endMonth) [startMonth, endMonth] = [endMonth, startMonth];
  const code = params.get('institution') ?? '';
  const institution = tab === 'INDIVIDUAL' && INSTITUTION.test(code) ? code : '';
  const rawPage = Number(params.get('page'));
  const page = tab === 'INDIVIDUAL' && Number.isSafeInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  return { tab, startMonth, endMonth, keyword: cleanKeyword(params.get('keyword')), page, institution };
}

/** The query string of a state (`''` for the defaults, else `?…`). */
export function statsSearch(state: StatsState, latest: Month): string {
  const fallback = defaultPeriod(latest);
  const params = new URLSearchParams();
  if (state.tab === 'INDIVIDUAL') params.set('tab', 'INDIVIDUAL');
  if (state.startMonth !== fallback.startMonth || state.endMonth !== fallback.endMonth) {
    params.set('startMonth', state.startMonth);
    params.set('endMonth', state.endMonth);
  }
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.tab === 'INDIVIDUAL' && state.page > 1) params.set('page', String(state.page));
  if (state.tab === 'INDIVIDUAL' && state.institution) params.set('institution', state.institution);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The API query of a state's period (months on the wire are their first day), narrowed to the drilled-in client. */
export const statsApiQuery = (state: StatsState, withInstitution = true): PerformanceQuery => ({
  startMonth: firstDay(state.startMonth),
  endMonth: firstDay(state.endMonth),
  ...(withInstitution && state.tab === 'INDIVIDUAL' && state.institution ? { institutionCode: state.institution } : {}),
});

/** The API query of the state's page of the client list: the keyword is its name filter, pages are 0-based on the wire. */
export const clientPageQuery = (state: StatsState) => ({
  ...statsApiQuery(state, false),
  ...(state.keyword ? { institutionName: state.keyword } : {}),
  page: state.page - 1,
  size: CLIENT_PAGE_SIZE,
});

/** What the screen shows for a state: the client table, or drug companies with the chart (all, or one client's). */
export const statsView = (state: StatsState): 'clients' | 'companies' =>
  state.tab === 'INDIVIDUAL' && !state.institution ? 'clients' : 'companies';

/** Rows whose name contains the keyword (case-insensitive); all rows without one (the drug companies of 전체매출). */
export function filterByName<T>(rows: T[], keyword: string, nameOf: (row: T) => string): T[] {
  const k = keyword.trim().toLocaleLowerCase('ko-KR');
  return k ? rows.filter((r) => nameOf(r).toLocaleLowerCase('ko-KR').includes(k)) : rows;
}

/** The keyword box's placeholder in each mode. */
export const keywordPlaceholder = (tab: StatsTab) => (tab === 'INDIVIDUAL' ? '거래처명을 입력해주세요.' : '검색');
