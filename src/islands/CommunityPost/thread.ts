import type { Comment } from '../../api/types';

// Pure changes to a post's comments (top-level comments with one level of replies), as the screen applies them
// before or after the server answers.

/** The comments with `id` (top-level or reply) changed by `change`. */
export function changeComment(comments: Comment[], id: number, change: (c: Comment) => Comment): Comment[] {
  return comments.map((c) => {
    if (c.id === id) return change(c);
    if (!c.replies?.some((r) => r.id === id)) return c;
    return { ...c, replies: c.replies.map((r) => (r.id === id ? change(r) : r)) };
  });
}

/** The comment with `id`, top-level or reply. */
export function findComment(comments: Comment[], id: number): Comment | undefined {
  for (const c of comments) {
    if (c.id === id) return c;
    const reply = c.replies?.find((r) => r.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** A like turned on or off before the server answers. */
export const toggledLike = <T extends { likedByMe: boolean; likesCount: number }>(item: T): T => ({
  ...item,
  likedByMe: !item.likedByMe,
  likesCount: Math.max(0, item.likesCount + (item.likedByMe ? -1 : 1)),
});

/** The list's URL with the one-time message `done` (게시글 삭제, 작성자 차단…) the list shows once. */
export function withDone(listHref: string, done: string): string {
  const [path, query = ''] = listHref.split('?');
  const params = new URLSearchParams(query);
  params.set('done', done);
  return `${path}?${params}`;
}
