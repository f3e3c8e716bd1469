import type { boardsApi } from './boards';
import type { BoardListQuery } from './schema/boards';
import type { BoardPostDetail } from './types';

type Boards = ReturnType<typeof boardsApi>;

/** The list filters of an inquiry list (the board type and the deleted/blinded filters are set here). */
export type InquiryListQuery = Pick<BoardListQuery, 'myUserId' | 'boardTitle' | 'hasChildren' | 'page' | 'size'>;

/** 1:1 inquiries over the shared boards calls: a member sees and changes only their own (the server enforces it). */
export const inquiriesApi = (boards: Boards) => ({
  list: (q: InquiryListQuery) => boards.list({ ...q, boardType: 'INQUIRY', filterDeleted: true, filterBlind: true }),
  /** The inquiry, or null when the id names a post of another board. */
  get: async (id: number): Promise<BoardPostDetail | null> => {
    const post = await boards.get(id, { filterBlind: true, filterDeleted: true });
    return post.boardType === 'INQUIRY' ? post : null;
  },
  /** Creates an inquiry (`editorFileIds`: the images pasted into the body); answers its id. */
  create: async (inquiry: { title: string; content: string; editorFileIds?: number[] }, files?: readonly File[]) =>
    Number(
      await boards.create(
        { boardType: 'INQUIRY', hiddenNickname: false, parentId: null, editorFileIds: null, noticeProperties: null, ...inquiry },
        files,
      ),
    ),
  /** Changes title and content; `keepFileIds` are the files that stay, `files` are added. */
  update: (
    id: number,
    inquiry: { title: string; content: string; keepFileIds: number[]; editorFileIds?: number[] },
    files?: readonly File[],
  ) =>
    boards.update(
      id,
      {
        editorFileIds: null,
        hiddenNickname: null,
        isBlind: null,
        isExposed: null,
        exposureRange: null,
        noticeProperties: null,
        ...inquiry,
      },
      files,
    ),
  remove: (id: number) => boards.remove(id),
});
