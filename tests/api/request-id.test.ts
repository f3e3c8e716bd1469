import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleApiRequest } from '../../src/server/app';
import { getDb } from '../../src/server/runtime/database';
import { onLogLine } from '../../src/server/runtime/logger';
import { outboxMessages } from '../../src/server/sms/demo-provider';
import { ORIGIN } from './helpers';

// Every /v1 answer names its request id (a well-formed incoming one is kept), a 500 shows it to the person and the
// log line of the failure carries it; the demo SMS provider's log line holds neither the number nor the code.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function logged<T>(work: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stop = onLogLine((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  try {
    return { result: await work(), lines };
  } finally {
    stop();
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  handleApiRequest(new Request(`${ORIGIN}${path}`, { headers }), { clientAddress: '127.0.0.1' });

describe('X-Request-Id', () => {
  it('keeps a well-formed incoming id and replaces a malformed one', async () => {
    expect((await get('/v1/health', { 'x-request-id': 'lb-0001-abcdef' })).headers.get('x-request-id')).toBe('lb-0001-abcdef');
    expect((await get('/v1/health', { 'x-request-id': 'bad id <script>' })).headers.get('x-request-id')).toMatch(UUID);
    expect((await get('/v1/health')).headers.get('x-request-id')).toMatch(UUID);
    expect((await get('/v1/no-such-route')).headers.get('x-request-id')).toMatch(UUID);
  });

  it('shows the id of a failed request in the 500 answer and logs the failure under it', async () => {
    const db = await getDb();
    await db.execute(sql`alter table "terms_documents" rename to "terms_documents_moved"`);
    try {
      const { result: res, lines } = await logged(() => get('/v1/terms/latest'));
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      const body = (await res.json()) as { code: string; message: string; requestId: string };
      expect(body).toMatchObject({ code: 'INTERNAL', requestId: id });
      expect(body.message).toBe(`서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요. 문의 시 오류 번호를 알려 주세요: ${id}`);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 'error', requestId: id, path: '/v1/terms/latest', msg: 'request failed' }),
      );
    } finally {
      await db.execute(sql`alter table "terms_documents_moved" rename to "terms_documents"`);
    }
  });
});

describe('the demo SMS provider', () => {
  it('puts the code in the outbox but neither the code nor the number in the log', async () => {
    const phone = '010-2384-5172';
    const { result: res, lines } = await logged(() =>
      handleApiRequest(
        new Request(`${ORIGIN}/v1/auth/verification-code/account/send?phoneNumber=${phone}`, {
          method: 'POST',
          headers: { origin: ORIGIN },
        }),
        {
          clientAddress: '10.9.9.9',
        },
      ),
    );
    expect(res.status).toBe(200);
    const code = /\[(\d{6})\]/.exec(outboxMessages()[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const sent = lines.find((l) => l.msg === 'SMS sent');
    expect(sent).toMatchObject({ requestId: res.headers.get('x-request-id') });
    const text = JSON.stringify(lines);
    for (const secret of [code!, phone, phone.replaceAll('-', '')]) expect(text).not.toContain(secret);
  });
});
