import { describe, expect, it } from 'vitest';
import type { DealerContract, RedelegationNotice } from '../../src/api/types';
import { addDays, contractRetainUntil, seoulDay } from '../../src/lib/compliance-rules';
import { app } from '../../src/server/app';
import { cookieOf, GIF, getAs, send, type Who } from './content-helpers';
import { ORIGIN } from './helpers';
import { addContract, auditRowsOf, dealerRows, hugeMultipart, json, newDealer, productsOf, receipt, storedCounts } from './records-helpers';

// Sub-contract versions of a dealer row: recorded with per-product rates and the signed file, listed newest first,
// deleted only before anyone relied on them; the member's own only, bad input refused in Korean with nothing stored.

const today = seoulDay();
const list = async (who: Who, dealerId: number) => getAs<DealerContract[]>(who, `/v1/dealers/${dealerId}/contracts`);
const notices = async (who: Who) => (await getAs<RedelegationNotice[]>(who, '/v1/compliance/redelegation-notices')).body;

describe('GET /v1/dealers/{id}/contracts', () => {
  it('answers the seeded versions newest first, with rates, file, retention and why they are locked', async () => {
    const [first, second] = await dealerRows('demo_partner');
    expect((await list('demo_partner', first!.id)).body).toEqual([]);
    const { status, body } = await list('demo_partner', second!.id);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.map((c) => c.version)).toEqual([...body.map((c) => c.version)].sort((a, b) => b - a));
    const own = await productsOf(second!.drugCompanyId);
    for (const c of body) {
      expect(c.rates).toHaveLength(3);
      for (const r of c.rates) {
        expect(own.map((p) => p.id)).toContain(r.productId);
        expect(Math.round(r.feeRate * 100)).toBeCloseTo(r.feeRate * 100, 6);
      }
      expect(c.retainUntil).toBe(contractRetainUntil(c.endDate));
      // Seeded versions are dated back: nobody may delete them any more.
      expect(c).toMatchObject({ deletable: false });
      expect(c.lockedReason).toMatch(/삭제할 수 없습니다/);
      expect(c.fileName).toMatch(/\.pdf$/);
      expect((await getAs('demo_partner', c.fileUrl)).status).toBe(200);
      expect((await getAs('demo_org', c.fileUrl)).status).toBe(404);
    }
    // The notice of a dealer row with a contract takes its date from the first version.
    const notice = (await notices('demo_partner')).find((n) => n.dealerId === second!.id)!;
    expect(notice).toMatchObject({ fromContract: true, contractDate: body.at(-1)!.startDate });
  });

  it('refuses the signed out (401), members and editors (403), another member’s dealer (404)', async () => {
    const [, dealer] = await dealerRows('demo_partner');
    const path = `/v1/dealers/${dealer!.id}/contracts`;
    expect((await getAs(null, path)).status).toBe(401);
    expect((await getAs('demo_member', path)).status).toBe(403);
    expect((await getAs('demo_editor', path)).status).toBe(403);
    const other = await getAs<{ message: string }>('demo_org', path);
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/딜러를 찾을 수 없습니다/);
    expect((await getAs('demo_partner', '/v1/dealers/999999/contracts')).status).toBe(404);
  });
});

