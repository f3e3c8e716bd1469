import { Hono } from 'hono';
import { passwordResetSchema } from '../../api/schema/members';
import { resetForgottenPassword } from '../accounts/password-reset';
import { readAccessToken } from '../auth/cookies';
import { getDb } from '../runtime/database';
import { badRequest, type AppEnv } from '../http';
import { noStore } from '../http/origin';
import { validJson } from '../http/validate';

// The password reset of find-password: with the one-time token a verified SMS code issued for this member (`resetToken`
// in the JSON body, beside the contract's `userId` and `newPassword`: our client), or, without it, with the
// password-reset session the same verify started (the old app). The route guard admits that session here only for its
// own login id (auth/session-scopes.ts) and says so on the context. The member is then signed out on every device.

export const passwordResetRouter = new Hono<AppEnv>();
passwordResetRouter.use('*', noStore);

passwordResetRouter.patch('/:userId/password-for-find-account', validJson(passwordResetSchema), async (c) => {
  const { userId, newPassword, resetToken } = c.req.valid('json');
  if (userId !== c.req.param('userId')) throw badRequest('주소의 아이디와 본문의 아이디(userId)가 다릅니다.');
  const sessionToken = c.get('sessionScope') === 'PASSWORD_RESET' ? readAccessToken(c) : null;
  const proof = resetToken ? { resetToken } : sessionToken ? { resetSessionToken: sessionToken } : null;
  await resetForgottenPassword(await getDb(), { userId, newPassword, proof });
  return c.body(null, 204);
});
