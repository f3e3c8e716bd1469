import { and, eq, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ExpenditureKind } from '../../src/api/compliance-enums';
import type { Expenditure, ExpenditureCreated, Page } from '../../src/api/types';
import { addDays, expenditureReportDue, seoulDay } from '../../src/lib/compliance-rules';
import { app } from '../../src/server/app';
import { reportColumns } from '../../src/server/compliance/expenditure-report';
import { expenditures } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import { call, ORIGIN } from './helpers';
import { cookieOf, GIF, getAs, send, type Who } from './content-helpers';
import { memberId } from './prescriptions-helpers';
import { addEntry, auditRowsOf, hugeMultipart, receipt, storedCounts } from './records-helpers';

// The expenditure log: entries with receipts, flagged (never refused) past a limit, deleted only on the day they were
// recorded and corrected later; the year's report as a real workbook. A past year keeps these tests' entries apart
// from the seeded ledger.

const today = seoulDay();
const YEAR = 2023;
const entry = (over: Record<string, unknown> = {}) => ({
  date: `${YEAR}-03-02`,
  kind: 'BRIEFING_SINGLE',
  institutionName: '테스트내과의원',
  recipients: ['홍길동'],
  recipientCount: 1,
  amount: 50_000,
  productName: '텔미사르탄정 40mg',
  note: '',
  ...over,
});
const created = async (who: Who, request: unknown, files = [receipt()]) => {
  const res = await addEntry(who, request, files);
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as ExpenditureCreated;
};
const codes = (c: { warnings: { code: string }[] }) => c.warnings.map((w) => w.code);
const yearOf = async (who: Who, year: number) =>
  (await getAs<Page<Expenditure>>(who, `/v1/expenditures?year=${year}&size=100`)).body.content;

