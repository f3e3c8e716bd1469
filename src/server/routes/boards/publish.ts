import { Hono } from 'hono';
import { boardExposureSchema } from '../../../api/schema/boards';
import type { BoardExposure } from '../../../api/types';
import { drugCompanyNames, setExposure } from '../../content/publishing';
import { getDb } from '../../runtime/database';
import type { AppEnv } from '../../http';
import { validId, validJson } from '../../http/validate';

// What content editors need to write notices besides POST / PUT /v1/boards (editor routes, see policy.ts):
// - `PUT /v1/boards/{id}/exposure` publishes or unpublishes a post of a board with publication (a draft is
//   unpublished: only editors see it); nothing else of the post changes, its files stay;
// - `GET /v1/boards/notices/drug-companies`: the drug companies the catalogue knows, offered as a notice's source.

export const boardPublish = new Hono<AppEnv>();

boardPublish.get('/notices/drug-companies', async (c) => {
  return c.json(await drugCompanyNames(await getDb()));
});

boardPublish.put('/:id/exposure', validId, validJson(boardExposureSchema), async (c) => {
  const { isExposed } = c.req.valid('json');
  const exposure = await setExposure(await getDb(), c.get('member'), c.req.valid('param').id, isExposed);
  return c.json<BoardExposure>(exposure);
});
