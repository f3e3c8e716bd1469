import { describe, expect, it } from 'vitest';
import { seoulDay } from '../../src/lib/compliance-rules';
import { EXPORT_RETRY_AFTER_SECONDS, EXPORTS_AT_ONCE, EXPORTS_PER_MEMBER, exportsRunning } from '../../src/server/http/export-gate';
import { cookieOf, type Who } from './content-helpers';
import { call } from './helpers';

// Every export kind goes through one gate: at most EXPORTS_AT_ONCE at once in the process and EXPORTS_PER_MEMBER for a
// member, more refused at once with 503, Retry-After and a Korean message. A place is held while the body streams
// (a body nobody reads keeps it) and given back when the body is read to its end or the client goes away.

const today = seoulDay();
const kinds = {
  xlsx: '/v1/settlements/excel-download',
  zip: '/v1/settlements/export-zip',
  report: `/v1/expenditures/report.xlsx?year=${today.slice(0, 4)}`,
  pack: `/v1/compliance/audit-pack?from=${today}&to=${today}`,
};

const start = async (who: Who, path: string, method = 'GET') => call(path, { method, cookie: await cookieOf(who) });

async function refusal(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('BUSY');
  return body.message;
}

describe('the export gate', () => {
  it(`runs ${EXPORTS_AT_ONCE} exports at once; a third of any kind is refused until one is read to its end`, async () => {
    expect(EXPORTS_AT_ONCE).toBe(2);
    const xlsx = await start('demo_partner', kinds.xlsx);
    const zip = await start('demo_org', kinds.zip);
    expect([xlsx.status, zip.status]).toEqual([200, 200]);
    expect(exportsRunning()).toBe(2);
    for (const path of [kinds.pack, kinds.report])
      expect(await refusal(await start('demo_cso', path))).toBe('다른 내보내기를 만드는 중입니다. 잠시 후 다시 시도해 주세요.');

    // Read to its end: the place is free at once.
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    expect(exportsRunning()).toBe(1);
    const pack = await start('demo_cso', kinds.pack);
    expect(pack.status).toBe(200);
    expect(await refusal(await start('demo_partner', kinds.xlsx))).toMatch(/다른 내보내기/);
    await Promise.all([zip.arrayBuffer(), pack.arrayBuffer()]);
    expect(exportsRunning()).toBe(0);
  });

  it(`runs ${EXPORTS_PER_MEMBER} export per member, of any kind`, async () => {
    const report = await start('demo_cso', kinds.report);
    expect(report.status).toBe(200);
    expect(await refusal(await start('demo_cso', kinds.pack))).toBe('이미 내려받는 중인 파일이 있습니다. 끝난 뒤 다시 시도해 주세요.');
    expect(await refusal(await start('demo_cso', kinds.report))).toMatch(/이미 내려받는 중/);
    // Another member is not held up by it.
    const other = await start('demo_partner', kinds.zip);
    expect(other.status).toBe(200);
    await Promise.all([report.arrayBuffer(), other.arrayBuffer()]);
    const again = await start('demo_cso', kinds.pack);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });

  it('gives the place back when the client goes away, before or part-way through the body', async () => {
    const unread = await start('demo_partner', kinds.xlsx);
    const partRead = await start('demo_org', kinds.zip);
    const reader = partRead.body!.getReader();
    expect((await reader.read()).value?.length).toBeGreaterThan(0);
    expect(exportsRunning()).toBe(2);
    await unread.body!.cancel();
    await reader.cancel();
    expect(exportsRunning()).toBe(0);
    for (const [who, path] of [
      ['demo_partner', kinds.zip],
      ['demo_cso', kinds.pack],
    ] as const) {
      const res = await start(who, path);
      expect(res.status, path).toBe(200);
      await res.body!.cancel();
    }
    expect(exportsRunning()).toBe(0);
  });

  it('answers HEAD with the headers and holds no place (its body would never be read nor cancelled)', async () => {
    const head = await start('demo_partner', kinds.xlsx, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('spreadsheetml');
    expect(exportsRunning()).toBe(0);
  });

  it('takes no place for a request it refuses before any work (400)', async () => {
    expect((await start('demo_partner', `${kinds.xlsx}?startMonth=2025-13-01`)).status).toBe(400);
    expect(exportsRunning()).toBe(0);
  });
});
