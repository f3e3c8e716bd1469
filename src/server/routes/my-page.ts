import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { NicknameAvailability, PasswordRecheck, PushPreferences } from '../../api/types';
import {
  checkPasswordQuerySchema,
  checkPasswordSchema,
  memberUpdateFormSchema,
  nicknameRequestSchema,
  passwordChangeSchema,
  pushPreferencesPatchSchema,
} from '../../api/schema/my-page';
import { memberById, type Member } from '../accounts/members';
import { clearAccessCookie } from '../auth/cookies';
import { forgetMember } from '../auth/sessions';
import { type Db } from '../db';
import { getDb } from '../runtime/database';
import { badRequest, forbidden, readJsonObject, toWireDateTime, type AppEnv } from '../http';
import { clientAddress } from '../http/client-address';
import { markRechecked, recheckExpiry, requireRecheck, sessionFamily } from '../my-page/recheck';
import { changeNickname, nicknameStatus } from '../my-page/nickname';
import { updateMemberInfo } from '../my-page/member-update';
import { checkPasswordChange, passwordMatches, setPassword } from '../my-page/password';
import { changePreferences, preferencesOf } from '../my-page/push-preferences';
import { withdrawMember } from '../my-page/withdraw';
import { budget } from '../http/request-budgets';
import { validForm, validJson } from '../http/validate';

// My page: the password re-check, my info, nickname, password, push switches and withdrawal (src/server/my-page). A
// member changes only themselves: a login id in the path that is not the session's is 403 (the nickname path also
// takes the literal `{userId}` the old client sends). Password guesses here are throttled like logins.

export const myPageRouter = new Hono<AppEnv>();

const onlyYourself = () => forbidden('본인의 정보만 변경할 수 있습니다.', 'NOT_YOURSELF');

/** The session's member, fresh from the database, when the path names them; 403 otherwise. */
async function yourself(db: Db, c: Context<AppEnv>, userId: string, literalAllowed = false): Promise<Member> {
  const session = c.get('member');
  if (userId !== session.userId && !(literalAllowed && userId === '{userId}')) throw onlyYourself();
  const member = await memberById(db, session.id);
  if (!member) throw onlyYourself();
  return member;
}

async function freshMember(db: Db, c: Context<AppEnv>): Promise<Member> {
  return yourself(db, c, c.get('member').userId);
}

// ── password re-check ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The typed password of a re-check: our client's JSON body; or, in a request without a body, the old app's
 * `?password=` (the contract's form). Both count the same guesses and answer the same bare boolean.
 */
async function typedPassword(c: Context<AppEnv>): Promise<string> {
  const query = new URL(c.req.url).searchParams;
  const legacy = query.has('password') && (await c.req.text()) === '';
  const [schema, raw] = legacy
    ? [checkPasswordQuerySchema, { password: query.getAll('password').length === 1 ? query.get('password') : query.getAll('password') }]
    : [checkPasswordSchema, await readJsonObject(c)];
  const result = await v.safeParseAsync(schema, raw);
  if (!result.success) throw badRequest(result.issues[0]?.message || '비밀번호를 입력해 주세요.');
  return result.output.password;
}

myPageRouter.post('/check-password', async (c) => {
  const password = await typedPassword(c);
  const db = await getDb();
  const member = await freshMember(db, c);
  const familyId = await sessionFamily(db, c);
  const matches = await passwordMatches(db, member, password, clientAddress(c));
  if (matches) await markRechecked(db, member, familyId);
  return c.json<boolean>(matches);
});

myPageRouter.get('/me/password-check', async (c) => {
  const db = await getDb();
  const expiresAt = await recheckExpiry(db, c.get('member'), await sessionFamily(db, c));
  return c.json<PasswordRecheck>({ checked: !!expiresAt, expiresAt: toWireDateTime(expiresAt) });
});

// ── push switches ─────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.get('/me/push-preferences', async (c) => c.json(await preferencesOf(await getDb(), c.get('member').id)));

myPageRouter.patch('/me/push-preferences', validJson(pushPreferencesPatchSchema), async (c) =>
  c.json<PushPreferences>(await changePreferences(await getDb(), c.get('member').id, c.req.valid('json'))),
);

// ── nickname ──────────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.post('/available-nickname', budget('availability'), validJson(nicknameRequestSchema), async (c) => {
  const db = await getDb();
  return c.json<NicknameAvailability>(await nicknameStatus(db, await freshMember(db, c), c.req.valid('json').nickname));
});

myPageRouter.post('/:userId/nickname', validJson(nicknameRequestSchema), async (c) => {
  const db = await getDb();
  const member = await yourself(db, c, c.req.param('userId'), true);
  const { nickname } = c.req.valid('json');
  if (nickname === member.nickname) throw badRequest('지금 쓰고 있는 닉네임입니다.');
  await changeNickname(db, member, nickname);
  forgetMember(member.id);
  return c.body(null, 204);
});

// ── password ──────────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.patch('/:userId/password', validJson(passwordChangeSchema), async (c) => {
  const db = await getDb();
  const member = await yourself(db, c, c.req.param('userId'));
  const { userId, currentPassword, newPassword } = c.req.valid('json');
  if (userId && userId !== member.userId) throw onlyYourself();
  await checkPasswordChange(db, member, { currentPassword, newPassword }, clientAddress(c));
  await setPassword(db, member, newPassword, await sessionFamily(db, c));
  return c.body(null, 204);
});

// ── my info ───────────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.patch('/:userId', validForm(memberUpdateFormSchema), async (c) => {
  const db = await getDb();
  const member = await yourself(db, c, c.req.param('userId'));
  await requireRecheck(db, c, member);
  const { request, file } = c.req.valid('form');
  await updateMemberInfo(db, member, request, file[0]);
  return c.body(null, 204);
});

// ── withdrawal ────────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.delete('/:userId', async (c) => {
  const db = await getDb();
  const member = await yourself(db, c, c.req.param('userId'));
  await requireRecheck(db, c, member);
  await withdrawMember(db, member);
  clearAccessCookie(c);
  return c.body(null, 204);
});
