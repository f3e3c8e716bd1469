import { Hono, type Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { NicknameAvailability, PasswordRecheck, PushPreferences } from '../../api/types';
import {
  checkPasswordSchema,
  memberUpdateFormSchema,
  nicknameRequestSchema,
  passwordChangeSchema,
  pushPreferencesPatchSchema,
} from '../../api/schema/my-page';
import { clearAccessCookie } from '../auth/cookies';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { recordFailure, recordSuccess, retryAfterSeconds, type AttemptKeys } from '../auth/rate-limit';
import { decryptPassword } from '../auth/rsa';
import { revokeOtherFamilies } from '../auth/devices';
import { forgetMember } from '../auth/sessions';
import { withStagedFiles } from '../content/files';
import { getDb, type Db } from '../db';
import { members, pushPreferences, type Member } from '../db/schema';
import { ApiHttpError, badRequest, forbidden, toWireDateTime, type AppEnv } from '../http';
import { markRechecked, recheckExpiry, requireRecheck, sessionFamily } from '../my-page/recheck';
import { changeNickname, nicknameStatus } from '../my-page/nickname';
import { acceptCertificate, memberChanges } from '../my-page/member-update';
import { phoneTakenByOther } from '../my-page/phone';
import { violatedUnique } from '../accounts/unique';
import { removeCertificate, withdrawMember } from '../my-page/withdraw';
import { budget } from '../request-budgets';
import { certificateFileId } from '../../api/cso-certificate';
import { validForm, validJson } from '../validate';
import { clientAddress } from './auth';

// My page: the password re-check, my info, nickname, password, push switches and withdrawal. A member changes only
// themselves: a login id in the path that is not the session's is 403 (the nickname path also takes the literal
// `{userId}` the old client sends). Password guesses here are throttled like logins.

export const myPageRouter = new Hono<AppEnv>();

const onlyYourself = () => forbidden('본인의 정보만 변경할 수 있습니다.', 'NOT_YOURSELF');

/** The session's member, fresh from the database, when the path names them; 403 otherwise. */
async function yourself(db: Db, c: Context<AppEnv>, userId: string, literalAllowed = false): Promise<Member> {
  const session = c.get('member');
  if (userId !== session.userId && !(literalAllowed && userId === '{userId}')) throw onlyYourself();
  const [member] = await db.select().from(members).where(eq(members.id, session.id)).limit(1);
  if (!member) throw onlyYourself();
  return member;
}

async function freshMember(db: Db, c: Context<AppEnv>): Promise<Member> {
  return yourself(db, c, c.get('member').userId);
}

// ── password re-check ─────────────────────────────────────────────────────────────────────────────────────────

const guessKeys = (c: Context<AppEnv>, member: Member): AttemptKeys => ({
  account: `recheck:${member.id}`,
  client: `client:${clientAddress(c) || 'unknown'}`,
});
const tooManyGuesses = (seconds: number) =>
  new ApiHttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `비밀번호를 너무 많이 틀렸습니다. ${seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`} 후에 다시 시도해 주세요.`,
    { 'Retry-After': String(seconds) },
  );

/** Whether `typed` is the member's password, counting wrong guesses against the member and the client. */
async function passwordMatches(db: Db, c: Context<AppEnv>, member: Member, typed: string): Promise<boolean> {
  const keys = guessKeys(c, member);
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyGuesses(wait);
  const matches = await verifyPassword(decryptPassword(typed) ?? typed, member.passwordHash);
  if (matches) await recordSuccess(db, keys);
  else await recordFailure(db, keys);
  return matches;
}

// The password comes from the JSON body only; a `password` in the query string is never read.
myPageRouter.post('/check-password', validJson(checkPasswordSchema), async (c) => {
  const db = await getDb();
  const member = await freshMember(db, c);
  const familyId = await sessionFamily(db, c);
  const matches = await passwordMatches(db, c, member, c.req.valid('json').password);
  if (matches) await markRechecked(db, member, familyId);
  return c.json<boolean>(matches);
});

myPageRouter.get('/me/password-check', async (c) => {
  const db = await getDb();
  const expiresAt = await recheckExpiry(db, c.get('member'), await sessionFamily(db, c));
  return c.json<PasswordRecheck>({ checked: !!expiresAt, expiresAt: toWireDateTime(expiresAt) });
});

// ── push switches ─────────────────────────────────────────────────────────────────────────────────────────────

const allOn: PushPreferences = {
  allowNotice: true,
  allowSalesAgency: true,
  allowPrescription: true,
  allowSettlement: true,
  allowCommunity: true,
};

async function preferencesOf(db: Db, memberId: number): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, memberId)).limit(1);
  if (!row) return allOn;
  const { allowNotice, allowSalesAgency, allowPrescription, allowSettlement, allowCommunity } = row;
  return { allowNotice, allowSalesAgency, allowPrescription, allowSettlement, allowCommunity };
}

myPageRouter.get('/me/push-preferences', async (c) => c.json(await preferencesOf(await getDb(), c.get('member').id)));

myPageRouter.patch('/me/push-preferences', validJson(pushPreferencesPatchSchema), async (c) => {
  const db = await getDb();
  const memberId = c.get('member').id;
  const patch = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, value]) => typeof value === 'boolean'));
  const next = { ...(await preferencesOf(db, memberId)), ...patch };
  await db
    .insert(pushPreferences)
    .values({ memberId, ...next })
    .onConflictDoUpdate({ target: pushPreferences.memberId, set: { ...next, updatedAt: sql`now()` } });
  return c.json<PushPreferences>(next);
});

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
  if (!(await passwordMatches(db, c, member, currentPassword)))
    throw new ApiHttpError(400, 'WRONG_PASSWORD', '현재 비밀번호가 일치하지 않습니다.');
  if (await verifyPassword(newPassword, member.passwordHash)) throw badRequest('새 비밀번호가 지금 비밀번호와 같습니다.');
  const familyId = await sessionFamily(db, c);
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(members.id, member.id));
  // Every other session of the member ends: whoever knew the old password is signed out there.
  await revokeOtherFamilies(db, member.id, familyId);
  forgetMember(member.id);
  return c.body(null, 204);
});

// ── my info ───────────────────────────────────────────────────────────────────────────────────────────────────

myPageRouter.patch('/:userId', validForm(memberUpdateFormSchema), async (c) => {
  const db = await getDb();
  const member = await yourself(db, c, c.req.param('userId'));
  await requireRecheck(db, c, member);
  const { request, file } = c.req.valid('form');
  const certificate = file[0] ? [await acceptCertificate(member, file[0])] : [];
  const changes = await withStagedFiles(
    'ATTACHMENT',
    certificate,
    (staged) =>
      db.transaction(async (tx) => {
        const found = await memberChanges(tx, member, request, staged);
        if (Object.keys(found).length) {
          await tx
            .update(members)
            .set({ ...found, updatedAt: sql`now()` })
            .where(eq(members.id, member.id));
        }
        return found;
      }),
    member.id,
  ).catch((err: unknown) => {
    // Another account took the number between the check and the save.
    throw violatedUnique(err) === 'members_phone_number_key' ? phoneTakenByOther() : err;
  });
  forgetMember(member.id);
  const replaced = changes.csoCertUrl ? certificateFileId(member.csoCertUrl) : null;
  if (replaced) await removeCertificate(db, member.id, replaced);
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
