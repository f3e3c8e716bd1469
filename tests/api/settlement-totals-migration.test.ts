import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { migrations, rowsOf } from '../../src/server/db/migrate';
import { openOwnDb } from '../pg/file-database';
import { totalsMismatches } from './settlements-helpers';

// The totals migration on a database that already holds records and lines (as every deployed one does): it sums
// them once, opens the settlement rows of COMPLETED records that have none, and from then on the triggers keep them.

const TOTALS = '0021_settlement_totals';

describe('the stored totals migration', () => {
  it('sums what a database holds and opens missing settlement rows', async () => {
    const h = await openOwnDb({ seed: true });
    try {
      await h.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const sums = sql`select id, prescription_amount, fee_amount, extra_fee_amount from settlements order by id`;
        const before = rowsOf(await tx.execute(sums));
        expect(before.length).toBeGreaterThan(0);

        // The database as it was before the migration: no triggers, no stored sums, and one COMPLETED record whose
        // settlement was never opened (the later running totals, which read the shares' sums, are left out too).
        const undo = [
          // The later months above the settlements read the columns dropped below.
          ...['inserted', 'updated'].map((op) => `drop trigger settlements_${op}_months on settlements`),
          ...['inserted', 'updated', 'deleted'].map((op) => `drop trigger shares_totalled_${op} on settlement_partners`),
          ...['inserted', 'updated', 'deleted'].map((op) => `drop trigger lines_${op} on prescription_partner_products`),
          ...['inserted', 'updated', 'deleted'].map((op) => `drop trigger records_${op} on prescription_partners`),
          'drop function record_totals_from_lines()',
          'drop function settlement_totals_from_records()',
          `alter table settlement_partners drop column member_id, drop column settlement_month,
            drop column prescription_amount, drop column fee_amount, drop column extra_fee_amount`,
          'alter table settlements drop column prescription_amount, drop column fee_amount, drop column extra_fee_amount',
          'alter table prescription_partners drop column fee_amount, drop column extra_fee_amount',
          'drop index prescription_partners_settlement_idx',
          'drop index settlement_partners_partner_idx',
        ];
        for (const statement of undo) await tx.execute(sql.raw(statement));
        const [unopened] = rowsOf<{ id: number }>(
          await tx.execute(sql`delete from settlement_partners where id = (
            select sp.id from settlement_partners sp join settlements s on s.id = sp.settlement_id
            where s.status is null order by sp.id limit 1) returning id`),
        );
        expect(unopened).toBeDefined();

        const migration = migrations.find((m) => m.id === TOTALS);
        for (const statement of migration?.statements ?? []) await tx.execute(sql.raw(statement));
        expect(rowsOf(await tx.execute(sums))).toEqual(before);
        expect(await totalsMismatches(db)).toEqual([]);

        // The triggers it created keep the totals from then on.
        await tx.execute(sql`update prescription_partner_products set quantity = quantity + 1, total_price = total_price + unit_price
          where id = (select min(id) from prescription_partner_products)`);
        expect(await totalsMismatches(db)).toEqual([]);
      });
    } finally {
      await h.close();
    }
  }, 60_000);
});
