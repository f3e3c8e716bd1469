import { Hono } from 'hono';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { actingUserParamSchema, commentCreateSchema, commentUpdateSchema } from '../../api/schema/community';
import type { LikeState } from '../../api/types';
import { toggleCommentLike } from '../community/likes';
import { checkActingMember, communityComment, communityPost } from '../community/targets';
import { getDb } from '../db';
import { boardComments, boardPosts } from '../db/schema';
import { badRequest, forbidden, notFound, type AppEnv } from '../http';
import { validId, validJson, validParams } from '../validate';

// Comments and one level of replies on community posts. The author is always the session's member (the login id in
// the path must be theirs); only the author edits or deletes; `board_posts.comment_count` moves in the same
// transaction as each comment it counts.

export const comments = new Hono<AppEnv>();

comments.post('/:userId', validParams(actingUserParamSchema), validJson(commentCreateSchema), async (c) => {
  const member = c.get('member');
  checkActingMember(member, c.req.valid('param').userId);
  const { boardPostId, parentId, content } = c.req.valid('json');
  const db = await getDb();
  const post = await communityPost(db, member, boardPostId);
  if (parentId) {
    const [parent] = await db.select().from(boardComments).where(eq(boardComments.id, parentId));
    if (!parent || parent.deletedAt || parent.postId !== post.post.id) throw notFound();
    if (parent.parentId !== null) throw badRequest('대댓글에는 답글을 달 수 없습니다. 댓글에 달아 주세요.');
  }
  const id = await db.transaction(async (tx) => {
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
  return c.text(String(id), 201);
});

comments.put('/', validJson(commentUpdateSchema), async (c) => {
  const member = c.get('member');
  const { id, content } = c.req.valid('json');
  const db = await getDb();
  const { comment } = await communityComment(db, member, id);
  if (comment.memberId !== member.id) throw forbidden('본인이 작성한 댓글만 수정할 수 있습니다.');
  await db.update(boardComments).set({ content, updatedAt: new Date() }).where(eq(boardComments.id, comment.id));
  return c.text(String(comment.id), 200);
});

comments.delete('/:id', validId, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { comment } = await communityComment(db, member, c.req.valid('param').id);
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
  return c.body(null, 204);
});

comments.post('/:id/like', validId, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { comment } = await communityComment(db, member, c.req.valid('param').id);
  const state = await toggleCommentLike(db, comment.id, member.id);
  if (!state) throw notFound();
  return c.json<LikeState>(state);
});
