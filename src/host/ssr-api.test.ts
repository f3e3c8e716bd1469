import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The client address the portal passes on: what it saw (the socket's peer, or its proxy's X-Forwarded-For entry with
// TRUST_PROXY=1), never a header the client wrote, both to an external API (API_BASE_URL) and in-process.

const sent: Request[] = [];
const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  sent.push(new Request(input, init));
  return Response.json({});
});

/** ssr-api as loaded with these variables (it reads API_BASE_URL once, when loaded). */
async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.stubGlobal('fetch', fakeFetch);
  return import('./ssr-api');
}

const browserCall = (headers: Record<string, string>) =>
  new Request('https://portal.example.kr/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

beforeEach(() => {
  sent.length = 0;
  vi.unstubAllEnvs();
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('in front of an external API (API_BASE_URL)', () => {
  it('sends the address of its own peer, not the X-Forwarded-* headers the client wrote', async () => {
    const { serveV1 } = await load({ API_BASE_URL: 'http://api.internal:8080', TRUST_PROXY: '' });
    await serveV1(
      browserCall({ 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', forwarded: 'for=1.1.1.1', 'x-real-ip': '1.1.1.1' }),
      '203.0.113.9',
    );
    const [request] = sent;
    expect(request?.url).toBe('http://api.internal:8080/v1/auth/login');
    expect(request?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(request?.headers.get('x-forwarded-host')).toBe('portal.example.kr');
    expect(request?.headers.get('x-forwarded-proto')).toBe('https');
    expect(request?.headers.get('forwarded')).toBeNull();
    expect(request?.headers.get('x-real-ip')).toBeNull();
  });

  it("behind its own proxy (TRUST_PROXY=1): the proxy's entry, the last, and nothing the client wrote before it", async () => {
    const { serveV1 } = await load({ API_BASE_URL: 'http://api.internal:8080', TRUST_PROXY: '1' });
    await serveV1(
      browserCall({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-host': 'www.example.kr', 'x-forwarded-proto': 'https' }),
      '10.0.0.2',
    );
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(sent[0]?.headers.get('x-forwarded-host')).toBe('www.example.kr');
  });

  it('an unknown peer sends no address at all', async () => {
    const { serveV1 } = await load({ API_BASE_URL: 'http://api.internal:8080', TRUST_PROXY: '' });
    await serveV1(browserCall({ 'x-forwarded-for': '6.6.6.6' }), undefined);
    expect(sent[0]?.headers.get('x-forwarded-for')).toBeNull();
  });

  it("the server render's calls carry the client's address too", async () => {
    const { apiFor } = await load({ API_BASE_URL: 'http://api.internal:8080', TRUST_PROXY: '' });
    const page = new Request('https://portal.example.kr/mypage', { headers: { cookie: 'access_token=x', 'x-forwarded-for': '6.6.6.6' } });
    await apiFor(page, '203.0.113.9')
      .auth.me()
      .catch(() => undefined);
    expect(sent[0]?.url).toBe('http://api.internal:8080/v1/auth/me');
    expect(sent[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent[0]?.headers.get('cookie')).toBe('access_token=x');
  });
});

describe('with the embedded API', () => {
  it("the server render's in-process calls pass the peer as the host's binding, with no forwarded header", async () => {
    const { apiFor } = await load({ API_BASE_URL: '', TRUST_PROXY: '' });
    const served = vi.spyOn(await import('../server/app'), 'handleApiRequest').mockResolvedValue(Response.json({}));
    const page = new Request('https://portal.example.kr/mypage', { headers: { cookie: 'access_token=x', 'x-forwarded-for': '6.6.6.6' } });
    await apiFor(page, '203.0.113.9')
      .auth.me()
      .catch(() => undefined);
    const [request, bindings] = served.mock.calls[0] ?? [];
    expect(bindings).toEqual({ clientAddress: '203.0.113.9' });
    expect(request?.headers.get('x-forwarded-for')).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
