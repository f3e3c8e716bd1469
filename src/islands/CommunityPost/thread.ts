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

/**
 * The confirmation of 차단하기. A block from a nickname shown in full hides what that nickname writes; a block from
 * anonymous content (a hidden nickname, 글쓴이, 익명N) hides that author in this post only, since the server never
 * ties an anonymous author to anything else.
 */
export function blockQuestion(anonymous: boolean): { title: string; message: string } {
  if (anonymous) {
    return {
      title: '익명 작성자 차단',
      message:
        '이 익명 작성자를 차단할까요? 이 게시글에서만 이 작성자의 글과 댓글이 보이지 않게 됩니다. 익명을 지키기 위해 다른 게시글에는 적용되지 않습니다.',
    };
  }
  return {
    title: '작성자 차단',
    message: '이 작성자를 차단할까요? 차단하면 이 작성자가 닉네임으로 쓴 글과 댓글이 더 이상 보이지 않습니다.',
  };
}
