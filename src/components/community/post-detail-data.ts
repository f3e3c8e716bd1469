import { ApiError, communityBoards, trendingSorts, type BoardSortType, type CommunityBoardType } from '../../api';
import type { Api } from '../../api';
import type { BoardPost, BoardPostDetail } from '../../api/types';
import { routeId } from '../../lib/content';
import { TRENDING_SIZE } from '../../lib/community-query';

// What a community post's page shows, loaded through the server render's client: the post with its comments, and the
// board's trending box beside it (which may fail alone). A post of another board, a deleted or blinded one, one whose
// author the viewer blocked and an id that is not a number are all "not found"; other failures are "failed" (retry).

export type PostLoad = { kind: 'found'; post: BoardPostDetail } | { kind: 'missing' } | { kind: 'failed' };

export interface PostDetailData {
  load: PostLoad;
  trending: { sort: BoardSortType; rows: BoardPost[] | null }[];
}

const visible = { filterDeleted: true, filterBlind: true } as const;

/** Does this post belong on the board's pages: a post of the board, or one of the notices pinned above it? */
export function belongsTo(post: Pick<BoardPostDetail, 'boardType' | 'noticeProperties'>, board: CommunityBoardType): boolean {
  if (post.boardType === board) return true;
  return post.boardType === 'NOTICE' && post.noticeProperties?.noticeType === communityBoards[board].pinnedNoticeType;
}

async function loadPost(api: Api, board: CommunityBoardType, rawId: string | undefined): Promise<PostLoad> {
  const id = routeId(rawId);
  if (id === null) return { kind: 'missing' };
  try {
    const post = await api.boards.get(id, visible);
    return belongsTo(post, board) ? { kind: 'found', post } : { kind: 'missing' };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403 || error.status === 400)) return { kind: 'missing' };
    return { kind: 'failed' };
  }
}

export async function loadPostDetail(api: Api, board: CommunityBoardType, rawId: string | undefined): Promise<PostDetailData> {
  const [load, ...trending] = await Promise.all([
    loadPost(api, board, rawId),
    ...trendingSorts.map((sortType) =>
      api.boards.list({ boardType: board, sortType, page: 0, size: TRENDING_SIZE, ...visible }).then(
        (page) => page.content,
        () => null,
      ),
    ),
  ]);
  return { load, trending: trendingSorts.map((sort, i) => ({ sort, rows: trending[i] ?? null })) };
}

/** The page's status: 404 for a post that is not there (for this member), 503 when it could not be loaded. */
export const postStatus = (load: PostLoad) => (load.kind === 'missing' ? 404 : load.kind === 'failed' ? 503 : 200);
