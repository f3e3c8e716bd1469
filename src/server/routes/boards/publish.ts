import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { boardExposureSchema } from '../../../api/schema/boards';
import type { BoardExposure } from '../../../api/types';
import { boardPolicy } from '../../content/board-policy';
import { getDb } from '../../db';
import { boardPosts } from '../../db/schema';
import { drugCompanies } from '../../db/schema-products';
import { badRequest, type AppEnv } from '../../http';
import { validId, validJson } from '../../validate';
import { readablePost } from './access';

// What content editors need to write notices besides POST / PUT /v1/boards (editor routes, see policy.ts):
// - `PUT /v1/boards/{id}/exposure` publishes or unpublishes a post of a board with publication (a draft is
//   unpublished: only editors see it); nothing else of the post changes, its files stay;
// - `GET /v1/boards/notices/drug-companies`: the drug companies the catalogue knows, offered as a notice's source.

export const boardPublish = new Hono<AppEnv>();

boardPublish.get('/notices/drug-companies', async (c) => {
  const rows = await (await getDb()).select({ name: drugCompanies.name }).from(drugCompanies).orderBy(asc(drugCompanies.name));
  return c.json(rows.map((r) => r.name));
});

boardPublish.put('/:id/exposure', validId, validJson(boardExposureSchema), async (c) => {
  const db = await getDb();
  const { record, parent } = await readablePost(db, c.get('member'), c.req.valid('param').id);
  const rules = boardPolicy[record.post.boardType];
  if (parent || !rules.own || !rules.exposure || rules.change !== 'editors') {
    throw badRequest('게시 여부는 공지사항과 FAQ 같은 편집 게시판의 글에만 바꿀 수 있습니다.');
  }
  const { isExposed } = c.req.valid('json');
  await db.update(boardPosts).set({ isExposed, updatedAt: new Date() }).where(eq(boardPosts.id, record.post.id));
  return c.json<BoardExposure>({ id: record.post.id, isExposed });
});
