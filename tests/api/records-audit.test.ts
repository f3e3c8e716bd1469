import { and, count, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry, Page } from '../../src/api/types';
import { AUDIT_PERIOD_MAX_DAYS } from '../../src/api/schema/records';
import { addDays, seoulDay } from '../../src/lib/compliance-rules';
import { dealerContracts, dealers, expenditureFiles, expenditures } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { call } from './helpers';
import { cookieOf, getAs, type Who } from './content-helpers';
import { memberId } from './prescriptions-helpers';
import { addContract, addEntry, dealerRows, productsOf, receipt, storedCounts } from './records-helpers';
import { unzip } from './unzip';

// The audit trail (one row per change, in the change's transaction: a change whose row cannot be written is not made)
// and the audit pack (a zip of the member's own documents of a period, Korean names flagged UTF-8; the export gate
// that bounds how many are built at once: export-gate.test.ts).

const failAudit = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/server/compliance/audit', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/compliance/audit')>();
  return {
    ...real,
    audit: async (...args: Parameters<typeof real.audit>) => {
      if (failAudit.on) throw new Error('audit row refused (test)');
      return real.audit(...args);
    },
  };
});

const today = seoulDay();
const trail = (who: Who | null, query = '') => getAs<Page<AuditEntry>>(who, `/v1/audit-log${query}`);

