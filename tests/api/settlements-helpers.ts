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
  return [...rowsOf<{ what: string }>(result).map((r) => r.what), ...(await runningTotalsMismatches(db))];
}

/**
 * What does not add up among the running totals per client and month (0028_client_month_totals.sql): computed here
 * from the shares and partners alone, a row for every month from a client's first share to its member's latest row
 * (the latest month with a share, or later: the rows never shrink back), each the Σ of the client's shares up to
 * that month and their number, named by the smallest name of the member's partners of that code. One text per row
 * missing, extra or different.
 */
export async function runningTotalsMismatches(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    with shares as (
      select sp.member_id, p.institution_code as code, sp.settlement_month as month, sp.prescription_amount as pa,
             sp.fee_amount as fa, sp.extra_fee_amount as ea
      from settlement_partners sp join partners p on p.id = sp.partner_id),
    latest as (
      select member_id, greatest(max(month), (select max(c.month) from client_month_totals c where c.member_id = s.member_id)) as h
      from shares s group by member_id),
    expected as (
      select f.member_id, f.code, m::date as month,
             (select min(institution_name) from partners p where p.member_id = f.member_id and p.institution_code = f.code) as name,
             (select coalesce(sum(pa), 0) from shares s where s.member_id = f.member_id and s.code = f.code and s.month <= m) as pa,
             (select coalesce(sum(fa), 0) from shares s where s.member_id = f.member_id and s.code = f.code and s.month <= m) as fa,
             (select coalesce(sum(ea), 0) from shares s where s.member_id = f.member_id and s.code = f.code and s.month <= m) as ea,
             (select count(*) from shares s where s.member_id = f.member_id and s.code = f.code and s.month <= m) as n
      from (select member_id, code, min(month) as first from shares group by 1, 2) f
      join latest l on l.member_id = f.member_id
      cross join generate_series(f.first, l.h, interval '1 month') m)
    select 'running total ' || coalesce(c.member_id, e.member_id) || '/' || coalesce(c.institution_code, e.code) || '/'
        || coalesce(c.month, e.month) as what
      from client_month_totals c
      full join expected e on e.member_id = c.member_id and e.code = c.institution_code and e.month = c.month
      where (c.institution_name, c.prescription_amount, c.fee_amount, c.extra_fee_amount, c.shares)
        is distinct from (e.name, e.pa, e.fa, e.ea, e.n)`);
  return rowsOf<{ what: string }>(result).map((r) => r.what);
}
