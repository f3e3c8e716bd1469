import { app } from '../../src/server/app';
import type { AppBindings } from '../../src/server/http';
import { call, ORIGIN } from './helpers';

// A verified identity (demo provider) for tests of the forms that rely on one.

export interface Person {
  name: string;
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
  phoneNumber: string;
}

let serial = 0;
/** A person with a phone number no member has (010-77xx-xxxx, unique per call within a file). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  serial += 1;
  const n = String(serial + (process.pid % 1000) * 100)
    .padStart(8, '0')
    .slice(-8);
  return { name: '시험회원', birthDate: '1990-01-02', gender: 'FEMALE', phoneNumber: `010-${n.slice(0, 4)}-${n.slice(4)}`, ...overrides };
}

/** Runs a demo identity verification for `person`; answers its certNum (SUCCESS, not used yet). */
export async function verifiedCertNum(person: Person): Promise<string> {
  return (await verifiedInBrowser(person)).certNum;
}

/**
 * Runs a demo identity verification for `person` as a browser would; answers its certNum, the `identity_client` cookie
 * the request set (as a Cookie header, `name=value`) and that Set-Cookie line as sent.
 */
export async function verifiedInBrowser(person: Person): Promise<{ certNum: string; cookie: string; setCookie: string }> {
  const res = await call('/v1/kmc/auth/request', { json: { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' } });
  const { certNum } = (await res.json()) as { certNum: string };
  const setCookie = res.headers.getSetCookie().find((line) => line.startsWith('identity_client=')) ?? '';
  const answer = await call('/v1/kmc/auth/launch', {
    method: 'POST',
    body: new URLSearchParams({ certNum, choice: 'typed', ...person }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  if (answer.status !== 200) throw new Error(`the demo verification failed: ${answer.status}`);
  return { certNum, cookie: setCookie.split(';')[0] ?? '', setCookie };
}

/** Sends a multipart form (the browser sets the boundary); `env` is what the host passes (the client address). */
export function sendForm(method: string, path: string, form: FormData, cookie?: string | null, env?: AppBindings): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  return Promise.resolve(app.request(`${ORIGIN}${path}`, { method, headers, body: form }, env));
}
