import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addMonths } from '../../src/lib/months';
import type { EdiRecord, KeysetPage, StaffMemberMonth, StaffSettlementFigures } from '../../src/api/types';
import { rowsOf } from '../../src/server/db/migrate';
import { prescriptionPartners } from '../../src/server/db/schema';
import { insertRecordsBatch } from '../../src/server/prescriptions/record-batch';
import { getDb } from '../../src/server/runtime/database';
import { newRecord, productsFor } from './admin-prescriptions-helpers';
import type { Who } from './content-helpers';
import { refsOf } from './prescriptions-helpers';
import { as } from './staff-helpers';

// Helpers of the staff settlement tests: settlement months made the way staff make them (EDI records entered and
// completed by 처방관리 staff, so the triggers open the settlement rows), the sums of the lines behind a month read
// straight from the lines (not the code under test), and calls that must succeed.

export const EDI: Who = 'demo_ops_edi';
export const S1: Who = 'demo_ops_settlement';
export const S2: Who = 'demo_ops_settlement2';
export const ADMIN = '/v1/admin/settlements';

/** A staff call that must answer 200: its body. */
export async function ok<T>(who: Who, method: string, path: string, json?: unknown): Promise<T> {
  const res = await as<T>(who, method, path, json);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json;
}

/** Claims a record as EDI staff and adds `n` lines of its company's products (quantities 10, 11, …). */
export async function withLines(record: { id: number; drugCompanyId: number }, n: number, first = 0): Promise<EdiRecord> {
  const { own } = await productsFor(record.drugCompanyId, first + n);
  await ok(EDI, 'POST', `/v1/admin/prescriptions/${record.id}/claim`);
  return ok<EdiRecord>(EDI, 'POST', `/v1/admin/prescriptions/${record.id}/lines`, {
    lines: own.slice(first, first + n).map((p, k) => ({ insuranceCode: p.productCode, quantity: 10 + k + first, extraFeeBp: 150 * k })),
  });
}

/** A COMPLETED record of demo_partner with `n` lines, in a settlement month of its own. */
export async function completedRecord(n = 3) {
  const record = await newRecord();
  await withLines(record, n);
  await ok(EDI, 'PATCH', `/v1/prescriptions/partners/${record.id}/complete`);
  return record;
}

/** Another PENDING record of demo_partner settled in the same month as `of` (prescribed years before: a key of its own). */
export async function sameMonthRecord(of: { settlementMonth: string }, monthsBack = 120) {
  const db = await getDb();
  const { owner, dealer, partner } = await refsOf('demo_partner');
  const [inserted] = await insertRecordsBatch(db, [
    {
      memberId: owner,
      dealerId: dealer.id,
      partnerId: partner.id,
      drugCompanyId: dealer.drugCompanyId,
      prescriptionMonth: addMonths(of.settlementMonth, -monthsBack),
      settlementMonth: of.settlementMonth.slice(0, 7),
      inputDate: new Date(Date.UTC(2001, 0, 2)),
    },
  ]);
  const [record] = await db.select().from(prescriptionPartners).where(eq(prescriptionPartners.id, inserted!.id));
  return record!;
}

/** The member-month of a member and month, through the list. */
export async function memberMonthOf(memberId: number, settlementMonth: string): Promise<StaffMemberMonth> {
  const page = await ok<KeysetPage<StaffMemberMonth>>(
    S1,
    'GET',
    `${ADMIN}/member-months?month=${settlementMonth.slice(0, 7)}&search=${memberId}`,
  );
  const found = page.content.find((m) => m.member.id === memberId);
  if (!found) throw new Error(`no member-month ${memberId} ${settlementMonth}`);
  return found;
}

export interface LineSums {
  prescriptionAmount: number;
  feeAmount: number;
  extraFeeAmount: number;
}

/** Σ the lines of COMPLETED records, read from the lines, narrowed by the conditions given. */
export async function lineSums(where: {
  memberId?: number;
  startMonth: string;
  endMonth?: string;
  drugCompanyId?: number;
  dealerId?: number;
}): Promise<LineSums> {
  const db = await getDb();
  const conds = [sql`r.status = 'COMPLETED'`, sql`r.settlement_month >= ${`${where.startMonth.slice(0, 7)}-01`}::date`];
  conds.push(sql`r.settlement_month <= ${`${(where.endMonth ?? where.startMonth).slice(0, 7)}-01`}::date`);
  if (where.memberId) conds.push(sql`r.member_id = ${where.memberId}`);
  if (where.drugCompanyId) conds.push(sql`r.drug_company_id = ${where.drugCompanyId}`);
  if (where.dealerId) conds.push(sql`r.dealer_id = ${where.dealerId}`);
  const [row] = rowsOf<{ t: string; f: string; e: string }>(
    await db.execute(sql`select coalesce(sum(l.total_price), 0)::bigint as t, coalesce(sum(l.fee_amount), 0)::bigint as f,
      coalesce(sum(l.extra_fee_amount), 0)::bigint as e
      from prescription_partner_products l join prescription_partners r on r.id = l.prescription_partner_id
      where ${sql.join(conds, sql` and `)}`),
  );
  return { prescriptionAmount: Number(row!.t), feeAmount: Number(row!.f), extraFeeAmount: Number(row!.e) };
}

/** Σ 추가수수료 of the drug-company rows, read from the table. */
export async function addedFees(where: {
  memberId?: number;
  startMonth: string;
  endMonth?: string;
  drugCompanyId?: number;
}): Promise<number> {
  const db = await getDb();
  const conds = [sql`settlement_month >= ${`${where.startMonth.slice(0, 7)}-01`}::date`];
  conds.push(sql`settlement_month <= ${`${(where.endMonth ?? where.startMonth).slice(0, 7)}-01`}::date`);
  if (where.memberId) conds.push(sql`member_id = ${where.memberId}`);
  if (where.drugCompanyId) conds.push(sql`drug_company_id = ${where.drugCompanyId}`);
  const [row] = rowsOf<{ a: string }>(
    await db.execute(
      sql`select coalesce(sum(added_fee_amount), 0)::bigint as a from settlement_drug_company_months where ${sql.join(conds, sql` and `)}`,
    ),
  );
  return Number(row!.a);
}

/** The figures the rules give for line sums and 추가수수료 (written out here, not taken from the code under test). */
export function expectedFigures(s: LineSums, added = 0): StaffSettlementFigures {
  const totalAmount = s.feeAmount + s.extraFeeAmount + added;
  const supplyAmount = Math.floor((totalAmount * 10) / 11);
  return { ...s, addedFeeAmount: added, totalAmount, supplyAmount, taxAmount: totalAmount - supplyAmount };
}

export const figuresPart = (f: StaffSettlementFigures): StaffSettlementFigures => ({
  prescriptionAmount: f.prescriptionAmount,
  feeAmount: f.feeAmount,
  extraFeeAmount: f.extraFeeAmount,
  addedFeeAmount: f.addedFeeAmount,
  totalAmount: f.totalAmount,
  supplyAmount: f.supplyAmount,
  taxAmount: f.taxAmount,
});

/** Every page of a keyset list, following `next`. */
export async function allPages<T>(who: Who, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let after: string | null = null, n = 0; n < 1000; n++) {
    const page: KeysetPage<T> = await ok<KeysetPage<T>>(
      who,
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}${after ? `after=${after}` : ''}`,
    );
    out.push(...page.content);
    if (!page.next) return out;
    after = page.next;
  }
  throw new Error('endless pages');
}
