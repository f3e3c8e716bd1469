import { EXPENDITURE_YEAR_MIN } from '../../api/schema/records-limits';
import { expenditureRetainUntil, type Day } from '../../lib/compliance-rules';

// The expenditure log's state in the URL, so that a reload, a shared link and back/forward show the same year and page:
// `year` (a calendar year; a missing, malformed or future one is this year in Korea, decided by the page) and `page`
// (1-based, left out on 1). Another year starts again at page 1.

/** Entries on one page of the list. */
export const EXPENDITURE_PAGE_SIZE = 20;

export interface ExpenditureState {
  year: number;
  page: number;
}

/** The year and page a query string names; `thisYear` stands in for a missing, malformed or future year. */
export function readExpenditureState(search: string | URLSearchParams, thisYear: number): ExpenditureState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawYear = params.get('year') ?? '';
  const year =
    /^\d{4}$/.test(rawYear) && Number(rawYear) >= EXPENDITURE_YEAR_MIN && Number(rawYear) <= thisYear ? Number(rawYear) : thisYear;
  const rawPage = Number(params.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  return { year, page };
}

/** The query string of a state: `?year=…`, and `&page=…` past the first page. */
export function expenditureSearch(state: ExpenditureState): string {
  const params = new URLSearchParams({ year: String(state.year) });
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params.toString()}`;
}

/**
 * The years the picker offers, newest first: this year back to the oldest year whose ledger may still be kept (5 years
 * after its report's due date), and the shown year if it is older still (a typed URL).
 */
export function yearOptions(thisYear: number, shown: number, today: Day): number[] {
  const years: number[] = [];
  for (let y = thisYear; y >= EXPENDITURE_YEAR_MIN && expenditureRetainUntil(`${y}-12-31`) >= today; y--) years.push(y);
  if (!years.includes(shown)) years.push(shown);
  return years;
}
