import { anonymousCommenter, POST_AUTHOR_LABEL } from '../../api/enums';
import { boardPolicy } from '../content/board-policy';
import type { BoardPostRow } from '../db/schema';

// Names in a thread that hides them: the post's author is 글쓴이, every other commenter 익명1, 익명2, … in the order
// of their first comment on the post. Deleted and blinded comments keep their place, so a name never moves to
// someone else and reads the same for every viewer.

export function pseudonymsOf(postAuthorId: number | null, commentersInOrder: Array<number | null>): Map<number, string> {
  const names = new Map<number, string>();
  if (postAuthorId !== null) names.set(postAuthorId, POST_AUTHOR_LABEL);
  let next = 1;
  for (const id of commentersInOrder) {
    if (id === null || names.has(id)) continue;
    names.set(id, anonymousCommenter(next++));
  }
  return names;
}

type Thread = Pick<BoardPostRow, 'boardType' | 'hiddenNickname' | 'memberId'>;

/**
 * Does a comment by `authorId` on this post show a pseudonym instead of its author's nickname? On a board with
 * anonymous threads every comment does; elsewhere only the author of a hidden-nickname post, under that post (글쓴이).
 */
export function isPseudonymous(post: Thread, authorId: number | null): boolean {
  if (authorId === null) return false;
  return boardPolicy[post.boardType].anonymousThreads || (post.hiddenNickname && authorId === post.memberId);
}
