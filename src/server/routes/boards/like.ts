import { Hono } from 'hono';
import type { LikeState } from '../../../api/types';
import { togglePostLike } from '../../community/likes';
import { communityPost } from '../../community/targets';
import { getDb } from '../../runtime/database';
import { notFound, type AppEnv } from '../../http';
import { validId } from '../../http/validate';

// `POST /v1/boards/{id}/like`: likes or unlikes a community post; answers the new state.

export const boardLike = new Hono<AppEnv>();

boardLike.post('/:id/like', validId, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { post } = await communityPost(db, member, c.req.valid('param').id);
  const state = await togglePostLike(db, post.id, member.id);
  if (!state) throw notFound();
  return c.json<LikeState>(state);
});
