import type { boardsApi } from './boards';
import type { BoardListQuery, FixedTopQuery } from './schema/boards';
import type { BoardPostDetail } from './types';

type Boards = ReturnType<typeof boardsApi>;

/** Notices over the shared boards calls (deleted and blinded notices are never asked for). */
export const noticesApi = (boards: Boards) => ({
  list: (q: Omit<BoardListQuery, 'boardType'>) => boards.list({ ...q, boardType: 'NOTICE', filterDeleted: true, filterBlind: true }),
  /** The pinned notices (a short list, answered whole). */
  fixedTop: (q: Omit<FixedTopQuery, 'boardType'>) => boards.fixedTop({ ...q, boardType: 'NOTICE', filterDeleted: true, filterBlind: true }),
  /** The notice, or null when the id names a post of another board. */
  get: async (id: number): Promise<BoardPostDetail | null> => {
    const post = await boards.get(id, { filterBlind: true, filterDeleted: true });
    return post.boardType === 'NOTICE' ? post : null;
  },
});
