import { Hono } from 'hono';
import { boardListQuerySchema, fixedTopQuerySchema } from '../../../api/schema/boards';
import { fixedTopPosts, listPosts } from '../../content/post-list';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validQuery } from '../../http/validate';

// `GET /v1/boards` (one page of a board) and `GET /v1/boards/notices/fixed-top` (the pinned posts).

export const boardLists = new Hono<AppEnv>();

boardLists.get('/', validQuery(boardListQuerySchema), async (c) => {
  return c.json(await listPosts(await getDb(), c.get('member'), c.req.valid('query')));
});

boardLists.get('/notices/fixed-top', validQuery(fixedTopQuerySchema), async (c) => {
  return c.json(await fixedTopPosts(await getDb(), c.get('member'), c.req.valid('query')));
});