describe('POST and DELETE /v1/dealers/{id}/contracts', () => {
  it('records versions 1 and 2, audits each, dates the notice from version 1 and deletes a same-day version', async () => {
    const dealer = await newDealer('demo_org', '계약버전딜러');
    const [p1, p2] = await productsOf(dealer.drugCompanyId);
    const start = addDays(today, -20);
    const before = await storedCounts();
    const one = await addContract('demo_org', dealer.id, {
      startDate: start,
      endDate: addDays(today, -1),
      rates: [
        { productId: p1!.id, feeRate: 35.5 },
        { productId: p2!.id, feeRate: 40 },
      ],
    });
    expect(one.status, one.text).toBe(201);
    expect(one.json).toMatchObject({ version: 1 });
    const two = await addContract(
      'demo_org',
      dealer.id,
      { startDate: today, endDate: null, rates: [{ productId: p1!.id, feeRate: 0.25 }] },
      [receipt('변경 계약서.pdf')],
    );
    expect(two.status, two.text).toBe(201);
    expect(two.json).toMatchObject({ version: 2 });
    expect(await storedCounts()).toMatchObject({
      contracts: before.contracts + 2,
      audit: before.audit + 2,
      files: before.files + 2,
    });

    const { body } = await list('demo_org', dealer.id);
    expect(body.map((c) => [c.version, c.startDate, c.endDate])).toEqual([
      [2, today, null],
      [1, start, addDays(today, -1)],
    ]);
    expect(body[0]).toMatchObject({ fileName: '변경 계약서.pdf', retainUntil: null, deletable: true, lockedReason: null });
    expect(body[1]!.rates.map((r) => [r.productId, r.feeRate])).toEqual(
      expect.arrayContaining([
        [p1!.id, 35.5],
        [p2!.id, 40],
      ]),
    );
    expect(body[1]!.rates.every((r) => r.productName.length > 0)).toBe(true);
    expect(body[1]!.createdByName.length).toBeGreaterThan(0);

    // One audit row per version, written with what was recorded.
    const [created] = await auditRowsOf('DEALER_CONTRACT', (one.json as { id: number }).id);
    expect(created).toMatchObject({ action: 'CREATE', before: null });
    expect(created!.summary).toContain('계약버전딜러');
    expect(created!.after).toMatchObject({ version: 1, startDate: start, fileName: '재위탁계약서.pdf' });

    // The notice now takes its date from version 1 and refuses a typed one.
    const notice = (await notices('demo_org')).find((n) => n.dealerId === dealer.id)!;
    expect(notice).toMatchObject({ fromContract: true, contractDate: start, dueDate: addDays(start, 30) });
    const patched = await send(
      'demo_org',
      'PATCH',
      `/v1/compliance/redelegation-notices/${notice.id}`,
      JSON.stringify({ contractDate: addDays(today, -5) }),
      json,
    );
    expect(patched.status).toBe(409);
    expect(patched.json?.message).toMatch(/첫 계약서의 시작일/);

    // Version 2 was recorded today and the notice is unsent: it may go, with its file, audited with what it was.
    const id2 = (two.json as { id: number }).id;
    const fileUrl = body[0]!.fileUrl;
    expect((await send('demo_partner', 'DELETE', `/v1/dealers/${dealer.id}/contracts/${id2}`)).status).toBe(404);
    expect((await send('demo_org', 'DELETE', `/v1/dealers/${dealer.id}/contracts/${id2}`)).status).toBe(204);
    expect((await getAs('demo_org', fileUrl)).status).toBe(404);
    const rows = await auditRowsOf('DEALER_CONTRACT', id2);
    expect(rows.map((r) => r.action)).toEqual(['CREATE', 'DELETE']);
    expect(rows[1]).toMatchObject({ after: null });
    expect(rows[1]!.before).toMatchObject({ version: 2, fileName: '변경 계약서.pdf', rates: [{ feeRate: 0.25 }] });
    expect((await send('demo_org', 'DELETE', `/v1/dealers/${dealer.id}/contracts/${id2}`)).status).toBe(404);
    // The next version takes the next number after the highest one kept.
    const three = await addContract('demo_org', dealer.id, {
      startDate: today,
      endDate: null,
      rates: [{ productId: p2!.id, feeRate: 12 }],
    });
    expect(three.json).toMatchObject({ version: 2 });

    // Once the notice is sent, even a same-day version is relied on.
    const sent = await send(
      'demo_org',
      'PATCH',
      `/v1/compliance/redelegation-notices/${notice.id}`,
      JSON.stringify({ sentAt: today }),
      json,
    );
    expect(sent.status, sent.text).toBe(200);
    const locked = await send('demo_org', 'DELETE', `/v1/dealers/${dealer.id}/contracts/${(three.json as { id: number }).id}`);
    expect(locked.status).toBe(409);
    expect(locked.json?.message).toMatch(/재위탁 통보를 마친 계약은 삭제할 수 없습니다/);
  });

  it('refuses to delete a seeded version under retention (409 with the reason) and another dealer’s version (404)', async () => {
    const rows = await dealerRows('demo_partner');
    const { body } = await list('demo_partner', rows[1]!.id);
    const before = await storedCounts();
    for (const c of body) {
      const res = await send('demo_partner', 'DELETE', `/v1/dealers/${rows[1]!.id}/contracts/${c.id}`);
      expect(res.status).toBe(409);
      expect(res.json?.code).toBe('CONTRACT_RETAINED');
      expect(res.json?.message).toBe(c.lockedReason);
      expect(res.json?.message).toMatch(c.endDate ? /법정 보존 기간\(.+까지\)/ : /종료 후 5년까지 보존/);
      // The version exists, but not under this dealer row.
      expect((await send('demo_partner', 'DELETE', `/v1/dealers/${rows[2]!.id}/contracts/${c.id}`)).status).toBe(404);
    }
    expect((await send('demo_partner', 'DELETE', `/v1/dealers/${rows[1]!.id}/contracts/abc`)).status).toBe(404);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses the roles that may not record or delete (401 / 403 / 404)', async () => {
    const [dealer] = await dealerRows('demo_partner');
    const [p] = await productsOf(dealer!.drugCompanyId);
    const request = { startDate: today, endDate: null, rates: [{ productId: p!.id, feeRate: 30 }] };
    const before = await storedCounts();
    expect((await addContract(null, dealer!.id, request)).status).toBe(401);
    expect((await addContract('demo_member', dealer!.id, request)).status).toBe(403);
    expect((await addContract('demo_editor', dealer!.id, request)).status).toBe(403);
    expect((await addContract('demo_org', dealer!.id, request)).status).toBe(404);
    // A CSO member keeps no dealers' contracts.
    expect((await addContract('demo_cso', dealer!.id, request)).status).toBe(403);
    const [, seeded] = await dealerRows('demo_partner');
    const [version] = (await list('demo_partner', seeded!.id)).body;
    const path = `/v1/dealers/${seeded!.id}/contracts/${version!.id}`;
    expect((await send(null, 'DELETE', path)).status).toBe(401);
    expect((await send('demo_member', 'DELETE', path)).status).toBe(403);
    expect((await send('demo_editor', 'DELETE', path)).status).toBe(403);
    expect((await send('demo_org', 'DELETE', path)).status).toBe(404);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('POST /v1/dealers/{id}/contracts refuses bad input and stores nothing', () => {
  const cases: [string, (p: number, other: number) => unknown, RegExp][] = [
    ['a date that is no date', (p) => ({ startDate: '2026-02-30', endDate: null, rates: [{ productId: p, feeRate: 30 }] }), /yyyy-MM-dd/],
    [
      'a start date in another format',
      (p) => ({ startDate: '2026/01/05', endDate: null, rates: [{ productId: p, feeRate: 30 }] }),
      /시작일/,
    ],
    [
      'an end before the start',
      (p) => ({ startDate: today, endDate: addDays(today, -1), rates: [{ productId: p, feeRate: 30 }] }),
      /종료일은 시작일 이후/,
    ],
    ['a rate over 100', (p) => ({ startDate: today, endDate: null, rates: [{ productId: p, feeRate: 100.01 }] }), /0~100%/],
    ['a negative rate', (p) => ({ startDate: today, endDate: null, rates: [{ productId: p, feeRate: -1 }] }), /0~100%/],
    ['a rate of 3 decimals', (p) => ({ startDate: today, endDate: null, rates: [{ productId: p, feeRate: 12.345 }] }), /소수점 둘째 자리/],
    ['a rate as text', (p) => ({ startDate: today, endDate: null, rates: [{ productId: p, feeRate: '30' }] }), /숫자/],
    ['no rates', () => ({ startDate: today, endDate: null, rates: [] }), /하나 이상/],
    [
      'the same product twice',
      (p) => ({
        startDate: today,
        endDate: null,
        rates: [
          { productId: p, feeRate: 30 },
          { productId: p, feeRate: 31 },
        ],
      }),
      /같은 품목이 두 번/,
    ],
    [
      'a product of another drug company',
      (_p, other) => ({ startDate: today, endDate: null, rates: [{ productId: other, feeRate: 30 }] }),
      /의 품목만/,
    ],
    [
      'a product that does not exist',
      () => ({ startDate: today, endDate: null, rates: [{ productId: 2_000_000_000, feeRate: 30 }] }),
      /의 품목만/,
    ],
  ];
  for (const [what, request, message] of cases) {
    it(`refuses ${what} (400)`, async () => {
      const [dealer] = await dealerRows('demo_partner');
      const [own] = await productsOf(dealer!.drugCompanyId);
      const [other] = await productsOf(dealer!.drugCompanyId, true);
      const before = await storedCounts();
      const res = await addContract('demo_partner', dealer!.id, request(own!.id, other!.id));
      expect(res.status, res.text).toBe(400);
      expect(res.json?.message).toMatch(message);
      expect(await storedCounts()).toEqual(before);
    });
  }

  it('refuses a missing file, two files (400), a wrong type or content (415) and a file or body too large (413)', async () => {
    const [dealer] = await dealerRows('demo_partner');
    const [p] = await productsOf(dealer!.drugCompanyId);
    const request = { startDate: today, endDate: null, rates: [{ productId: p!.id, feeRate: 30 }] };
    const before = await storedCounts();
    const missing = await addContract('demo_partner', dealer!.id, request, []);
    expect(missing.status).toBe(400);
    expect(missing.json?.message).toMatch(/서명한 계약서 파일을 첨부/);
    const two = await addContract('demo_partner', dealer!.id, request, [receipt('a.pdf'), receipt('b.pdf')]);
    expect(two.status).toBe(400);
    expect(two.json?.message).toMatch(/하나만/);
    const gif = await addContract('demo_partner', dealer!.id, request, [{ name: '계약서.gif', bytes: GIF, type: 'image/gif' }]);
    expect(gif.status).toBe(415);
    expect(gif.json?.message).toMatch(/pdf, jpg, jpeg, png/);
    const disguised = await addContract('demo_partner', dealer!.id, request, [{ name: '계약서.pdf', bytes: '<html></html>' }]);
    expect(disguised.status).toBe(415);
    expect(disguised.json?.code).toBe('FILE_CONTENT_MISMATCH');
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const tooLarge = await addContract('demo_partner', dealer!.id, request, [{ name: '큰 계약서.pdf', bytes: big }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json?.message).toMatch(/10MB 이하/);
    const huge = hugeMultipart(40 * 1024 * 1024);
    const res = await app.request(`${ORIGIN}/v1/dealers/${dealer!.id}/contracts`, {
      method: 'POST',
      headers: { 'content-type': huge.type, cookie: await cookieOf('demo_partner') },
      body: huge.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/요청이 너무 큽니다/);
    expect(huge.pulled()).toBeLessThan(12 * 1024 * 1024);
    expect(await storedCounts()).toEqual(before);
  });
});