describe('GET /v1/audit-log', () => {
  it('answers the member’s own trail newest first, a page at a time, within a period', async () => {
    const { status, body } = await trail('demo_partner', '?size=100');
    expect(status).toBe(200);
    expect(body.totalElements).toBeGreaterThan(0);
    const at = body.content.map((e) => e.at);
    expect(at).toEqual([...at].sort().reverse());
    expect(new Set(body.content.map((e) => e.entity))).toEqual(new Set(['DEALER_CONTRACT', 'EXPENDITURE']));
    expect(body.content.every((e) => e.action === 'CREATE' && e.after !== null && e.before === null)).toBe(true);
    // None of another member's records.
    const db = await getDb();
    const others = await db
      .select({ id: expenditures.id })
      .from(expenditures)
      .where(eq(expenditures.memberId, await memberId('demo_org')));
    const own = body.content.filter((e) => e.entity === 'EXPENDITURE').map((e) => e.entityId);
    expect(own.some((id) => others.some((o) => o.id === id))).toBe(false);
    expect((await trail('demo_cso')).body.totalElements).toBe(0);

    const page = await trail('demo_partner', '?size=2&page=1');
    expect(page.body.content.map((e) => e.id)).toEqual(body.content.slice(2, 4).map((e) => e.id));
    // Seeded rows are dated back like their records: a period of the last two weeks holds fewer.
    const from = addDays(today, -14);
    const recent = (await trail('demo_partner', `?from=${from}&to=${today}&size=100`)).body;
    expect(recent.totalElements).toBeGreaterThan(0);
    expect(recent.totalElements).toBeLessThan(body.totalElements);
    for (const e of recent.content) expect(seoulDay(new Date(e.at)) >= from).toBe(true);
  });

  it('refuses the signed out (401), members and editors (403), bad periods (400)', async () => {
    expect((await trail(null)).status).toBe(401);
    expect((await trail('demo_member')).status).toBe(403);
    expect((await trail('demo_editor')).status).toBe(403);
    for (const query of [
      `?from=${today}&to=${addDays(today, -1)}`,
      `?from=${addDays(today, -AUDIT_PERIOD_MAX_DAYS)}&to=${today}`,
      '?from=2026-13-01',
      '?size=0',
    ]) {
      const res = await getAs<{ message: string }>('demo_partner', `/v1/audit-log${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/[가-힣]/);
    }
    expect((await getAs<{ message: string }>('demo_partner', `/v1/audit-log?from=${today}&to=${addDays(today, -1)}`)).body.message).toMatch(
      /종료일이 시작일 이후/,
    );
  });

  it('writes the row in the change’s transaction: when it cannot be written, neither the record nor its file stays', async () => {
    const [, dealer] = await dealerRows('demo_partner');
    const [p] = await productsOf(dealer!.drugCompanyId);
    const before = await storedCounts();
    failAudit.on = true;
    try {
      const contract = await addContract('demo_partner', dealer!.id, {
        startDate: today,
        endDate: null,
        rates: [{ productId: p!.id, feeRate: 30 }],
      });
      expect(contract.status).toBe(500);
      const entry = await addEntry(
        'demo_partner',
        { date: today, kind: 'SAMPLE', institutionName: '감사약국', recipients: [], recipientCount: 1, amount: 1_000 },
        [receipt()],
      );
      expect(entry.status).toBe(500);
    } finally {
      failAudit.on = false;
    }
    expect(await storedCounts()).toEqual(before);
    // And a refused request writes no row either.
    const refused = await addEntry('demo_partner', {
      date: today,
      kind: 'SURVEY',
      institutionName: '감사약국',
      recipients: [],
      recipientCount: 1,
      amount: 1,
    });
    expect(refused.status).toBe(400);
    expect(await storedCounts()).toEqual(before);
    const ok = await addEntry('demo_partner', {
      date: today,
      kind: 'SAMPLE',
      institutionName: '감사약국',
      recipients: [],
      recipientCount: 1,
      amount: 1_000,
    });
    expect(ok.status).toBe(201);
    expect(await storedCounts()).toMatchObject({ expenditures: before.expenditures + 1, audit: before.audit + 1 });
    const [newest] = (await trail('demo_partner', '?size=1')).body.content;
    expect(newest).toMatchObject({ entity: 'EXPENDITURE', action: 'CREATE', entityId: (ok.json as { id: number }).id, before: null });
    expect(newest!.summary).toContain('감사약국');
  });
});

const pack = async (who: Who, from: string, to: string) =>
  call(`/v1/compliance/audit-pack?from=${from}&to=${to}`, { cookie: await cookieOf(who) });

describe('GET /v1/compliance/audit-pack', () => {
  it('zips the member’s own documents of the period with an index, Korean names flagged UTF-8', async () => {
    const from = addDays(today, -400);
    const res = await pack('demo_partner', from, today);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`감사자료_${from}_${today}.zip`));
    const items = await unzip(Buffer.from(await res.arrayBuffer()));
    const names = items.map((i) => i.name);
    expect(items.every((i) => (i.flags & 0x800) !== 0)).toBe(true);
    expect(names[0]).toBe('index.xlsx');
    expect(names.at(-1)).toBe('변경기록.xlsx');
    expect(new Set(names).size).toBe(names.length);

    // Exactly the member's contract versions in force in the period and the receipts of its entries.
    const db = await getDb();
    const owner = await memberId('demo_partner');
    const [contracts] = await db
      .select({ n: count() })
      .from(dealerContracts)
      .where(
        and(
          eq(dealerContracts.memberId, owner),
          lte(dealerContracts.startDate, today),
          or(isNull(dealerContracts.endDate), gte(dealerContracts.endDate, from)),
        ),
      );
    const [receipts] = await db
      .select({ n: count() })
      .from(expenditureFiles)
      .innerJoin(expenditures, eq(expenditures.id, expenditureFiles.expenditureId))
      .where(and(eq(expenditures.memberId, owner), gte(expenditures.date, from), lte(expenditures.date, today)));
    const contractItems = items.filter((i) => i.name.startsWith('contracts/'));
    expect(contractItems).toHaveLength(contracts!.n);
    expect(contractItems.length).toBeGreaterThan(0);
    expect(items.filter((i) => i.name.startsWith('expenditures/receipts/'))).toHaveLength(receipts!.n);
    const ownNames = new Set((await dealerRows('demo_partner')).map((d) => d.dealerName));
    const orgIds = (
      await db
        .select({ id: dealers.id })
        .from(dealers)
        .where(eq(dealers.memberId, await memberId('demo_org')))
    ).map((d) => d.id);
    expect(orgIds.length).toBeGreaterThan(0);
    const orgContracts = await db.select({ id: dealerContracts.id }).from(dealerContracts).where(inArray(dealerContracts.dealerId, orgIds));
    expect(orgContracts.length).toBeGreaterThan(0);
    for (const c of contractItems) {
      expect(
        [...ownNames].some((n) => c.name.startsWith(`contracts/${n}_`)),
        c.name,
      ).toBe(true);
      expect(c.name).toMatch(/_\d+차_.+\.pdf$/);
      expect(c.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(names.some((n) => /^notices\/.+_재위탁통보서\.pdf$/.test(n))).toBe(true);
    expect(names.filter((n) => /^expenditures\/지출보고서_\d{4}\.xlsx$/.test(n)).length).toBeGreaterThan(0);
    for (const i of items.filter((x) => x.name.endsWith('.pdf'))) expect(i.bytes.subarray(0, 5).toString(), i.name).toBe('%PDF-');

    // The index lists every document of the pack by its path.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(items[0]!.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('색인')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['연번', '구분', '대상', '기준일', '내용', '보존 기한', '파일']);
    const listed: string[] = [];
    sheet.eachRow((row, n) => {
      const path = row.getCell(7).value;
      if (n > 1 && typeof path === 'string' && path) listed.push(path);
    });
    expect(listed.sort()).toEqual(names.filter((n) => n !== 'index.xlsx' && n !== '변경기록.xlsx').sort());
    const trailBook = new ExcelJS.Workbook();
    await trailBook.xlsx.load(items.at(-1)!.bytes as unknown as ArrayBuffer);
    expect(trailBook.getWorksheet('변경 기록')!.actualRowCount).toBeGreaterThan(1);
  });

  it('gives a member without records an index and an empty trail only', async () => {
    const items = await unzip(Buffer.from(await (await pack('demo_cso', addDays(today, -30), today)).arrayBuffer()));
    expect(items.map((i) => i.name)).toEqual(['index.xlsx', '변경기록.xlsx']);
  });

  it('refuses the signed out (401), members and editors (403), a bad period (400)', async () => {
    const path = `/v1/compliance/audit-pack?from=${addDays(today, -1)}&to=${today}`;
    expect((await getAs(null, path)).status).toBe(401);
    expect((await getAs('demo_member', path)).status).toBe(403);
    expect((await getAs('demo_editor', path)).status).toBe(403);
    for (const query of [
      '',
      `?from=${today}`,
      `?from=${today}&to=${addDays(today, -1)}`,
      `?from=${addDays(today, -AUDIT_PERIOD_MAX_DAYS)}&to=${today}`,
      '?from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await getAs<{ message: string }>('demo_partner', `/v1/compliance/audit-pack${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/[가-힣]/);
    }
  });
});
