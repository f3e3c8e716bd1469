import { Hono } from 'hono';
import { actingUserParamSchema, commentCreateSchema, commentUpdateSchema } from '../../api/schema/community';
import type { LikeState } from '../../api/types';
import { addComment, deleteComment, editComment } from '../community/comments';
import { toggleCommentLike } from '../community/likes';
import { checkActingMember, communityComment } from '../community/targets';
import { getDb } from '../runtime/database';
import { notFound, type AppEnv } from '../http';
import { validId, validJson, validParams } from '../http/validate';

// Comments and one level of replies on community posts. The author is always the session's member (the login id in
// the path must be theirs); only the author edits or deletes; `board_posts.comment_count` moves in the same
// transaction as each comment it counts (src/server/community/comments.ts).

export const comments = new Hono<AppEnv>();

comments.post('/:userId', validParams(actingUserParamSchema), validJson(commentCreateSchema), async (c) => {
  const member = c.get('member');
  checkActingMember(member, c.req.valid('param').userId);
  const id = await addComment(await getDb(), member, c.req.valid('json'));
  return c.text(String(id), 201);
});

comments.put('/', validJson(commentUpdateSchema), async (c) => {
  const { id, content } = c.req.valid('json');
  return c.text(String(await editComment(await getDb(), c.get('member'), id, content)), 200);
});

comments.delete('/:id', validId, async (c) => {
  await deleteComment(await getDb(), c.get('member'), c.req.valid('param').id);
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
