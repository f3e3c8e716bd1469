import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, startBuiltServer, type BuiltServer } from './built-server';

// The built server in its own process: every answer names its request id, every log line after the start-up text is
// JSON carrying it and never a password, token, cookie, code, phone number or e-mail address; the 500 page shows the
// id; /health and /ready answer; SIGTERM lets an upload in flight finish, refuses new connections and exits 0.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ LOG_REQUESTS: '1', ENABLE_TEST_ROUTES: '1', LOGIN_RATE_LIMIT: 'off' });
});
afterAll(() => server?.dispose());

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { origin: server.url, ...(init.headers as Record<string, string>) },
  });

/** A demo identity verification over HTTP; answers the certNum for the sign-up. */
async function verifiedCertNum(person: Record<string, string>): Promise<string> {
  const res = await send('/v1/kmc/auth/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' }),
  });
  const { certNum } = (await res.json()) as { certNum: string };
  const launch = await send('/v1/kmc/auth/launch', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ certNum, choice: 'typed', ...person }).toString(),
  });
  expect(launch.status).toBe(200);
  return certNum;
}

const person = (phoneNumber: string) => ({ name: '운영시험', birthDate: '1991-03-04', gender: 'MALE', phoneNumber });
const signupRequest = (certNum: string, userId: string, email: string) => ({
  userId,
  password: 'Opstest123!',
  email,
  certNum,
  termsAgreed: true,
  privacyAgreed: true,
  marketingAgreement: { sms: false, email: false, push: false },
});

describe('request ids and logs', () => {
  it('names the request id on pages, the API, build files and 404s, keeping a well-formed incoming one', async () => {
    for (const path of ['/login', '/v1/health', '/favicon.svg', '/no-such-page', '/health']) {
      const res = await send(path);
      expect(res.headers.get('x-request-id'), path).toMatch(UUID);
    }
    const kept = await send('/login', { headers: { 'x-request-id': 'alb-7f3e9c21d0' } });
    expect(kept.headers.get('x-request-id')).toBe('alb-7f3e9c21d0');
    const replaced = await send('/v1/health', { headers: { 'x-request-id': 'no good' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('/health answers without the database and /ready once it is migrated', async () => {
    const health = await send('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await send('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('shows the request id on the 500 page and logs the failure under it', async () => {
    const res = await send('/dev/error');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(await res.text()).toContain(`문의 시 오류 번호를 알려 주세요: ${id}`);
    const line = JSON.parse(await server.waitForLine((l) => l.includes(`"requestId":"${id}"`) && l.includes('"msg":"page failed"')));
    expect(line).toMatchObject({ msg: 'page failed', path: '/dev/error' });
  });

  it('logs a login, a sign-up and an SMS code request as JSON lines with their ids and none of their secrets', async () => {
    const login = await send('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'demo_partner', password: 'demo1234!', device: null }),
    });
    expect(login.status).toBe(200);
    const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=').slice(1).join('='));

    const sms = await send('/v1/auth/verification-code/account/send?phoneNumber=010-2384-5172', { method: 'POST' });
    expect(sms.status).toBe(200);
    const outbox = await (await send('/dev/outbox')).text();
    const code = /\[(\d{6})\]/.exec(outbox)?.[1];
    expect(code, 'the outbox shows the code').toMatch(/^\d{6}$/);

    const phone = '010-7781-2290';
    const email = 'ops.signup@example.com';
    const form = new FormData();
    form.append(
      'request',
      new Blob([JSON.stringify(signupRequest(await verifiedCertNum(person(phone)), 'opslog01', email))], { type: 'application/json' }),
    );
    const signup = await send('/v1/members', { method: 'POST', body: form });
    expect(signup.status).toBe(201);

    const ids = [login, sms, signup].map((r) => r.headers.get('x-request-id')!);
    for (const id of ids) await server.waitForLine((l) => l.includes(`"requestId":"${id}"`) && l.includes('"msg":"request"'));
    const banner = server.lines.findIndex((l) => l.includes('끝내려면 Ctrl+C'));
    const after = server.lines.slice(banner + 1).filter((l) => l.trim());
    expect(
      after.filter((l) => !l.startsWith('{')),
      'every log line is JSON',
    ).toEqual([]);
    const logged = jsonLines(server.lines);
    // The code's message is logged under its request (compliance reminders sent at start are logged outside any).
    expect(logged.filter((l) => l.msg === 'SMS sent' && l.requestId === ids[1])).toHaveLength(1);
    const text = server.lines.slice(banner + 1).join('\n');
    const secrets = [
      'demo1234!',
      'Opstest123!',
      tokens.accessToken,
      tokens.refreshToken,
      ...cookies,
      code!,
      phone,
      '01077812290',
      '010-2384-5172',
      '01023845172',
      email,
    ];
    for (const secret of secrets.filter(Boolean)) expect(text, 'a secret in the log').not.toContain(secret);
  });
});

describe('graceful stop', () => {
  it('finishes an upload in flight after SIGTERM, refuses new connections, closes the database and exits 0', async () => {
    expect(existsSync(join(server.dataDir, 'portal.pid'))).toBe(true);
    const certNum = await verifiedCertNum(person('010-7781-3391'));
    const boundary = `----ops${Date.now()}`;
    const request = JSON.stringify(signupRequest(certNum, 'opsslow01', 'slow@example.com'));
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${request}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cso.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const filler = Buffer.alloc(512 * 1024, 0x20);
    const tail = Buffer.from(`%%EOF\n\r\n--${boundary}--\r\n`);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v1/members`, {
        method: 'POST',
        headers: {
          origin: server.url,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + filler.length + tail.length,
        },
      });
      req.once('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.once('error', reject);
      req.write(head);
      req.write(filler.subarray(0, filler.length / 2));
      // The rest of the upload goes out only after the server began to stop.
      server
        .waitForLine((l) => l.includes('"msg":"stopping'))
        .then(async () => {
          await expect(fetch(`${server.url}/health`), 'a new connection is refused').rejects.toThrow();
          req.write(filler.subarray(filler.length / 2));
          req.end(tail);
        })
        .catch((err: unknown) => {
          req.destroy();
          reject(err as Error);
        });
    });
    // The server has the request's head once its first bytes are on the wire; the stop comes while the body is open.
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGTERM');
    const { status, body } = await answer;
    expect(status, body).toBe(201);
    expect(await server.exited).toBe(0);
    expect(jsonLines(server.lines).some((l) => l.msg === 'stopped')).toBe(true);
    expect(existsSync(join(server.dataDir, 'portal.pid')), 'the database was closed').toBe(false);
  });
});
