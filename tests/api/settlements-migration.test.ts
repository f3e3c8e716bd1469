import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrations, rowsOf } from '../../src/server/db/migrate';
import { openOwnDb } from '../pg/file-database';

// The settlement migration keeps the product lines a database already holds: their fraction fee rates become basis
// points (rounded once), and their fees stay as they were.

describe('migration to basis points', () => {
  it('converts existing product lines', async () => {
    const h = await openOwnDb();
    try {
      // One transaction, hence one connection also on a PostgreSQL pool (the `set local` below holds for all of it).
      await h.db.transaction(async (tx) => {
        // Undo what openDb applied from the settlement migration on, then rebuild the line table as it was before it
        // (cascade: the keys of later tables on these go with them, e.g. the OCR's kept lines).
        const index = migrations.findIndex((m) => m.id === '0006_settlements');
        expect(index).toBeGreaterThan(0);
        await tx.execute(sql`drop table settlement_partners cascade`);
        await tx.execute(sql`drop table settlements cascade`);
        await tx.execute(sql`drop table prescription_partner_products cascade`);
        for (const m of migrations.slice(0, index)) {
          for (const s of m.statements.filter(
            (x) => /prescription_partner_products/.test(x) && !/^ALTER TABLE "prescription_partners"/.test(x),
          ))
            await tx.execute(sql.raw(s));
        }
        await tx.execute(sql`set local session_replication_role = replica`); // no parent rows needed for this check
        await tx.execute(sql`insert into prescription_partner_products
          (prescription_partner_id, product_id, quantity, unit_price, total_price, base_fee_rate, fee_amount)
          values (1, 1, 3, 1000, 3000, 0.07, 210), (1, 2, 1, 999, 999, 0.125, 124)`);
        for (const s of (migrations[index] as (typeof migrations)[number]).statements.filter((x) =>
          /prescription_partner_products/.test(x),
        ))
          await tx.execute(sql.raw(s));
        const rows = rowsOf<{ base_fee_bp: number; fee_amount: number; extra_fee_bp: number; extra_fee_amount: number }>(
          await tx.execute(
            sql`select base_fee_bp, fee_amount, extra_fee_bp, extra_fee_amount from prescription_partner_products order by id`,
          ),
        );
        expect(rows).toEqual([
          { base_fee_bp: 700, fee_amount: 210, extra_fee_bp: 0, extra_fee_amount: 0 },
          { base_fee_bp: 1250, fee_amount: 124, extra_fee_bp: 0, extra_fee_amount: 0 },
        ]);
      });
    } finally {
      await h.close();
    }
  }, 60_000);
});
