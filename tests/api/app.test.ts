import { describe, expect, it } from 'vitest';
import { app, handleApiRequest } from '../../src/server/app';
import { routePolicies, type RoutePolicy } from '../../src/server/policy';
import { onLogLine } from '../../src/server/runtime/logger';
import { call, ORIGIN } from './helpers';

// Registered before the first request (Hono builds its router then): a handler that fails unexpectedly. Declared
// like every route (the policy middleware answers 404 for routes without a declaration).
(routePolicies as Record<string, RoutePolicy>)['GET /v1/__test/boom'] = 'public';
app.get('/__test/boom', () => {
  throw new Error('secret detail at /srv/app.ts:12');
});

describe('terms documents', () => {
  it('GET /v1/terms/latest answers the newest terms of use as Korean HTML', async () => {
    const res = await call('/v1/terms/latest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const html = await res.text();
    expect(html).toContain('제1조 (목적)');
    expect(html).toContain('(주)케이앤메디슨');
    expect(html).toContain('메디판다');
    expect(html).toContain('data-version="1.1"');
    expect(html).toContain('익명게시판은 CSO 회원과 파트너 회원만');
    expect(html.match(/<h3>제\d+조/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toMatch(/<ol>[\s\S]*<li>/);
  });

  it('GET /v1/terms/privacy/latest answers the privacy policy with its usual sections', async () => {
    const res = await call('/v1/terms/privacy/latest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const section of [
      '처리하는 개인정보의 항목',
      '이용 목적',
      '보유 기간',
      '제3자 제공',
      '위탁',
      '파기',
      '권리',
      '개인정보 보호책임자',
    ]) {
      expect(html, section).toContain(section === '이용 목적' ? '처리 목적' : section);
    }
  });

  it('answers a given version, and 404 JSON for one that does not exist', async () => {
    const old = await call('/v1/terms/1.0');
    expect(old.status).toBe(200);
    const html = await old.text();
    expect(html).toContain('data-version="1.0"');
    expect(html).not.toContain('익명게시판은 CSO 회원과 파트너 회원만');
    expect((await call('/v1/terms/privacy/1.0')).status).toBe(200);
    for (const path of ['/v1/terms/9.9', '/v1/terms/privacy/9.9']) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
    }
  });
});

describe('the /v1 app', () => {
  it('GET /v1/health answers ok through handleApiRequest', async () => {
    const res = await handleApiRequest(new Request(`${ORIGIN}/v1/health`), { clientAddress: '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown route and an unknown method', async () => {
    for (const [path, method] of [
      ['/v1/nope', 'GET'],
      ['/v1/auth/me', 'DELETE'],
    ] as const) {
      const res = await call(path, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' });
    }
  });

  it('answers 500 with the Korean message, the request id and no detail when a handler fails', async () => {
    const errors: string[] = [];
    const stop = onLogLine((line) => void errors.push(line));
    try {
      const res = await call('/v1/__test/boom');
      expect(res.status).toBe(500);
      const text = await res.text();
      const body = JSON.parse(text) as { requestId: string };
      expect(body).toEqual({
        code: 'INTERNAL',
        message: `서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요. 문의 시 오류 번호를 알려 주세요: ${body.requestId}`,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(text).not.toContain('secret');
    } finally {
      stop();
    }
    expect(errors).toHaveLength(1);
  });

  it('answers 413 JSON for an oversized auth body', async () => {
    const res = await call('/v1/auth/login', { json: { userId: 'x', password: 'y'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('요청 본문이 너무 큽니다.');
  });
});
