import { communityBoards, trendingSorts, type BoardSortType, type CommunityBoardType } from '../../api/enums';
import type { Api } from '../../api';
import type { Banner, BoardPost, Page } from '../../api/types';
import { boardApiQuery, TRENDING_SIZE, type BoardListState } from '../../lib/community-query';

// What a community board list page shows, loaded in parallel through the server render's client: the page of posts
// and the board's pinned notices (both needed: without them the list is an error), the trending orders and the
// community banners (each may fail alone: the box says so, the banners are left out).

export interface BoardListData {
  /** null when the list or the pinned notices could not be loaded. */
  page: Page<BoardPost> | null;
  pinned: BoardPost[];
  trending: { sort: BoardSortType; rows: BoardPost[] | null }[];
  banners: Banner[];
}

const visible = { filterDeleted: true, filterBlind: true } as const;

export async function loadBoardList(api: Api, board: CommunityBoardType, state: BoardListState, myUserId: string): Promise<BoardListData> {
  const now = new Date().toISOString();
  const [list, pinned, banners, ...trending] = await Promise.allSettled([
    api.boards.list(boardApiQuery(board, state, myUserId)),
    api.boards.fixedTop({ boardType: 'NOTICE', noticeTypes: [communityBoards[board].pinnedNoticeType], isExposed: true, ...visible }),
    api.banners.list({ isExposed: true, bannerPositions: ['ALL', 'PC_COMMUNITY'], startAt: now, endAt: now, size: 10 }),
    ...trendingSorts.map((sortType) => api.boards.list({ boardType: board, sortType, page: 0, size: TRENDING_SIZE, ...visible })),
  ]);
  const ok = list.status === 'fulfilled' && pinned.status === 'fulfilled';
  return {
    page: ok ? list.value : null,
    pinned: ok ? pinned.value : [],
    trending: trendingSorts.map((sort, i) => {
      const r = trending[i];
      return { sort, rows: r?.status === 'fulfilled' ? r.value.content : null };
    }),
    banners: banners.status === 'fulfilled' ? banners.value.content : [],
  };
}
