import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDED_FEE_MAX } from '../../src/api/schema/admin-settlements';
import { monthLabel } from '../../src/lib/months';
import type {
  EdiRecord,
  KeysetPage,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementLine,
} from '../../src/api/types';
import { resetLoginAttempts } from '../../src/server/auth/rate-limit';
import { settlementDrugCompanyMonths, settlementMemberMonths } from '../../src/server/db/schema';
import { getDb } from '../../src/server/runtime/database';
import {
  ADMIN,
  addedFees,
  allPages,
  completedRecord,
  EDI,
  expectedFigures,
  figuresPart,
  lineSums,
  memberMonthOf,
  ok,
  S1,
  S2,
  sameMonthRecord,
  withLines,
} from './admin-settlements-helpers';
import { productsFor } from './admin-prescriptions-helpers';
import type { Who } from './content-helpers';
import { auditOf, notificationsOf } from './review-helpers';
import { countsMismatches, totalsMismatches } from './settlements-helpers';
import { as } from './staff-helpers';

// 정산관리 for staff: a month's members and drug-company rows, a member-month with its dealers and lines (each figure
// the sum of its lines to the won), 추가수수료 with a reason (audited, refused once confirmed), 정산 확정 by four eyes
// (the preparer never confirms; a change of a figure since the preparation voids it), the lock a confirmation puts
// on the month's EDI records and lines, and who is refused.

beforeEach(async () => resetLoginAttempts(await getDb()));

const hangul = /[가-힣]/;

async function expectTotalsHold() {
  const db = await getDb();
  expect(await totalsMismatches(db)).toEqual([]);
  expect(await countsMismatches(db)).toEqual([]);
}

const drugCompanyRows = async (m: StaffMemberMonth) =>
  (await ok<StaffMemberMonthDetail>(S1, 'GET', `${ADMIN}/member-months/${m.id}`)).drugCompanies;

