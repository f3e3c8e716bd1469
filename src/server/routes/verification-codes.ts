import { Hono } from 'hono';
import type { PasswordResetGrant } from '../../api/types/accounts';
import { codeSendQuerySchema, idVerifyQuerySchema, passwordVerifyQuerySchema } from '../../api/schema/members';
import { findUserId, grantPasswordReset, sendRecoveryCode } from '../accounts/find-account';
import { getDb } from '../runtime/database';
import { toWireDateTime, type AppEnv } from '../http';
import { setAccessCookie } from '../auth/cookies';
import { RESET_TOKEN_SECONDS } from '../accounts/reset-tokens';
import { clientAddress } from '../http/client-address';
import { budget } from '../http/request-budgets';
import { noStore } from '../http/origin';
import { validQuery } from '../http/validate';

// Find ID and find password by an SMS code (src/server/accounts/find-account.ts): sending answers the same whether the
// number belongs to a member or not; a found ID is answered masked; a verified find-password code answers a one-time
// token for the reset (routes/password-reset.ts) and, in the same answer, the contract's LoginResponse with the access
// cookie (the old app's form): a session whose scope allows that one reset and nothing else (auth/session-scopes.ts).

export const verificationCodesRouter = new Hono<AppEnv>();
verificationCodesRouter.use('*', noStore);

verificationCodesRouter.post('/account/send', budget('codeSend'), validQuery(codeSendQuerySchema), async (c) => {
  const { phoneNumber } = c.req.valid('query');
  await sendRecoveryCode(await getDb(), phoneNumber, clientAddress(c) ?? 'unknown');
  return c.text('인증번호를 발송했습니다.');
});

verificationCodesRouter.post('/id/verify', validQuery(idVerifyQuerySchema), async (c) => {
  const { phoneNumber, verificationCode } = c.req.valid('query');
  return c.text(await findUserId(await getDb(), phoneNumber, verificationCode));
});

verificationCodesRouter.post('/password/verify', validQuery(passwordVerifyQuerySchema), async (c) => {
  const { token, expiresAt, session } = await grantPasswordReset(await getDb(), c.req.valid('query'));
  setAccessCookie(c, session.accessToken, RESET_TOKEN_SECONDS);
  return c.json<PasswordResetGrant>({
    resetToken: token,
    expiresAt: toWireDateTime(expiresAt),
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    deviceUuid: null,
  });
});
