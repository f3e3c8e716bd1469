import { ApiHttpError } from '../http';
import type { Db } from '../db';
import { smsProvider } from '../sms/provider';
import { STAFF_RESET_CODE_SECONDS } from '../../api/schema/member-admin-limits';
import { newCode, redeemCode } from './codes';
import { activeMemberByPhone } from './members';
import { issueResetToken } from './reset-tokens';
import { startPasswordResetSession } from '../auth/session-scopes';
import type { IssuedTokens } from '../auth/sessions';

// Find ID and find password by an SMS code. Sending answers the same whether the number belongs to a member or not
// (a code is made either way and counts for the limits; only a member's number is sent one), so the answer never
// tells which numbers are registered. A found ID is answered masked after its 4th character. A verified
// find-password code answers a one-time token for the reset (password-reset.ts) and, for the old app, a session whose
// scope allows that reset and nothing else (auth/session-scopes.ts); both end at the same time and with the reset.

/** A login id with every character after the 4th shown as x. */
const maskedUserId = (userId: string) => userId.slice(0, 4) + 'x'.repeat(Math.max(0, userId.length - 4));

/** Makes a code for the number (429 past the limits) and texts it when an active member has that number. */
export async function sendRecoveryCode(db: Db, phoneNumber: string, clientKey: string): Promise<void> {
  const code = await newCode(db, phoneNumber, clientKey);
  if (await activeMemberByPhone(db, phoneNumber)) {
    await (await smsProvider()).send(phoneNumber, `[메디판다] 인증번호 [${code}]를 입력해 주세요. 3분 동안 유효합니다.`);
  }
}

/**
 * The find-password code, sent to a member by staff (the console's 비밀번호 재설정 코드 발송): the same code and limits
 * as the member's own send (30 seconds apart, five an hour per number; `clientKey` counts the staff member's sends),
 * redeemed on 비밀번호 찾기 as usual. Staff never see it and never set a password.
 */
export async function sendResetCodeFromStaff(db: Db, phoneNumber: string, clientKey: string): Promise<void> {
  const code = await newCode(db, phoneNumber, clientKey, new Date(), STAFF_RESET_CODE_SECONDS);
  await (
    await smsProvider()
  ).send(
    phoneNumber,
    `[메디판다] 비밀번호 재설정 인증번호 [${code}]입니다. 메디판다 비밀번호 찾기에서 「인증번호를 이미 받았어요」를 눌러 입력해 주세요. ${STAFF_RESET_CODE_SECONDS / 60}분 동안 유효합니다.`,
  );
}

/** Uses up the code and answers the masked login id of the number's active member (404 NOT_REGISTERED: none). */
export async function findUserId(db: Db, phoneNumber: string, verificationCode: string): Promise<string> {
  await redeemCode(db, phoneNumber, verificationCode);
  const member = await activeMemberByPhone(db, phoneNumber);
  if (!member) throw new ApiHttpError(404, 'NOT_REGISTERED', '이 휴대폰 번호로 가입한 계정이 없습니다.');
  return maskedUserId(member.userId);
}

/**
 * Uses up the code (refused as wrong unless the number is this login id's active member) and issues a reset token and a
 * password-reset session (the member's earlier ones end).
 */
export async function grantPasswordReset(
  db: Db,
  { userId, phoneNumber, verificationCode }: { userId: string; phoneNumber: string; verificationCode: string },
): Promise<{ token: string; expiresAt: Date; session: IssuedTokens }> {
  const member = await activeMemberByPhone(db, phoneNumber);
  const owns = member?.userId === userId;
  await redeemCode(db, phoneNumber, verificationCode, owns);
  if (!member || !owns) throw new ApiHttpError(400, 'CODE_MISMATCH', '인증번호가 올바르지 않습니다.'); // not reached: redeemCode refused
  const { token, expiresAt } = await issueResetToken(db, member.id);
  return { token, expiresAt, session: await startPasswordResetSession(db, member.id) };
}
