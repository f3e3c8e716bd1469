import { Hono, type Context } from 'hono';
import type { EnrolmentResponse, LoginResponse, PublicKeyResponse, SecondFactorRequired, SecondFactorResponse } from '../../api/types';
import { completeSecondFactor, enrolmentOf } from '../staff/second-factor';
import { clearAccessCookie, readAccessToken, setAccessCookie } from '../auth/cookies';
import { logIn } from '../auth/login';
import { publicKeyPem } from '../auth/rsa';
import { deviceLabel } from '../auth/device-label';
import { revokeByAccessToken, rotateRefreshToken } from '../auth/sessions';
import { clientAddress } from '../http/client-address';
import { getDb } from '../runtime/database';
import { enrolmentRequestSchema, loginRequestSchema, refreshRequestSchema, secondFactorRequestSchema } from '../../api/schema/auth';
import { forbidden, type AppEnv } from '../http';
import { toMemberDetails } from '../accounts/members';
import { noStore } from '../http/origin';
import { validJson } from '../http/validate';
import { sessionsRouter } from './auth-sessions';

// Authentication: login, token refresh and logout, and the member's signed-in devices (auth-sessions.ts).

export const auth = new Hono<AppEnv>();

auth.use('*', noStore);

auth.get('/public-key', (c) => c.json<PublicKeyResponse>({ publicKey: publicKeyPem() }));

auth.post('/login', validJson(loginRequestSchema), async (c) => {
  const body = c.req.valid('json');
  const outcome = await logIn(await getDb(), {
    userId: body.userId,
    password: body.password,
    clientAddress: clientAddress(c),
    keepLogin: body.keepLogin,
    deviceLabel: deviceLabel(c.req.header('user-agent'), body.device?.platform),
  });
  // A staff account: no session until its second factor (POST /second-factor).
  if (outcome.kind === 'secondFactor') {
    return c.json<SecondFactorRequired>({
      secondFactorRequired: true,
      challenge: outcome.challenge,
      enrolmentRequired: outcome.enrolmentRequired,
    });
  }
  const { tokens } = outcome;
  setAccessCookie(c, tokens.accessToken);
  const deviceUuid = body.device?.deviceUuid || null;
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid });
});

auth.post('/second-factor/enrolment', validJson(enrolmentRequestSchema), async (c) => {
  const { challenge } = c.req.valid('json');
  return c.json<EnrolmentResponse>(await enrolmentOf(await getDb(), challenge));
});

auth.post('/second-factor', validJson(secondFactorRequestSchema), async (c) => {
  const { challenge, code } = c.req.valid('json');
  const { tokens, recoveryCodes } = await completeSecondFactor(await getDb(), { challenge, code, clientAddress: clientAddress(c) });
  setAccessCookie(c, tokens.accessToken);
  return c.json<SecondFactorResponse>({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    deviceUuid: null,
    recoveryCodes,
  });
});

auth.get('/me', (c) => c.json(toMemberDetails(c.get('member'))));

/**
 * A GET logout is honoured only when it is the app's own call: a same-origin fetch (Fetch Metadata: Sec-Fetch-Site
 * same-origin, Sec-Fetch-Dest empty) or a call with an Authorization header (the apps), which no page can make a
 * browser send. An image, a frame, a link or a form of any page (a post of this portal included), and a browser that
 * sends no Fetch Metadata, get 403 and the session stays. Our own client uses POST, which the Origin check guards.
 */
function ownLogoutCall(c: Context<AppEnv>): boolean {
  if (c.req.header('authorization')) return true;
  return c.req.header('sec-fetch-site') === 'same-origin' && c.req.header('sec-fetch-dest') === 'empty';
}

async function logout(c: Context<AppEnv>) {
  await revokeByAccessToken(await getDb(), readAccessToken(c));
  clearAccessCookie(c);
  return c.body(null, 204);
}

auth.get('/logout', async (c) => {
  if (!ownLogoutCall(c)) throw forbidden('이 요청으로는 로그아웃할 수 없습니다. 포털 화면의 로그아웃을 이용해 주세요.', 'LOGOUT_REFUSED');
  return logout(c);
});
auth.post('/logout', logout);

auth.route('/sessions', sessionsRouter);

auth.post('/token/refresh', validJson(refreshRequestSchema), async (c) => {
  const { userId, refreshToken } = c.req.valid('json');
  const tokens = await rotateRefreshToken(await getDb(), userId, refreshToken);
  setAccessCookie(c, tokens.accessToken);
  return c.json<LoginResponse>({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, deviceUuid: null });
});
