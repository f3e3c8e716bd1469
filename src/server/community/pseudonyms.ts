import { anonymousCommenter, POST_AUTHOR_LABEL } from '../../api/enums';

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
