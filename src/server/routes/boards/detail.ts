import { Hono } from 'hono';
import { boardDetailQuerySchema } from '../../../api/schema/boards';
import { postDetail } from '../../content/post-detail';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validId, validQuery } from '../../http/validate';

// `GET /v1/boards/{id}`: one post with its files, answers, (notices) its neighbours and (community) its comments.

export const boardDetail = new Hono<AppEnv>();

boardDetail.get('/:id', validId, validQuery(boardDetailQuerySchema), async (c) => {
  return c.json(await postDetail(await getDb(), c.get('member'), c.req.valid('param').id));
});
