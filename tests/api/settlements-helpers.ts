import { sql } from 'drizzle-orm';
import type { Page, Settlement } from '../../src/api/types';
import type { Db } from '../../src/server/db';
import { rowsOf } from '../../src/server/db/migrate';
import { getAs, type Who } from './content-helpers';

// Helpers of the settlement tests: the demo members' settlements through the API.

/** Every settlement of the member the query selects (all pages). */
export async function settlementsOf(who: Who, query = ''): Promise<Settlement[]> {
  const out: Settlement[] = [];
  for (let page = 0; ; page++) {
    const { status, body } = await getAs<Page<Settlement>>(who, `/v1/settlements?size=100&page=${page}${query ? `&${query}` : ''}`);
    if (status !== 200) throw new Error(`settlements ${status}`);
    out.push(...body.content);
    if (body.last) return out;
  }
}

/** The months (`yyyy-MM`) that have settlements, oldest first. */
export const monthsOf = (rows: Settlement[]) => [...new Set(rows.map((s) => s.settlementMonth.slice(0, 7)))].sort();

export const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** What does not add up: one text per record, share or settlement whose stored totals differ from its lines' sums. */
export async function totalsMismatches(db: Db): Promise<string[]> {
  const lines = sql`(select prescription_partner_id as id, sum(total_price) as t, sum(fee_amount) as f,
    sum(extra_fee_amount) as e from prescription_partner_products group by prescription_partner_id)`;
  const completed = sql`(select r.dealer_id, r.settlement_month, r.partner_id, sum(l.t) as t, sum(l.f) as f, sum(l.e) as e
    from prescription_partners r join ${lines} l on l.id = r.id where r.status = 'COMPLETED'
    group by r.dealer_id, r.settlement_month, r.partner_id)`;
  const result = await db.execute(sql`
    select 'record ' || r.id as what from prescription_partners r left join ${lines} l on l.id = r.id
      where (r.amount, r.fee_amount, r.extra_fee_amount) is distinct from (coalesce(l.t, 0), coalesce(l.f, 0), coalesce(l.e, 0))
    union all
    select 'share ' || sp.id from settlement_partners sp join settlements s on s.id = sp.settlement_id
      left join ${completed} c on c.dealer_id = s.dealer_id and c.settlement_month = s.settlement_month and c.partner_id = sp.partner_id
      where (sp.prescription_amount, sp.fee_amount, sp.extra_fee_amount) is distinct from (coalesce(c.t, 0), coalesce(c.f, 0), coalesce(c.e, 0))
        or sp.member_id <> s.member_id or sp.settlement_month <> s.settlement_month
    union all
    select 'settlement ' || s.id from settlements s
      left join (select dealer_id, settlement_month, sum(t) as t, sum(f) as f, sum(e) as e from ${completed} c
                 group by dealer_id, settlement_month) c on c.dealer_id = s.dealer_id and c.settlement_month = s.settlement_month
      where (s.prescription_amount, s.fee_amount, s.extra_fee_amount) is distinct from (coalesce(c.t, 0), coalesce(c.f, 0), coalesce(c.e, 0))
    union all
    select 'unopened ' || r.id from prescription_partners r
      where r.status = 'COMPLETED' and not exists (
        select 1 from settlements s join settlement_partners sp on sp.settlement_id = s.id
        where s.dealer_id = r.dealer_id and s.settlement_month = r.settlement_month and sp.partner_id = r.partner_id)`);
  return rowsOf<{ what: string }>(result).map((r) => r.what);
}

/**
 * What does not add up among the stored counts (0024_record_counts.sql): one text per key of record_counts whose count
 * differs from the records of that key, and per settlement whose partner_count differs from its client shares.
 */
export async function countsMismatches(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'records ' || coalesce(c.member_id, r.member_id) || '/' || coalesce(c.dealer_id, r.dealer_id) || '/'
        || coalesce(c.status, r.status) || '/' || coalesce(c.prescription_month, r.prescription_month) || '/'
        || coalesce(c.settlement_month, r.settlement_month) as what
      from record_counts c
      full join (select member_id, dealer_id, drug_company_id, status, prescription_month, settlement_month, count(*) as n
                 from prescription_partners group by 1, 2, 3, 4, 5, 6) r
        using (member_id, dealer_id, drug_company_id, status, prescription_month, settlement_month)
      where coalesce(c.records, 0) <> coalesce(r.n, 0)
    union all
    select 'shares of settlement ' || s.id from settlements s
      where s.partner_count <> (select count(*) from settlement_partners sp where sp.settlement_id = s.id)`);
  return rowsOf<{ what: string }>(result).map((r) => r.what);
}