describe('the month and its rows', () => {
  it('lists a member-month whose every figure is the sum of its lines, with its state and nobody who prepared it', async () => {
    const record = await completedRecord(3);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const sums = await lineSums({ memberId: record.memberId, startMonth: record.settlementMonth });
    expect(sums.prescriptionAmount).toBeGreaterThan(0);
    expect(figuresPart(month)).toEqual(expectedFigures(sums));
    expect(month).toMatchObject({ state: 'OPEN', prepared: null, confirmed: null, settlementMonth: record.settlementMonth.slice(0, 7) });
    expect(month.member).toMatchObject({ id: record.memberId, userId: 'demo_partner' });
    // Filters: the state, and the member by login id, name or number; another member's search finds nothing.
    const m = record.settlementMonth.slice(0, 7);
    const byState = (state: string) => ok<KeysetPage<StaffMemberMonth>>(S1, 'GET', `${ADMIN}/member-months?month=${m}&state=${state}`);
    expect((await byState('OPEN')).content.map((r) => r.id)).toContain(month.id);
    expect((await byState('CONFIRMED')).content.map((r) => r.id)).not.toContain(month.id);
    const search = (s: string) =>
      ok<KeysetPage<StaffMemberMonth>>(S1, 'GET', `${ADMIN}/member-months?month=${m}&search=${encodeURIComponent(s)}`);
    expect((await search('demo_part')).content.map((r) => r.id)).toEqual([month.id]);
    expect((await search(month.member.name.slice(1))).content.map((r) => r.id)).toEqual([month.id]);
    expect((await search('demo_org')).content).toEqual([]);
  });

  it('pages the month a few members at a time, each once, in member order', async () => {
    const db = await getDb();
    const [busiest] = await db
      .select({ month: settlementMemberMonths.settlementMonth, n: sql<number>`count(*)::int` })
      .from(settlementMemberMonths)
      .groupBy(settlementMemberMonths.settlementMonth)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const month = busiest!.month.slice(0, 7);
    const paged = await allPages<StaffMemberMonth>(S1, `${ADMIN}/member-months?month=${month}&size=1`);
    expect(paged.length).toBe(busiest!.n);
    expect(busiest!.n).toBeGreaterThan(1);
    const ids = paged.map((r) => r.member.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const whole = await ok<KeysetPage<StaffMemberMonth>>(S1, 'GET', `${ADMIN}/member-months?month=${month}&size=100`);
    expect(whole.content).toEqual(paged);
    expect(whole.next).toBeNull();
    // Every one of them adds up to its lines (the seed's months included).
    for (const r of paged) {
      const sums = await lineSums({ memberId: r.member.id, startMonth: month });
      expect(figuresPart(r)).toEqual(expectedFigures(sums, await addedFees({ memberId: r.member.id, startMonth: month })));
    }
    // The drug-company rows of the month, paged the same way, add up to the members'.
    const rows = await allPages<StaffDrugCompanyMonth>(S1, `${ADMIN}/drug-company-months?month=${month}&size=2`);
    for (const r of paged) {
      const own = rows.filter((d) => d.member.id === r.member.id);
      expect(own.reduce((t, d) => t + d.totalAmount, 0)).toBe(r.totalAmount);
      expect(own.reduce((t, d) => t + d.prescriptionAmount, 0)).toBe(r.prescriptionAmount);
    }
    const one = rows[0]!;
    const byCompany = await allPages<StaffDrugCompanyMonth>(
      S1,
      `${ADMIN}/drug-company-months?month=${month}&drugCompanyId=${one.drugCompany.id}`,
    );
    expect(byCompany.every((d) => d.drugCompany.id === one.drugCompany.id)).toBe(true);
    expect(byCompany.length).toBe(rows.filter((d) => d.drugCompany.id === one.drugCompany.id).length);
  });

  it('details a member-month: drug-company and dealer rows and the lines behind them, each adding up to the won', async () => {
    const record = await completedRecord(4);
    const other = await sameMonthRecord(record);
    await withLines(other, 2, 1);
    await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${other.id}/complete`);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const detail = await ok<StaffMemberMonthDetail>(S1, 'GET', `${ADMIN}/member-months/${month.id}`);
    expect(detail.month).toEqual(month);
    for (const d of detail.drugCompanies) {
      const sums = await lineSums({ memberId: record.memberId, startMonth: record.settlementMonth, drugCompanyId: d.drugCompany.id });
      expect(figuresPart(d)).toEqual(expectedFigures(sums, 0));
      expect(d).toMatchObject({ memberMonthId: month.id, state: 'OPEN', note: null });
    }
    expect(detail.dealers.content.length).toBeGreaterThan(0);
    for (const s of detail.dealers.content) {
      const sums = await lineSums({ memberId: record.memberId, startMonth: record.settlementMonth, dealerId: s.dealer.id });
      const total = sums.feeAmount + sums.extraFeeAmount;
      expect(s).toMatchObject({ ...sums, totalAmount: total, supplyAmount: Math.floor((total * 10) / 11) });
      expect(s.dealer.name).toMatch(hangul);
    }
    const dealers = await allPages<StaffDealerSettlement>(S1, `${ADMIN}/member-months/${month.id}/dealers?size=1`);
    expect(dealers).toEqual(detail.dealers.content);

    // The lines, two a page: every line of both records once, with its record, summing to the month's figures.
    const lines = await allPages<StaffSettlementLine>(S1, `${ADMIN}/member-months/${month.id}/lines?size=2`);
    expect(lines.length).toBe(6);
    expect(new Set(lines.map((l) => l.lineId)).size).toBe(6);
    expect(new Set(lines.map((l) => l.record.id))).toEqual(new Set([record.id, other.id]));
    expect(lines.reduce((t, l) => t + l.totalPrice, 0)).toBe(month.prescriptionAmount);
    expect(lines.reduce((t, l) => t + l.feeAmount, 0)).toBe(month.feeAmount);
    expect(lines.reduce((t, l) => t + l.extraFeeAmount, 0)).toBe(month.extraFeeAmount);
    for (const l of lines) {
      expect(l.totalPrice).toBe(l.quantity * l.unitPrice);
      expect(l.feeAmount).toBe(Math.floor((l.totalPrice * l.baseFeeBp) / 10_000));
      expect(l.record).toMatchObject({ status: 'COMPLETED', drugCompanyId: record.drugCompanyId });
      expect(l.record.institutionName).toMatch(hangul);
    }
    const byDealer = await allPages<StaffSettlementLine>(
      S1,
      `${ADMIN}/member-months/${month.id}/lines?settlementId=${detail.dealers.content[0]!.settlementId}`,
    );
    expect(byDealer.length).toBe(6);
    const none = await ok<KeysetPage<StaffSettlementLine>>(S1, 'GET', `${ADMIN}/member-months/${month.id}/lines?drugCompanyId=999999`);
    expect(none).toEqual({ content: [], size: 50, next: null });
  });

  it('answers 404 in Korean for a month or row that does not exist', async () => {
    for (const path of [`${ADMIN}/member-months/999999`, `${ADMIN}/member-months/999999/dealers`, `${ADMIN}/member-months/999999/lines`]) {
      const res = await as(S1, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.json.message).toMatch(hangul);
    }
    const put = await as(S1, 'PUT', `${ADMIN}/drug-company-months/999999/added-fee`, { addedFeeAmount: 1, reason: '확인 요청' });
    expect(put.status).toBe(404);
    for (const action of ['prepare', 'confirm']) expect((await as(S1, 'POST', `${ADMIN}/member-months/999999/${action}`)).status).toBe(404);
    expect((await as(S1, 'DELETE', `${ADMIN}/member-months/999999/preparation`)).status).toBe(404);
  });
});

describe('추가수수료', () => {
  it('sets the added fee with a reason, audited; the month adds it to its total and grows its version', async () => {
    const record = await completedRecord(2);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const [row] = await drugCompanyRows(month);
    const answer = await ok<StaffDrugCompanyMonth>(S1, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, {
      addedFeeAmount: 123_457,
      note: '판촉 지원분',
      reason: '제약사 추가 지원 합의',
    });
    expect(answer).toMatchObject({ addedFeeAmount: 123_457, note: '판촉 지원분', totalAmount: row!.totalAmount + 123_457 });
    const after = await memberMonthOf(record.memberId, record.settlementMonth);
    const sums = await lineSums({ memberId: record.memberId, startMonth: record.settlementMonth });
    expect(figuresPart(after)).toEqual(expectedFigures(sums, 123_457));
    expect(after.figuresVersion).toBeGreaterThan(month.figuresVersion);
    const [audit] = await auditOf('SETTLEMENT_DRUG_COMPANY_MONTH', row!.id);
    expect(audit).toMatchObject({
      action: 'SETTLEMENT_ADDED_FEE_SET',
      staffUserId: S1,
      reason: '제약사 추가 지원 합의',
      changes: { addedFeeAmount: [0, 123_457], note: [null, '판촉 지원분'] },
    });
    // The same again changes nothing and writes no audit row; 0 clears it.
    await ok(S1, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, {
      addedFeeAmount: 123_457,
      note: '판촉 지원분',
      reason: '다시 저장',
    });
    expect(await auditOf('SETTLEMENT_DRUG_COMPANY_MONTH', row!.id)).toHaveLength(1);
    const cleared = await ok<StaffDrugCompanyMonth>(S2, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, {
      addedFeeAmount: 0,
      reason: '지원 취소',
    });
    expect(cleared).toMatchObject({ addedFeeAmount: 0, note: '판촉 지원분', totalAmount: row!.totalAmount });
    await expectTotalsHold();
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    const record = await completedRecord(1);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const [row] = await drugCompanyRows(month);
    for (const body of [
      { addedFeeAmount: -1, reason: '음수 시험' },
      { addedFeeAmount: 1.5, reason: '소수 시험' },
      { addedFeeAmount: ADDED_FEE_MAX + 1, reason: '상한 시험' },
      { addedFeeAmount: '1000', reason: '문자 시험' },
      { addedFeeAmount: 1000 },
      { addedFeeAmount: 1000, reason: ' ' },
      { addedFeeAmount: 1000, reason: '사유', note: 'x'.repeat(201) },
      { reason: '금액 없음' },
    ]) {
      const res = await as(S1, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(hangul);
    }
    expect((await memberMonthOf(record.memberId, record.settlementMonth)).figuresVersion).toBe(month.figuresVersion);
    expect(await auditOf('SETTLEMENT_DRUG_COMPANY_MONTH', row!.id)).toEqual([]);
  });
});

describe('정산 확정 (four eyes)', () => {
  it('is prepared by one, refused to the preparer, confirmed by another; audited; the member is told', async () => {
    const record = await completedRecord(2);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    const prepared = await ok<StaffMemberMonth>(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`, {
      figuresVersion: month.figuresVersion,
    });
    expect(prepared.state).toBe('PREPARED');
    expect(prepared.prepared).toMatchObject({
      userId: S1,
      figuresVersion: month.figuresVersion,
      figures: figuresPart(month),
      stale: false,
    });

    const own = await as(S1, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);
    expect(own.status).toBe(403);
    expect(own.json).toMatchObject({ code: 'OWN_PREPARATION' });
    expect(own.json.message).toMatch(/다른 정산 담당자/);
    const again = await as(S2, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(hangul);

    const confirmed = await ok<StaffMemberMonth>(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);
    expect(confirmed).toMatchObject({ state: 'CONFIRMED', prepared: { userId: S1 }, confirmed: { userId: S2 } });
    expect(figuresPart(confirmed)).toEqual(figuresPart(month));
    const actions = (await auditOf('SETTLEMENT_MONTH', month.id)).map((a) => [a.action, a.staffUserId]);
    expect(actions).toEqual([
      ['SETTLEMENT_PREPARED', S1],
      ['SETTLEMENT_CONFIRMED', S2],
    ]);
    const told = (await notificationsOf(record.memberId)).filter(
      (n) => n.kind === 'SETTLEMENT_CONFIRMED' && n.title.startsWith(monthLabel(record.settlementMonth)),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`${month.totalAmount.toLocaleString('ko-KR')}원`);
    expect(told[0]!.body).not.toContain('배수아');

    // Confirmed: nothing more happens to it, each refusal in Korean.
    for (const [method, path] of [
      ['POST', 'confirm'],
      ['POST', 'prepare'],
      ['DELETE', 'preparation'],
    ] as const) {
      const res = await as(S1, method, `${ADMIN}/member-months/${month.id}/${path}`);
      expect(res.status, path).toBe(409);
      expect(res.json.message).toMatch(/확정/);
    }
    const [row] = await drugCompanyRows(month);
    const fee = await as(S1, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, {
      addedFeeAmount: 5_000,
      reason: '확정 후 변경 시도',
    });
    expect(fee.status).toBe(409);
    expect(fee.json).toMatchObject({ code: 'SETTLEMENT_CONFIRMED' });
    expect(fee.json.message).toMatch(/확정되어 추가수수료를 바꿀 수 없습니다/);
    // The database refuses it too (the backstop).
    const db = await getDb();
    await expect(
      db.update(settlementDrugCompanyMonths).set({ addedFeeAmount: 5_000 }).where(eq(settlementDrugCompanyMonths.id, row!.id)),
    ).rejects.toThrow();
    expect((await memberMonthOf(record.memberId, record.settlementMonth)).totalAmount).toBe(month.totalAmount);
  });

  it('voids a preparation whose figures changed before the confirmation (409), and the month is prepared anew', async () => {
    const record = await completedRecord(2);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    const [row] = await drugCompanyRows(month);
    await ok(S2, 'PUT', `${ADMIN}/drug-company-months/${row!.id}/added-fee`, { addedFeeAmount: 10_000, reason: '준비 후 추가 지원' });
    const stale = await memberMonthOf(record.memberId, record.settlementMonth);
    expect(stale.prepared).toMatchObject({ stale: true, figuresVersion: month.figuresVersion });
    const res = await as(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'FIGURES_CHANGED' });
    expect(res.json.message).toMatch(/준비 후 금액이 바뀌었습니다/);
    const voided = await memberMonthOf(record.memberId, record.settlementMonth);
    expect(voided).toMatchObject({ state: 'OPEN', prepared: null, confirmed: null });
    expect((await auditOf('SETTLEMENT_MONTH', month.id)).map((a) => a.action)).toEqual([
      'SETTLEMENT_PREPARED',
      'SETTLEMENT_PREPARATION_VOIDED',
    ]);

    // Preparing from a version that is no longer the month's is refused too; from the current one it goes on.
    const old = await as(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`, { figuresVersion: month.figuresVersion });
    expect(old.status).toBe(409);
    expect(old.json).toMatchObject({ code: 'FIGURES_CHANGED' });
    await ok(S2, 'POST', `${ADMIN}/member-months/${month.id}/prepare`, { figuresVersion: voided.figuresVersion });
    const done = await ok<StaffMemberMonth>(S1, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);
    expect(done).toMatchObject({ state: 'CONFIRMED', addedFeeAmount: 10_000, prepared: { userId: S2 }, confirmed: { userId: S1 } });
  });

  it('cancels a preparation (audited, with its reason), and refuses confirming or cancelling an open month', async () => {
    const record = await completedRecord(1);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    for (const [method, path] of [
      ['POST', 'confirm'],
      ['DELETE', 'preparation'],
    ] as const) {
      const res = await as(S2, method, `${ADMIN}/member-months/${month.id}/${path}`);
      expect(res.status, path).toBe(409);
      expect(res.json).toMatchObject({ code: 'NOT_PREPARED' });
    }
    await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    const bad = await as(S2, 'DELETE', `${ADMIN}/member-months/${month.id}/preparation`, { reason: 'x' });
    expect(bad.status).toBe(400);
    const open = await ok<StaffMemberMonth>(S2, 'DELETE', `${ADMIN}/member-months/${month.id}/preparation`, { reason: '금액 재확인 필요' });
    expect(open).toMatchObject({ state: 'OPEN', prepared: null });
    const [, cancelled] = await auditOf('SETTLEMENT_MONTH', month.id);
    expect(cancelled).toMatchObject({ action: 'SETTLEMENT_PREPARATION_CANCELLED', staffUserId: S2, reason: '금액 재확인 필요' });
    const badVersion = await as(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`, { figuresVersion: -1 });
    expect(badVersion.status).toBe(400);
    expect(badVersion.json.message).toMatch(hangul);
  });
});

