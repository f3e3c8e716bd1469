import { Hono } from 'hono';
import type { KmcAuthResponse, KmcResultResponse } from '../../api/types/accounts';
import { kmcCertQuerySchema, kmcRequestSchema } from '../../api/schema/members';
import { getDb } from '../runtime/database';
import { ApiHttpError, badRequest, toWireDateTime, type AppEnv } from '../http';
import { completeVerification, createVerification, newCertNum, readVerification } from '../identity/results';
import { escapeHtml, htmlPage, popupDoneScript } from '../identity/html';
import { identityProvider } from '../identity/provider';
import { bindIdentityClient } from '../identity/client-binding';
import { budget } from '../http/request-budgets';
import { noStore } from '../http/origin';
import { validJson, validQuery } from '../http/validate';

// Identity verification (KMC or the demo provider, src/server/identity): request → the popup at /launch → the
// provider's answer posted back to /launch → the opener reads /result. The result says who was verified; a form that
// relies on it (sign-up, phone change) sends the certNum and the server takes the person from its own record, once.
// The request also gives the browser an identity cookie naming it as the verification's (identity/client-binding.ts):
// the old app's sign-up, which sends no certNum, may use only its own browser's verifications.

export const kmc = new Hono<AppEnv>();

kmc.use('*', noStore);

const LAUNCH_PATH = '/v1/kmc/auth/launch';

kmc.post('/auth/request', budget('identity'), validJson(kmcRequestSchema), async (c) => {
  const provider = await identityProvider();
  const certNum = newCertNum();
  const now = new Date();
  await createVerification(await getDb(), certNum, provider.name, bindIdentityClient(c), now);
  const { trCert } = await provider.start(certNum);
  return c.json<KmcAuthResponse>({ certNum, trCert, requestedAt: toWireDateTime(now) });
});

const goneBody = `<h1>본인인증</h1><p class="note">본인인증 요청이 만료되었거나 이미 끝났습니다. 창을 닫고 본인인증을 다시 시작해 주세요.</p>`;

kmc.get('/auth/launch', validQuery(kmcCertQuerySchema), async (c) => {
  const { certNum } = c.req.valid('query');
  const state = await readVerification(await getDb(), certNum);
  if (state.status !== 'PENDING') return htmlPage({ title: '본인인증', body: goneBody });
  return (await identityProvider()).launchPage({ certNum, action: LAUNCH_PATH });
});

kmc.post('/auth/launch', async (c) => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof ApiHttpError) throw error; // past the body limit (src/server/http/body-limits.ts)
    throw badRequest('요청 본문을 읽을 수 없습니다. 본인인증을 다시 시작해 주세요.');
  }
  const answer = await (await identityProvider()).readReturn(form);
  if (!answer || !/^[0-9a-f]{32}$/.test(answer.certNum))
    throw badRequest('본인인증 응답을 읽을 수 없습니다. 본인인증을 다시 시작해 주세요.');
  if ('retry' in answer) return answer.retry(LAUNCH_PATH);
  const recorded = await completeVerification(await getDb(), answer.certNum, answer.outcome);
  if (!recorded) return htmlPage({ title: '본인인증', body: goneBody });
  const success = answer.outcome.status === 'SUCCESS';
  const message = success ? '본인인증이 완료되었습니다.' : '본인인증을 취소했습니다.';
  return htmlPage({
    title: '본인인증',
    body: `<h1>${escapeHtml(message)}</h1><p class="note">이 창은 곧 닫힙니다. 닫히지 않으면 직접 닫아 주세요.</p>`,
    script: { code: popupDoneScript, data: { 'cert-num': answer.certNum, status: answer.outcome.status } },
  });
});

kmc.get('/auth/result', validQuery(kmcCertQuerySchema), async (c) => {
  const state = await readVerification(await getDb(), c.req.valid('query').certNum);
  if (state.status !== 'SUCCESS') return c.json<KmcResultResponse>({ status: state.status });
  const { name, birthDate, gender, phoneNumber } = state.person;
  return c.json<KmcResultResponse>({
    status: 'SUCCESS',
    name,
    phone: phoneNumber.replaceAll('-', ''),
    birth: birthDate.replaceAll('-', ''),
    gender: gender === 'MALE' ? '0' : '1',
  });
});
