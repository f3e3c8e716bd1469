import type { Api } from '../../api';
import type { CommunityBoardType } from '../../api/enums';
import { ApiError } from '../../api/errors';
import type { BoardPostDetail } from '../../api/types';
import { routeId } from '../../lib/content';

// The post an edit page changes: only its author edits it, and only on the board of the URL. Someone else's post
// answers 403 (the page says so); a post that does not exist, was deleted, or lives on the other board answers 404.

export type EditablePost =
  | { kind: 'ok'; post: BoardPostDetail }
  | { kind: 'missing'; status: 404 }
  | { kind: 'denied'; status: 403 }
  | { kind: 'failed'; status: 503 };

export async function loadEditablePost(
  api: Api,
  board: CommunityBoardType,
  rawId: string | undefined,
  myUserId: string,
): Promise<EditablePost> {
  const id = routeId(rawId);
  if (id === null) return { kind: 'missing', status: 404 };
  try {
    const post = await api.boards.get(id, { filterDeleted: true, filterBlind: true });
    if (post.boardType !== board) return { kind: 'missing', status: 404 };
    const mine = post.isMine ?? (post.userId !== '' && post.userId === myUserId);
    return mine ? { kind: 'ok', post } : { kind: 'denied', status: 403 };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return { kind: 'missing', status: 404 };
    return { kind: 'failed', status: 503 };
  }
}