describe('a confirmed month locks its records and lines', () => {
  it('refuses line writes, 입력완료 and reopening in Korean before the database would, and the figures stay', async () => {
    const record = await completedRecord(2);
    const pending = await sameMonthRecord(record);
    const entered = await withLines(pending, 2, 1);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    await ok(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);

    const { own } = await productsFor(record.drugCompanyId, 5);
    const base = `/v1/admin/prescriptions/${pending.id}`;
    const line = entered.lines[0]!;
    const refusals: [string, string, unknown][] = [
      ['POST', `${base}/lines`, { lines: [{ insuranceCode: own[4]!.productCode, quantity: 1 }] }],
      ['PATCH', `${base}/lines/${line.id}`, { quantity: 99 }],
      ['DELETE', `${base}/lines/${line.id}`, undefined],
      ['PATCH', `/v1/prescriptions/partners/${pending.id}/complete`, undefined],
      ['POST', `/v1/admin/prescriptions/${record.id}/reopen`, { reason: '수량 정정 요청' }],
    ];
    for (const [method, path, body] of refusals) {
      const res = await as(EDI, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.json.message, path).toMatch(/정산이 확정되어/);
    }
    expect((await as(EDI, 'POST', `${base}/lines`, { lines: [{ insuranceCode: own[4]!.productCode, quantity: 1 }] })).json).toMatchObject({
      code: 'SETTLEMENT_CONFIRMED',
    });
    // The record says why it cannot be reopened; its lines and the month are as they were.
    const view = await ok<EdiRecord>(EDI, 'GET', `/v1/admin/prescriptions/${record.id}`);
    expect(view.reopen).toMatchObject({ allowed: false });
    expect(view.reopen?.reason).toMatch(/정산이 확정되어/);
    const still = await ok<EdiRecord>(EDI, 'GET', base);
    expect(still.lines.map((l) => [l.id, l.quantity])).toEqual(entered.lines.map((l) => [l.id, l.quantity]));
    expect(still.status).toBe('IN_PROGRESS');
    const after = await memberMonthOf(record.memberId, record.settlementMonth);
    expect(figuresPart(after)).toEqual(figuresPart(month));
    expect(after.figuresVersion).toBe(month.figuresVersion);
    await expectTotalsHold();
  });

  it('orders a confirmation and a concurrent 입력완료 into the month: one of them wins, never the trigger', async () => {
    for (let round = 0; round < 3; round++) {
      const record = await completedRecord(1);
      const pending = await sameMonthRecord(record);
      await withLines(pending, 1, 1);
      const month = await memberMonthOf(record.memberId, record.settlementMonth);
      await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
      const [complete, confirm] = await Promise.all([
        as(EDI, 'PATCH', `/v1/prescriptions/partners/${pending.id}/complete`),
        as(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`),
      ]);
      const after = await memberMonthOf(record.memberId, record.settlementMonth);
      if (complete.status === 200) {
        // Completed first: the figures changed, so the confirmation found its preparation void.
        expect(confirm.status).toBe(409);
        expect(confirm.json).toMatchObject({ code: 'FIGURES_CHANGED' });
        expect(after.state).toBe('OPEN');
      } else {
        expect(confirm.status).toBe(200);
        expect(complete.status).toBe(409);
        expect(complete.json).toMatchObject({ code: 'SETTLEMENT_CONFIRMED' });
        expect(after).toMatchObject({ state: 'CONFIRMED', figuresVersion: month.figuresVersion });
      }
      const sums = await lineSums({ memberId: record.memberId, startMonth: record.settlementMonth });
      expect(figuresPart(after)).toEqual(expectedFigures(sums));
    }
    await expectTotalsHold();
  });

  it('lets exactly one of two concurrent confirmations through', async () => {
    const record = await completedRecord(1);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    const answers = await Promise.all([0, 1, 2].map(() => as(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await auditOf('SETTLEMENT_MONTH', month.id)).filter((a) => a.action === 'SETTLEMENT_CONFIRMED')).toHaveLength(1);
  });

  it('leaves other months open to entry', async () => {
    const record = await completedRecord(1);
    const month = await memberMonthOf(record.memberId, record.settlementMonth);
    await ok(S1, 'POST', `${ADMIN}/member-months/${month.id}/prepare`);
    await ok(S2, 'POST', `${ADMIN}/member-months/${month.id}/confirm`);
    const next = await completedRecord(1);
    expect(next.settlementMonth).not.toBe(record.settlementMonth);
    const reopened = await ok<EdiRecord>(EDI, 'POST', `/v1/admin/prescriptions/${next.id}/reopen`, { reason: '수량 정정 요청' });
    expect(reopened.status).toBe('IN_PROGRESS');
    await expectTotalsHold();
  });
});

describe('who may call', () => {
  const paths: [string, string, unknown?][] = [
    ['GET', `${ADMIN}/member-months?month=2001-02`],
    ['GET', `${ADMIN}/member-months/1`],
    ['GET', `${ADMIN}/member-months/1/dealers`],
    ['GET', `${ADMIN}/member-months/1/lines`],
    ['POST', `${ADMIN}/member-months/1/prepare`],
    ['POST', `${ADMIN}/member-months/1/confirm`],
    ['DELETE', `${ADMIN}/member-months/1/preparation`],
    ['GET', `${ADMIN}/drug-company-months?month=2001-02`],
    ['PUT', `${ADMIN}/drug-company-months/1/added-fee`, { addedFeeAmount: 1, reason: '권한 확인' }],
    ['GET', `${ADMIN}/statistics`],
    ['GET', `${ADMIN}/statistics/by-member`],
    ['GET', `${ADMIN}/statistics.xlsx`],
  ];
  it('refuses the signed-out (401), partners and staff without SETTLEMENT_MANAGEMENT (403), and changes nothing', async () => {
    const db = await getDb();
    const before = await db.select().from(settlementMemberMonths).where(eq(settlementMemberMonths.id, 1));
    const rowBefore = await db.select().from(settlementDrugCompanyMonths).where(eq(settlementDrugCompanyMonths.id, 1));
    for (const [method, path, body] of paths) {
      for (const [who, status] of [
        [null, 401],
        ['demo_partner', 403],
        ['demo_org', 403],
        [EDI, 403],
        ['demo_ops_members', 403],
      ] as [Who | null, number][]) {
        const res = await as(who, method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(status);
        expect(res.json.message).toMatch(hangul);
      }
    }
    expect(await db.select().from(settlementMemberMonths).where(eq(settlementMemberMonths.id, 1))).toEqual(before);
    expect(await db.select().from(settlementDrugCompanyMonths).where(eq(settlementDrugCompanyMonths.id, 1))).toEqual(rowBefore);
  });

  it('refuses bad queries in Korean', async () => {
    for (const path of [
      `${ADMIN}/member-months`,
      `${ADMIN}/member-months?month=2001-13`,
      `${ADMIN}/member-months?month=200102`,
      `${ADMIN}/member-months?month=2001-02&state=PAID`,
      `${ADMIN}/member-months?month=2001-02&after=abc`,
      `${ADMIN}/member-months?month=2001-02&size=101`,
      `${ADMIN}/drug-company-months?month=2001-02&drugCompanyId=0`,
      `${ADMIN}/member-months/abc`,
      `${ADMIN}/member-months/1/lines?size=501`,
      `${ADMIN}/statistics?startMonth=2001-05&endMonth=2001-01`,
      `${ADMIN}/statistics?startMonth=2001-01&endMonth=2004-01`,
      `${ADMIN}/statistics.xlsx?startMonth=2001-01&endMonth=2004-01`,
    ]) {
      const res = await as(S1, 'GET', path);
      expect([400, 404], path).toContain(res.status);
      if (res.status === 400) expect(res.json.message, path).toMatch(hangul);
    }
  });
});