describe('POST, GET and DELETE /v1/expenditures', () => {
  it('records an entry with receipts, lists it with them, and deletes it the same day with its receipts, audited', async () => {
    const before = await storedCounts();
    const res = await created('demo_org', entry({ date: today, kind: 'SAMPLE', institutionName: '오늘약국' }), [
      receipt('영수증 1.pdf'),
      receipt('영수증 2.pdf'),
    ]);
    expect(res.warnings).toEqual([]);
    expect(await storedCounts()).toMatchObject({ expenditures: before.expenditures + 1, audit: before.audit + 1, files: before.files + 2 });
    const row = (await yearOf('demo_org', Number(today.slice(0, 4)))).find((e) => e.id === res.id)!;
    expect(row).toMatchObject({ kind: 'SAMPLE', institutionName: '오늘약국', deletable: true, correctsId: null, correctedById: null });
    expect(row.files.map((f) => f.name)).toEqual(['영수증 1.pdf', '영수증 2.pdf']);
    expect((await getAs('demo_org', row.files[0]!.url)).status).toBe(200);
    expect((await getAs('demo_partner', row.files[0]!.url)).status).toBe(404);
    expect((await yearOf('demo_partner', Number(today.slice(0, 4)))).some((e) => e.id === res.id)).toBe(false);

    expect((await send('demo_partner', 'DELETE', `/v1/expenditures/${res.id}`)).status).toBe(404);
    expect((await send('demo_org', 'DELETE', `/v1/expenditures/${res.id}`)).status).toBe(204);
    expect((await getAs('demo_org', row.files[0]!.url)).status).toBe(404);
    const audit = await auditRowsOf('EXPENDITURE', res.id);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'DELETE']);
    expect(audit[0]).toMatchObject({ before: null, after: { amount: 50_000, fileNames: ['영수증 1.pdf', '영수증 2.pdf'] } });
    expect(audit[1]).toMatchObject({ after: null, before: { institutionName: '오늘약국' } });
    expect(await storedCounts()).toMatchObject({ expenditures: before.expenditures, files: before.files });
  });

  it('refuses to delete an entry recorded on an earlier day (409); a correction replaces it once', async () => {
    const db = await getDb();
    const [old] = await db
      .select()
      .from(expenditures)
      .where(
        and(eq(expenditures.memberId, await memberId('demo_partner')), lt(expenditures.createdAt, new Date(`${today}T00:00:00+09:00`))),
      )
      .limit(1);
    const kept = await send('demo_partner', 'DELETE', `/v1/expenditures/${old!.id}`);
    expect(kept.status).toBe(409);
    expect(kept.json?.message).toMatch(/기록한 날이 지나 삭제할 수 없습니다/);

    const other = await addEntry('demo_org', entry({ correctsId: old!.id }));
    expect(other.status).toBe(404);
    expect(other.json?.message).toMatch(/정정할 지출 기록을 찾을 수 없습니다/);
    const fix = await created(
      'demo_partner',
      entry({ date: old!.date, kind: old!.kind, institutionName: old!.institutionName, correctsId: old!.id }),
    );
    const again = await addEntry('demo_partner', entry({ correctsId: old!.id }));
    expect(again.status).toBe(409);
    expect(again.json?.message).toMatch(/이미 정정된 기록입니다/);
    const deleted = await send('demo_partner', 'DELETE', `/v1/expenditures/${old!.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.json?.message).toMatch(/정정된 기록은 삭제할 수 없습니다/);
    const rows = await yearOf('demo_partner', Number(old!.date.slice(0, 4)));
    expect(rows.find((e) => e.id === old!.id)).toMatchObject({ correctedById: fix.id, deletable: false });
    expect(rows.find((e) => e.id === fix.id)).toMatchObject({ correctsId: old!.id, deletable: true });
    expect((await auditRowsOf('EXPENDITURE', fix.id))[0]!.summary).toContain('(정정)');
  });

  it('refuses the signed out (401), members and editors (403) on every route', async () => {
    const before = await storedCounts();
    for (const who of [null, 'demo_member', 'demo_editor'] as const) {
      const status = who ? 403 : 401;
      expect((await getAs(who, '/v1/expenditures')).status).toBe(status);
      expect((await getAs(who, `/v1/expenditures/report.xlsx?year=${YEAR}`)).status).toBe(status);
      expect((await addEntry(who, entry())).status).toBe(status);
      expect((await send(who, 'DELETE', '/v1/expenditures/1')).status).toBe(status);
    }
    expect((await send('demo_partner', 'DELETE', '/v1/expenditures/2000000000')).status).toBe(404);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('bad input is refused in Korean and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a date in the future', { date: addDays(today, 1) }, /오늘 이후일 수 없습니다/],
    ['a date that is no date', { date: '2023-02-29' }, /yyyy-MM-dd/],
    ['an unknown kind', { kind: 'GIFT' }, /유형\(kind\)/],
    ['no institution', { institutionName: '  ' }, /요양기관명/],
    ['a survey without its case count', { kind: 'SURVEY' }, /증례 수\(caseCount\)를 입력/],
    ['fewer people than names', { recipients: ['가', '나', '다'], recipientCount: 2 }, /적은 이름 수보다 적습니다/],
    ['no people', { recipientCount: 0 }, /1명 이상/],
    ['a negative amount', { amount: -1 }, /0원 이상/],
    ['an amount in fractions of a won', { amount: 1.5 }, /정수/],
    ['an amount too large', { amount: 1_000_000_001 }, /1,000,000,000원 이하/],
    ['a correction of no entry', { correctsId: 'x' }, /정정 대상/],
  ];
  for (const [what, over, message] of cases) {
    it(`refuses ${what} (400)`, async () => {
      const before = await storedCounts();
      const res = await addEntry('demo_partner', entry(over), [receipt()]);
      expect(res.status, res.text).toBe(400);
      expect(res.json?.message).toMatch(message);
      expect(await storedCounts()).toEqual(before);
    });
  }

  it('refuses too many receipts (400), a wrong type or content (415), a file or body too large (413)', async () => {
    const before = await storedCounts();
    const six = await addEntry(
      'demo_partner',
      entry(),
      Array.from({ length: 6 }, (_, i) => receipt(`영수증${i}.pdf`)),
    );
    expect(six.status).toBe(400);
    expect(six.json?.message).toMatch(/5개까지/);
    const gif = await addEntry('demo_partner', entry(), [receipt(), { name: '사진.gif', bytes: GIF, type: 'image/gif' }]);
    expect(gif.status).toBe(415);
    expect(gif.json?.message).toMatch(/형식만 올릴 수 있습니다/);
    const disguised = await addEntry('demo_partner', entry(), [{ name: '영수증.png', bytes: '%PDF-1.4' }]);
    expect(disguised.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const tooLarge = await addEntry('demo_partner', entry(), [{ name: '큰 영수증.pdf', bytes: big }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json?.message).toMatch(/10MB 이하/);
    const huge = hugeMultipart(60 * 1024 * 1024);
    const res = await app.request(`${ORIGIN}/v1/expenditures`, {
      method: 'POST',
      headers: { 'content-type': huge.type, cookie: await cookieOf('demo_partner') },
      body: huge.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/요청이 너무 큽니다/);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a year out of range and a report without its year (400)', async () => {
    for (const path of [
      '/v1/expenditures?year=1999',
      '/v1/expenditures?year=abc',
      '/v1/expenditures/report.xlsx',
      '/v1/expenditures/report.xlsx?year=2100',
    ]) {
      const res = await getAs<{ message: string }>('demo_partner', path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/연도\(year\)/);
    }
  });
});

describe('limits', () => {
  it('flags food per person summed over the day’s briefings, at whichever institution', async () => {
    const first = await created('demo_org', entry({ date: `${YEAR}-04-03`, amount: 60_000, institutionName: '가나내과' }));
    expect(first.warnings).toEqual([]);
    // Two people, 40,000원 each: 홍길동 is at 100,000원 for the day, still within the limit.
    const second = await created(
      'demo_org',
      entry({ date: `${YEAR}-04-03`, amount: 80_000, institutionName: '다라내과', recipients: ['홍길동', '김철수'], recipientCount: 2 }),
    );
    expect(second.warnings).toEqual([]);
    const third = await created(
      'demo_org',
      entry({ date: `${YEAR}-04-03`, amount: 10_000, institutionName: '마바내과', recipients: ['홍 길동'] }),
    );
    expect(codes(third)).toEqual(['FOOD_PER_PERSON_DAY']);
    expect(third.warnings[0]!.message).toMatch(/110,000원.*100,000원/);
    // The next day starts again.
    expect((await created('demo_org', entry({ date: `${YEAR}-04-04`, amount: 100_000 }))).warnings).toEqual([]);
  });

  it('flags the 5th single-institution briefing of a month at one institution, and only it', async () => {
    const at = (day: string, name = '월간설명회내과') =>
      created('demo_org', entry({ date: `${YEAR}-05-${day}`, institutionName: name, amount: 20_000 }));
    for (const day of ['02', '09', '16']) expect((await at(day)).warnings).toEqual([]);
    expect((await at('20', '월간설명회 내과')).warnings).toEqual([]);
    const fifth = await at('23');
    expect(codes(fifth)).toEqual(['BRIEFING_MONTHLY_COUNT']);
    expect(fifth.warnings[0]!.message).toMatch(/5번째 제품설명회/);
    expect((await at('24', '다른내과')).warnings).toEqual([]);
    expect((await created('demo_org', entry({ date: `${YEAR}-06-01`, institutionName: '월간설명회내과' }))).warnings).toEqual([]);
  });

  it('flags items, souvenirs and survey fees past their limits, not at them', async () => {
    const item = (itemAmount: number) =>
      created('demo_org', entry({ date: `${YEAR}-07-01`, institutionName: `판촉물${itemAmount}`, itemAmount }));
    expect((await item(10_000)).warnings).toEqual([]);
    expect(codes(await item(10_001))).toEqual(['ITEM_VALUE']);
    const souvenir = (itemAmount: number) =>
      created(
        'demo_org',
        entry({
          date: `${YEAR}-07-02`,
          kind: 'BRIEFING_MULTI',
          institutionName: `학회${itemAmount}`,
          itemAmount,
          recipients: [],
          recipientCount: 10,
          amount: 500_000,
        }),
      );
    expect((await souvenir(50_000)).warnings).toEqual([]);
    expect(codes(await souvenir(50_001))).toEqual(['SOUVENIR_VALUE']);
    const survey = (amount: number) => created('demo_org', entry({ date: `${YEAR}-07-03`, kind: 'SURVEY', amount, caseCount: 3 }));
    expect((await survey(150_000)).warnings).toEqual([]);
    const over = await survey(160_000);
    expect(codes(over)).toEqual(['SURVEY_FEE']);
    expect(over.warnings[0]!.message).toMatch(/53,333원/);
  });

  it('stops counting a corrected entry: the list and the next entries follow the correction', async () => {
    const wrong = await created('demo_org', entry({ date: `${YEAR}-08-01`, amount: 150_000, institutionName: '정정내과' }));
    expect(codes(wrong)).toEqual(['FOOD_PER_PERSON_DAY']);
    const fix = await created(
      'demo_org',
      entry({ date: `${YEAR}-08-01`, amount: 50_000, institutionName: '정정내과', correctsId: wrong.id }),
    );
    expect(fix.warnings).toEqual([]);
    const rows = await yearOf('demo_org', YEAR);
    expect(rows.find((e) => e.id === wrong.id)).toMatchObject({ warnings: [], correctedById: fix.id });
    // 50,000 + 50,000 is the limit: the corrected 150,000 no longer counts for the day.
    expect((await created('demo_org', entry({ date: `${YEAR}-08-01`, amount: 50_000, institutionName: '다른정정내과' }))).warnings).toEqual(
      [],
    );
    const listed = rows.find((e) => e.id === fix.id)!;
    expect(listed.warnings).toEqual([]);
  });
});

describe('GET /v1/expenditures/report.xlsx', () => {
  it('answers the year as a workbook: the ledger in the report’s columns and a summary with the due date', async () => {
    const year = YEAR - 1;
    const a = await created(
      'demo_org',
      entry({ date: `${year}-02-10`, amount: 30_000, institutionName: '보고서내과', recipients: ['김의사', '박의사'], recipientCount: 2 }),
    );
    const b = await created('demo_org', entry({ date: `${year}-03-11`, amount: 300_000, institutionName: '보고서내과' }));
    await created(
      'demo_org',
      entry({ date: `${year}-03-11`, amount: 90_000, institutionName: '보고서내과', correctsId: b.id, note: '금액 정정' }),
    );
    await created('demo_org', entry({ date: `${year}-09-01`, kind: 'SURVEY', amount: 200_000, caseCount: 2, institutionName: '조사의원' }));

    const res = await call(`/v1/expenditures/report.xlsx?year=${year}`, { cookie: await cookieOf('demo_org') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`지출보고서_${year}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('지출보고서')!;
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(reportColumns.map((c) => c.header));
    // The corrected entry is replaced by its correction: three rows, in date order.
    expect(sheet.actualRowCount).toBe(4);
    const col = (name: string) => reportColumns.findIndex((c) => c.header === name);
    const rows = [2, 3, 4].map(values);
    expect(rows.map((r) => r[col('연번')])).toEqual([1, 2, 3]);
    expect(rows.map((r) => r[col('지출일자')])).toEqual([`${year}-02-10`, `${year}-03-11`, `${year}-09-01`]);
    expect(rows[0]).toEqual(
      expect.arrayContaining([ExpenditureKind.label('BRIEFING_SINGLE'), '보고서내과', '김의사, 박의사', 2, 30_000, 15_000, '이상 없음']),
    );
    expect(rows[0]![col('구분')]).toMatch(/제품설명회/);
    expect(rows[1]![col('금액(원)')]).toBe(90_000);
    expect(rows[1]![col('비고')]).toBe(`정정(기록 ${b.id}번) 금액 정정`);
    expect(rows[2]![col('증례 수')]).toBe(2);
    expect(rows[2]![col('한도 확인')]).toMatch(/증례보고서 1건당 사례비 100,000원/);
    expect(sheet.getRow(2).getCell(col('금액(원)') + 1).numFmt).toBe('#,##0');
    expect(a.id).toBeGreaterThan(0);

    const summary = book.getWorksheet('요약')!;
    const pairs = new Map<string, unknown>();
    summary.eachRow((row) => pairs.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(pairs.get('회계연도')).toBe(`${year}-01-01 ~ ${year}-12-31`);
    expect(pairs.get('제출 기한')).toBe(`${year + 1}-03-31`);
    expect(pairs.get('제출 기한')).toBe(expenditureReportDue(year));
    expect(pairs.get('기록 수')).toBe(3);
    expect(pairs.get('한도 초과 표시 기록 수')).toBe(1);

    // Another member's report of the same year is empty.
    const other = await call(`/v1/expenditures/report.xlsx?year=${year}`, { cookie: await cookieOf('demo_partner') });
    const otherBook = new ExcelJS.Workbook();
    await otherBook.xlsx.load(await other.arrayBuffer());
    expect(otherBook.getWorksheet('지출보고서')!.actualRowCount).toBe(1);
  });
});
