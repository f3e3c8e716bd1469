import { communityBoards, type CommunityBoardType } from '../api/enums';
import type { BoardListQuery } from '../api/schema/boards';
import { cleanKeyword, readListQuery } from './list-url';

// URL state of a community board list: `searchKeyword` (title search), `filterMine=true` (내 글) and `page` (1-based).
// Defaults stay out of the URL; a new search or turning 내 글 on or off starts again at page 1 and keeps the other.

export const BOARD_PAGE_SIZE = 10;
/** Rows of each order of the trending box. */
export const TRENDING_SIZE = 10;

export interface BoardListState {
  page: number;
  searchKeyword: string;
  filterMine: boolean;
}

export const boardPath = (board: CommunityBoardType) => `/community/${communityBoards[board].slug}`;

export function readBoardListState(url: URL): BoardListState {
  const { page, filters } = readListQuery(url, { filterMine: ['true'] });
  return { page, searchKeyword: cleanKeyword(url.searchParams.get('searchKeyword')), filterMine: filters.filterMine === 'true' };
}

/** The list's URL after a change; a change of the keyword or of 내 글 goes back to page 1. */
export function boardListHref(path: string, state: BoardListState, change: Partial<BoardListState> = {}): string {
  const resets = change.searchKeyword !== undefined || change.filterMine !== undefined;
  const next = { ...state, ...change, page: change.page ?? (resets ? 1 : state.page) };
  const params = new URLSearchParams();
  if (next.searchKeyword) params.set('searchKeyword', next.searchKeyword);
  if (next.filterMine) params.set('filterMine', 'true');
  if (next.page > 1) params.set('page', String(next.page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The API query of the list (0-based page); 내 글 is the signed-in member's own login id. */
export function boardApiQuery(board: CommunityBoardType, state: BoardListState, myUserId: string): BoardListQuery {
  return {
    boardType: board,
    boardTitle: state.searchKeyword || undefined,
    myUserId: state.filterMine ? myUserId : undefined,
    page: state.page - 1,
    size: BOARD_PAGE_SIZE,
    filterDeleted: true,
    filterBlind: true,
  };
}
