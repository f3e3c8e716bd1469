import { SettlementMonthState } from '../api/settlement-enums';
import type { StaffMemberMonthsQuery } from '../api/schema/admin-settlements';
import { seoulMonth, type Month } from './months';

// 정산관리's list in the operator console: the settlement month, the state filter, the member search and the page
// (the `next` of the page before) live in the URL, so a link, a reload, back and forward show the same list.

export const SETTLEMENT_CONSOLE_PATH = '/admin/settlements';
/** Member-months on a screen of the list. */
export const SETTLEMENT_CONSOLE_PAGE_SIZE = 20;
const SEARCH_MAX = 50;

export interface SettlementConsoleState {
  /** yyyy-MM */
  month: Month;
  state: SettlementMonthState | null;
  search: string;
  /** Where the page starts (the `next` of the page before); null: the first page. */
  after: string | null;
}

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** The list a query string names; anything unreadable falls back to its default (this month, every state). */
export function readSettlementConsole(search: string | URLSearchParams, now: Date = new Date()): SettlementConsoleState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const month = q.get('month') ?? '';
  const state = q.get('state') ?? '';
  const after = q.get('after') ?? '';
  return {
    month: MONTH.test(month) ? (month as Month) : seoulMonth(now),
    state: SettlementMonthState.is(state) ? state : null,
    search: (q.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    after: /^\d{1,10}(\.\d{1,10})?$/.test(after) ? after : null,
  };
}

/** The address of a list state (the month always named, so the link says what it shows). */
export function settlementConsoleHref(s: SettlementConsoleState): string {
  const q = new URLSearchParams({ month: s.month });
  if (s.state) q.set('state', s.state);
  if (s.search) q.set('search', s.search);
  if (s.after) q.set('after', s.after);
  return `${SETTLEMENT_CONSOLE_PATH}?${q.toString()}`;
}

/** The API's query of a list state. */
export const settlementConsoleQuery = (s: SettlementConsoleState): StaffMemberMonthsQuery => ({
  month: s.month,
  ...(s.state ? { state: s.state } : {}),
  ...(s.search ? { search: s.search } : {}),
  ...(s.after ? { after: s.after } : {}),
  size: SETTLEMENT_CONSOLE_PAGE_SIZE,
});
