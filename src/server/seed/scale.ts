import { and, asc, count, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { addMonths, firstDay, type Month } from '../../lib/months';
import type { Db } from '../db';
import { products } from '../db/schema-products';
import { settlements } from '../db/schema-settlements';

// What both profiles of the scale seed (scale-member.ts, scale-platform.ts) share: the catalogue they draw lines from,
// the counts they report, and the members' answers to their older settlements at the end.

export interface ScaleCounts {
  members: number;
  dealers: number;
  institutions: number;
  records: number;
  lines: number;
  settlements: number;
  /** Settlements the members answered (REQUEST or OBJECTION). */
  answered: number;
}

export const noCounts = (): ScaleCounts => ({ members: 0, dealers: 0, institutions: 0, records: 0, lines: 0, settlements: 0, answered: 0 });

/** After each batch: what is written so far, and the share of the work done (0–1). */
export type OnProgress = (p: { records: number; lines: number; share: number }) => void;

/** A reason the seed cannot run on this database (printed as is, without a stack). */
export class ScaleRefusal extends Error {}

/** Companies with at least this many priced products: a record's lines are mostly distinct products. */
const MIN_PRODUCTS = 8;

/** The priced and rated product ids of each drug company that has enough of them. */
export async function catalogueByCompany(db: Db): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: products.id, drugCompanyId: products.drugCompanyId })
    .from(products)
    .where(and(isNotNull(products.price), isNotNull(products.feeRate)))
    .orderBy(asc(products.id));
  const out = new Map<number, number[]>();
  for (const p of rows) {
    const ids = out.get(p.drugCompanyId);
    if (ids) ids.push(p.id);
    else out.set(p.drugCompanyId, [p.id]);
  }
  for (const [company, ids] of out) if (ids.length < MIN_PRODUCTS) out.delete(company);
  if (!out.size)
    throw new ScaleRefusal('제품 카탈로그가 비어 있습니다. 데모 데이터를 먼저 넣어 주세요 (같은 DATA_DIR/DATABASE_URL로 npm start 한 번).');
  return out;
}

export async function settlementCount(db: Db, memberIds: readonly number[]): Promise<number> {
  if (!memberIds.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(settlements)
    .where(inArray(settlements.memberId, [...memberIds]));
  return row?.n ?? 0;
}

/**
 * Answers the members' older settlements as the demo does (seed/settlements.ts); the database opened them when their
 * records were completed. The last two settlement months stay open; before them most are requested, some objected,
 * some left. Chosen by id, so a second run answers exactly the same ones (nothing). Answers how many it answered.
 */
export async function answerOlderSettlements(db: Db, memberIds: readonly number[], current: Month): Promise<number> {
  if (!memberIds.length) return 0;
  const answered = await db
    .update(settlements)
    .set({ status: sql`case when ${settlements.id} % 7 = 3 then 'OBJECTION' else 'REQUEST' end`, statusChangedAt: new Date() })
    .where(
      and(
        inArray(settlements.memberId, [...memberIds]),
        lt(settlements.settlementMonth, firstDay(addMonths(current, -1))),
        isNull(settlements.status),
        sql`(${settlements.id} % 7 = 3 or ${settlements.id} % 5 <> 1)`,
      ),
    )
    .returning({ id: settlements.id });
  return answered.length;
}
