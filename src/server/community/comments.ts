import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { commentCreateSchema } from '../../api/schema/community';
import type { Db } from '../db';
import { boardComments, boardPosts, type Member } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http';
import { communityComment, communityPost } from './targets';

// Comments and one level of replies on community posts, written by the session's member; only the author edits or
// deletes. `board_posts.comment_count` moves in the same transaction as each comment it counts.

export type CommentCreate = v.InferOutput<typeof commentCreateSchema>;

/** Adds a comment (or a reply to a top-level comment) to a post the member may read; answers its id. */
export async function addComment(db: Db, member: Member, { boardPostId, parentId, content }: CommentCreate): Promise<number> {
  const post = await communityPost(db, member, boardPostId);
  if (parentId) {
    const [parent] = await db.select().from(boardComments).where(eq(boardComments.id, parentId));
    if (!parent || parent.deletedAt || parent.postId !== post.post.id) throw notFound();
    if (parent.parentId !== null) throw badRequest('대댓글에는 답글을 달 수 없습니다. 댓글에 달아 주세요.');
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(boardComments)
      .values({ postId: post.post.id, parentId: parentId ?? null, memberId: member.id, content })
      .returning({ id: boardComments.id });
    await tx
      .update(boardPosts)
      .set({ commentCount: sql`${boardPosts.commentCount} + 1` })
      .where(eq(boardPosts.id, post.post.id));
    return (created as { id: number }).id;
  });
}

/** Changes the text of the member's own comment; answers its id. */
export async function editComment(db: Db, member: Member, id: number, content: string): Promise<number> {
  const { comment } = await communityComment(db, member, id);
  if (comment.memberId !== member.id) throw forbidden('본인이 작성한 댓글만 수정할 수 있습니다.');
  await db.update(boardComments).set({ content, updatedAt: new Date() }).where(eq(boardComments.id, comment.id));
  return comment.id;
}

/** Soft-deletes the member's own comment. */
export async function deleteComment(db: Db, member: Member, id: number): Promise<void> {
  const { comment } = await communityComment(db, member, id);
  if (comment.memberId !== member.id) throw forbidden('본인이 작성한 댓글만 삭제할 수 있습니다.');
  await db.transaction(async (tx) => {
    // A top-level comment takes its replies with it.
    const gone = await tx
      .update(boardComments)
      .set({ deletedAt: new Date() })
      .where(and(isNull(boardComments.deletedAt), or(eq(boardComments.id, comment.id), eq(boardComments.parentId, comment.id))))
      .returning({ isBlind: boardComments.isBlind });
    const counted = gone.filter((g) => !g.isBlind).length;
    if (counted) {
      await tx
        .update(boardPosts)
        .set({ commentCount: sql`greatest(${boardPosts.commentCount} - ${counted}, 0)` })
        .where(eq(boardPosts.id, comment.postId));
    }
  });
}
