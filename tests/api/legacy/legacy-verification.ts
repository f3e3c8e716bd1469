import { app } from '../../../src/server/app';
import { outboxMessages } from '../../../src/server/sms/demo-provider';
import { ORIGIN } from '../helpers';
import type { Person } from '../identity-helpers';
import { readAs, type LegacyBrowser } from './legacy-client';
import { KmcRequestAnswer, KmcResult } from './wire-common';

// The verifications the old app leaves to others: the identity popup (the demo provider's page here) and the SMS code
// (the demo outbox here). The old app's own calls around them go through LegacyBrowser.

/** The fixed client constants of the old app's createAuthRequest. */
const KMC_REQUEST = { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' };

/**
 * The old app's identity step: createAuthRequest, the popup at /v1/kmc/auth/launch (completed here as the demo page's
 * own form does), then the result polled until a final status. Answers the result as the app reads it.
 */
export async function verifyIdentity(browser: LegacyBrowser, person: Person) {
  const { certNum } = await readAs(KmcRequestAnswer, await browser.post('/v1/kmc/auth/request', KMC_REQUEST), 'POST /v1/kmc/auth/request');
  const popup = await browser.navigate('/v1/kmc/auth/launch', { certNum });
  if (popup.status !== 200) throw new Error(`the identity popup did not open: ${popup.status}`);
  const form = new URLSearchParams({ certNum, choice: 'typed', ...person }).toString();
  const done = await app.request(`${ORIGIN}/v1/kmc/auth/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: form,
  });
  if (done.status !== 200) throw new Error(`the demo identity page refused: ${done.status}`);
  for (let poll = 0; poll < 5; poll++) {
    const result = await readAs(KmcResult, await browser.get('/v1/kmc/auth/result', { certNum }), 'GET /v1/kmc/auth/result');
    if (result.status === 'SUCCESS' && 'phone' in result) return { certNum, ...result };
    if (result.status === 'FAIL' || result.status === 'NOT_FOUND') throw new Error(`identity verification ended ${result.status}`);
  }
  throw new Error('identity verification still pending');
}

/** What the old sign-up screen makes of a KMC result: dashed phone, `yyyy-MM-dd`, `'0'` → MALE. */
export function signupFieldsOf(result: { name: string; phone: string; birth: string; gender: string }) {
  const p = result.phone;
  return {
    name: result.name,
    phoneNumber: `${p.slice(0, 3)}-${p.slice(3, p.length - 4)}-${p.slice(-4)}`,
    birthDate: `${result.birth.slice(0, 4)}-${result.birth.slice(4, 6)}-${result.birth.slice(6, 8)}`,
    gender: result.gender === '0' ? 'MALE' : 'FEMALE',
  } as const;
}

/** The code of the newest demo SMS. */
export function lastSmsCode(): string {
  const match = /\[(\d{6})\]/.exec(outboxMessages()[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no code in the demo outbox');
  return match[1];
}
