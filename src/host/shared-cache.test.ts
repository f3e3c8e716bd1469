import { describe, expect, it, vi } from 'vitest';
import { withSharedCache } from './shared-cache';

function server(headers: Record<string, string>, status = 200) {
  let calls = 0;
  const impl = vi.fn(async () => new Response(`body ${++calls}`, { status, headers }));
  return impl as unknown as typeof fetch & typeof impl;
}

describe('shared cache of the server render', () => {
  it('keeps a public response for its max-age, then asks again', async () => {
    let now = 0;
    const upstream = server({ 'cache-control': 'public, max-age=300', 'content-type': 'text/html' });
    const cached = withSharedCache(upstream, () => now);
    expect(await (await cached('http://api/terms/latest')).text()).toBe('body 1');
    now = 299_000;
    const again = await cached('http://api/terms/latest');
    expect(await again.text()).toBe('body 1');
    expect(again.headers.get('content-type')).toBe('text/html');
    now = 300_001;
    expect(await (await cached('http://api/terms/latest')).text()).toBe('body 2');
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('never keeps private, personal, uncacheable or failed answers, nor anything but GET', async () => {
    for (const [headers, status] of [
      [{ 'cache-control': 'private, max-age=60' }, 200],
      [{ 'cache-control': 'public, max-age=60', 'set-cookie': 'a=1' }, 200],
      [{ 'cache-control': 'public, max-age=60', vary: 'Cookie' }, 200],
      [{ 'cache-control': 'no-store' }, 200],
      [{}, 200],
      [{ 'cache-control': 'public, max-age=60' }, 404],
    ] as const) {
      const upstream = server(headers, status);
      const cached = withSharedCache(upstream);
      await cached('http://api/x');
      await cached('http://api/x');
      expect(upstream, JSON.stringify(headers)).toHaveBeenCalledTimes(2);
    }
    const upstream = server({ 'cache-control': 'public, max-age=60' });
    const cached = withSharedCache(upstream);
    await cached('http://api/x', { method: 'POST' });
    await cached('http://api/x', { method: 'POST' });
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it('caps a long max-age at five minutes', async () => {
    let now = 0;
    const upstream = server({ 'cache-control': 'public, max-age=86400' });
    const cached = withSharedCache(upstream, () => now);
    await cached('http://api/terms/v1');
    now = 301_000;
    await cached('http://api/terms/v1');
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});
