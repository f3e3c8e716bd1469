import { Hono, type Context } from 'hono';
import type { SessionDevice } from '../../api/types';
import { otherSessionsQuerySchema, sessionIdParamSchema } from '../../api/schema/auth';
import { clearAccessCookie } from '../auth/cookies';
import { liveDevices, ownsFamily, revokeOtherFamilies } from '../auth/devices';
import { revokeFamily } from '../auth/sessions';
import { type Db } from '../db';
import { getDb } from '../runtime/database';
import { notFound, type AppEnv } from '../http';
import { recheckExpiry, recheckRequired, sessionFamily } from '../my-page/recheck';
import { validParams, validQuery } from '../http/validate';

// 로그인 기기 관리: the member's live sessions (`GET /v1/auth/sessions`), ending one (`DELETE /v1/auth/sessions/{id}`)
// and ending all but this one (`DELETE /v1/auth/sessions?others=true`). Only the member's own sessions exist here:
// another member's session id answers 404. Listing and ending another device need this session's password re-check
// of the last ten minutes (403 RECHECK_REQUIRED): where and when a member signs in is personal, and a stolen cookie
// alone must not be able to sign the owner out of their other devices. Ending this very session is a logout and
// needs none.

export const sessionsRouter = new Hono<AppEnv>();

/** This request's session, after checking it re-checked the password lately. */
async function recheckedFamily(db: Db, c: Context<AppEnv>): Promise<string> {
  const familyId = await sessionFamily(db, c);
  if (!(await recheckExpiry(db, c.get('member'), familyId))) throw recheckRequired();
  return familyId;
}

sessionsRouter.get('/', async (c) => {
  const db = await getDb();
  const familyId = await recheckedFamily(db, c);
  return c.json<SessionDevice[]>(await liveDevices(db, c.get('member').id, familyId));
});

sessionsRouter.delete('/', validQuery(otherSessionsQuerySchema), async (c) => {
  const db = await getDb();
  await revokeOtherFamilies(db, c.get('member').id, await recheckedFamily(db, c));
  return c.body(null, 204);
});

sessionsRouter.delete('/:id', validParams(sessionIdParamSchema), async (c) => {
  const db = await getDb();
  const { id } = c.req.valid('param');
  const member = c.get('member');
  if (!(await ownsFamily(db, member.id, id))) throw notFound();
  if (id === (await sessionFamily(db, c))) {
    await revokeFamily(db, id);
    clearAccessCookie(c);
    return c.body(null, 204);
  }
  await recheckedFamily(db, c);
  await revokeFamily(db, id);
  return c.body(null, 204);
});
