import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { passwordResetSchema } from '../../api/schema/members';
import { useResetToken } from '../accounts/reset-tokens';
import { hashPassword } from '../auth/passwords';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import { getDb } from '../db';
import { members } from '../db/schema';
import { ApiHttpError, badRequest, type AppEnv } from '../http';
import { noStore } from '../security';
import { validJson } from '../validate';

// The password reset of find-password: only with the one-time token a verified SMS code issued for this member
// (`resetToken` in the JSON body, beside the contract's `userId` and `newPassword`). The member is then signed out
// on every device.

export const passwordResetRouter = new Hono<AppEnv>();
passwordResetRouter.use('*', noStore);

const tokenRefused = () =>
  new ApiHttpError(403, 'RESET_TOKEN_INVALID', '비밀번호 재설정 시간이 지났거나 이미 사용한 인증입니다. 휴대폰 인증을 다시 진행해 주세요.');

passwordResetRouter.patch('/:userId/password-for-find-account', validJson(passwordResetSchema), async (c) => {
  const { userId, newPassword, resetToken } = c.req.valid('json');
  if (userId !== c.req.param('userId')) throw badRequest('주소의 아이디와 본문의 아이디(userId)가 다릅니다.');
  const db = await getDb();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.accountStatus, 'ACTIVATED')))
    .limit(1);
  if (!member || !(await useResetToken(db, member.id, resetToken))) throw tokenRefused();
  await db
    .update(members)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(members.id, member.id));
  await signOutEverywhere(db, member.id);
  return c.body(null, 204);
});
