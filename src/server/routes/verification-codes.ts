import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { PasswordResetGrant } from '../../api/types/accounts';
import { codeSendQuerySchema, idVerifyQuerySchema, passwordVerifyQuerySchema } from '../../api/schema/members';
import { newCode, useCode } from '../accounts/codes';
import { issueResetToken } from '../accounts/reset-tokens';
import { getDb, type Db } from '../db';
import { members } from '../db/schema';
import { ApiHttpError, toWireDateTime, type AppEnv } from '../http';
import { budget } from '../request-budgets';
import { noStore } from '../security';
import { smsProvider } from '../sms/provider';
import { validQuery } from '../validate';
import { clientAddress } from './auth';

// Find ID and find password by an SMS code. Sending answers the same whether the number belongs to a member or not
// (a code is made either way and counts for the limits; only a member's number is sent one), so the answer never
// tells which numbers are registered. A found ID is answered masked after its 4th character. A verified
// find-password code answers a one-time token for the reset (routes/password-reset.ts), never a session.

export const verificationCodesRouter = new Hono<AppEnv>();
verificationCodesRouter.use('*', noStore);

const activeMemberByPhone = async (db: Db, phoneNumber: string) =>
  (
    await db
      .select()
      .from(members)
      .where(and(eq(members.phoneNumber, phoneNumber), eq(members.accountStatus, 'ACTIVATED')))
      .limit(1)
  )[0];

/** A login id with every character after the 4th shown as x. */
export const maskedUserId = (userId: string) => userId.slice(0, 4) + 'x'.repeat(Math.max(0, userId.length - 4));

verificationCodesRouter.post('/account/send', budget('codeSend'), validQuery(codeSendQuerySchema), async (c) => {
  const { phoneNumber } = c.req.valid('query');
  const db = await getDb();
  const code = await newCode(db, phoneNumber, clientAddress(c) ?? 'unknown');
  if (await activeMemberByPhone(db, phoneNumber)) {
    await (await smsProvider()).send(phoneNumber, `[메디판다] 인증번호 [${code}]를 입력해 주세요. 3분 동안 유효합니다.`);
  }
  return c.text('인증번호를 발송했습니다.');
});

verificationCodesRouter.post('/id/verify', validQuery(idVerifyQuerySchema), async (c) => {
  const { phoneNumber, verificationCode } = c.req.valid('query');
  const db = await getDb();
  await useCode(db, phoneNumber, verificationCode);
  const member = await activeMemberByPhone(db, phoneNumber);
  if (!member) throw new ApiHttpError(404, 'NOT_REGISTERED', '이 휴대폰 번호로 가입한 계정이 없습니다.');
  return c.text(maskedUserId(member.userId));
});

verificationCodesRouter.post('/password/verify', validQuery(passwordVerifyQuerySchema), async (c) => {
  const { userId, phoneNumber, verificationCode } = c.req.valid('query');
  const db = await getDb();
  const member = await activeMemberByPhone(db, phoneNumber);
  const owns = member?.userId === userId;
  await useCode(db, phoneNumber, verificationCode, owns);
  if (!member || !owns) throw new ApiHttpError(400, 'CODE_MISMATCH', '인증번호가 올바르지 않습니다.'); // not reached: useCode refused
  const { token, expiresAt } = await issueResetToken(db, member.id);
  return c.json<PasswordResetGrant>({ resetToken: token, expiresAt: toWireDateTime(expiresAt) });
});
