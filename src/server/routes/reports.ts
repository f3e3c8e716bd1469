import { Hono } from 'hono';
import { actingUserParamSchema, reportCreateSchema } from '../../api/schema/community';
import { createReport } from '../community/reports';
import { checkActingMember } from '../community/targets';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validJson, validParams } from '../http/validate';

// `POST /v1/reports/{userId}`: the session's member reports a post or a comment, once each (then 409). Nobody reports
// what they wrote themselves.

export const reports = new Hono<AppEnv>();

reports.post('/:userId', validParams(actingUserParamSchema), validJson(reportCreateSchema), async (c) => {
  const member = c.get('member');
  checkActingMember(member, c.req.valid('param').userId);
  const id = await createReport(await getDb(), member, c.req.valid('json'));
  return c.text(String(id), 201);
});
