import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditFilters } from '../../src/api/schema/staff';
import { getDb } from '../../src/server/runtime/database';
import { auditConditions, auditPageQuery, listAudit } from '../../src/server/staff/audit-trail';
import './helpers';

// The audit trail's pages at 200,000 rows: each filter of the 감사 로그 screen is read through its index of
// staff_audit (the time, one staff account by time, one target by time), never a scan of the table, and answers in
// well under a second (the times are printed). On PGlite in the unit project and on PostgreSQL with test:pg.

const ROWS = 200_000;
const plan = async (where: SQL | undefined, offset = 0) => {
  const db = await getDb();
  const query = auditPageQuery(db, where, { size: 50, offset });
  const rows = (await db.execute(sql`explain ${query.getSQL()}`)) as unknown as
    { rows?: Record<string, string>[] } | Record<string, string>[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.map((r) => Object.values(r)[0]).join('\n');
};

beforeAll(async () => {
  const db = await getDb();
  await db.execute(sql`
    insert into staff_audit (staff_id, staff_user_id, at, action, target_kind, target_id, changes, reason)
    select 1000 + (g % 40), 'bench_staff_' || (g % 40), now() - (g || ' seconds')::interval * 150,
           (array['SIGN_IN','FIELD_REVEALED','MEMBER_SUSPENDED','CONTRACT_APPROVED','EXPORTED'])[1 + g % 5],
           (array['STAFF','MEMBER','PARTNER_CONTRACT'])[1 + g % 3], 'bench_target_' || (g % 5000), '{}'::jsonb, null
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`analyze staff_audit`);
}, 240_000);

describe(`the audit trail at ${ROWS.toLocaleString('en-US')} rows`, () => {
  const cases: [string, AuditFilters, RegExp][] = [
    ['newest first', {}, /staff_audit_at_idx/],
    ['a period', { from: '2026-01-01', to: '2026-03-31' }, /staff_audit_at_idx/],
    ['one target', { targetKind: 'MEMBER', targetId: 'bench_target_1234' }, /staff_audit_target_idx/],
    ['one kind of target', { targetKind: 'PARTNER_CONTRACT' }, /staff_audit_(at|target)_idx/],
    ['an action', { action: 'EXPORTED' }, /staff_audit_at_idx/],
  ];
  for (const [name, filters, index] of cases) {
    it(`reads ${name} through its index`, async () => {
      const db = await getDb();
      const where = await auditConditions(db, filters);
      const text = await plan(where ?? undefined);
      expect(text, text).toMatch(index);
      expect(text, text).not.toMatch(/Seq Scan on staff_audit/);
      const started = performance.now();
      const page = await listAudit(db, { ...filters, size: 50 });
      const ms = performance.now() - started;
      console.log(`audit ${name}: ${page.totalElements} rows, first page in ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(2_000);
    });
  }

  it('reads one staff account through staff_audit_staff_at_idx', async () => {
    const db = await getDb();
    // A staff account of the bench (its rows carry a staff id with no members row): the filter as the domain builds it.
    const text = await plan(sql`${sql.raw('"staff_audit"."staff_id"')} = ${1007}`);
    expect(text, text).toMatch(/staff_audit_staff_at_idx/);
    expect(text, text).not.toMatch(/Seq Scan on staff_audit/);
    const started = performance.now();
    const rows = await auditPageQuery(db, sql`"staff_audit"."staff_id" = ${1007}`, { size: 50, offset: 0 });
    console.log(`audit one staff account: first page in ${(performance.now() - started).toFixed(0)} ms`);
    expect(rows).toHaveLength(50);
  });
});
