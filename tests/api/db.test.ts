import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MemberDetails } from '../../src/api/types';
import type { DbHandle } from '../../src/server/db';
import { dbOptionsFromEnv, getDbHandle, openDatabase } from '../../src/server/runtime/database';
import { migrate, migrations, rowsOf } from '../../src/server/db/migrate';
import { demoAccounts, seedDemoData, seededCounts } from '../../src/server/seed';
import { onPostgres } from '../pg/file-database';
import { call, login } from './helpers';

const expected: Record<string, { partnerContractStatus: string; role: string }> = {
  demo_partner: { partnerContractStatus: 'INDIVIDUAL', role: 'USER' },
  demo_org: { partnerContractStatus: 'ORGANIZATION', role: 'USER' },
  demo_cso: { partnerContractStatus: 'CSO', role: 'USER' },
  demo_member: { partnerContractStatus: 'NONE', role: 'USER' },
  demo_editor: { partnerContractStatus: 'NONE', role: 'ADMIN' },
  demo_applicant: { partnerContractStatus: 'NONE', role: 'USER' },
  demo_pending: { partnerContractStatus: 'NONE', role: 'USER' },
  demo_rejected: { partnerContractStatus: 'NONE', role: 'USER' },
  demo_cso_applicant: { partnerContractStatus: 'NONE', role: 'USER' },
  demo_admin: { partnerContractStatus: 'NONE', role: 'SUPER_ADMIN' },
  demo_ops_members: { partnerContractStatus: 'NONE', role: 'ADMIN' },
  demo_ops_edi: { partnerContractStatus: 'NONE', role: 'ADMIN' },
  demo_ops_settlement: { partnerContractStatus: 'NONE', role: 'ADMIN' },
  demo_ops_settlement2: { partnerContractStatus: 'NONE', role: 'ADMIN' },
  demo_ops_cs: { partnerContractStatus: 'NONE', role: 'ADMIN' },
};
/** The accounts of the seed's own profiles (the contract-state members come from partner-contracts.ts). */
const SEEDED_MEMBERS = 11;

describe('demo accounts', () => {
  it('lists the demo accounts with the password demo1234!', () => {
    expect(demoAccounts.map((a) => a.userId)).toEqual(Object.keys(expected));
    for (const a of demoAccounts) {
      expect(a.password).toBe('demo1234!');
      expect(a.label).toMatch(/[가-힣]/);
    }
  });

  it.each(Object.entries(expected))('%s signs in and has its member type and role', async (userId, want) => {
    const { res, cookie } = await login(userId);
    expect(res.status).toBe(200);
    const me = (await (await call('/v1/auth/me', { cookie })).json()) as MemberDetails;
    expect(me).toMatchObject({ userId, ...want, accountStatus: 'ACTIVATED' });
    expect(me.name).toMatch(/^[가-힣]{2,4}$/);
    expect(me.phoneNumber).toMatch(/^010-\d{4}-\d{4}$/);
    expect(me.email).toMatch(/@example\.(com|kr)$/);
    if (userId === 'demo_partner' || userId === 'demo_org') expect(me.contractStatus).toBe('APPROVED');
    if (userId === 'demo_partner') expect(me.contractDate).not.toBeNull();
    if (userId === 'demo_cso') {
      expect(me.csoCertUrl).toBeTruthy();
      expect(me.contractStatus).toBeNull();
    }
  });
});

describe('migrations and seed', () => {
  const handles: DbHandle[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const h of handles) await h.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('applies the committed migrations once and seeds idempotently', async () => {
    const h = await getDbHandle(); // the shared database of this file, opened with seed (api-pg: a copy of the template)
    if (onPostgres()) expect(h).toMatchObject({ kind: 'postgres', location: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
    else expect(h).toMatchObject({ kind: 'pglite', location: 'memory://' });
    expect(migrations.length).toBeGreaterThan(0);
    const applied = rowsOf<{ id: string }>(await h.db.execute(sql`select id from "__migrations" order by id`)).map((r) => r.id);
    expect(applied).toEqual(migrations.map((m) => m.id));
    expect(await migrate(h.db)).toEqual([]);

    const counts = await seededCounts(h.db);
    expect(counts).toEqual({ members: SEEDED_MEMBERS, terms: 3 });
    expect(await seedDemoData(h.db)).toEqual({ members: 0, terms: 0 });
    expect(await seededCounts(h.db)).toEqual(counts);
  });

  // PGlite's data folder (the `unit` project covers it; on PostgreSQL there is no folder).
  it.skipIf(onPostgres())(
    'creates a missing data folder (recursively) and keeps the data across reopen',
    async () => {
      const base = mkdtempSync(join(tmpdir(), 'portal-db-'));
      dirs.push(base);
      const dataDir = join(base, 'nested', 'data');
      const first = await openDatabase({ dataDir, seed: true });
      await first.close();
      const again = await openDatabase({ dataDir, seed: false });
      handles.push(again);
      expect(await seededCounts(again.db)).toEqual({ members: SEEDED_MEMBERS, terms: 3 });
      expect(await migrate(again.db)).toEqual([]);
    },
    60_000,
  ); // two on-disk opens and a full demo seed (≈ 15 s on the shared 2-core machine)

  it('reads its settings from the environment; under Vitest never ./.data', () => {
    expect(dbOptionsFromEnv({ VITEST: 'true', DEMO_MODE: '1' })).toEqual({ databaseUrl: undefined, dataDir: 'memory://', seed: true });
    // Demo data only in demo mode, on either database; never by default.
    expect(dbOptionsFromEnv({})).toMatchObject({ dataDir: './.data', seed: false });
    expect(dbOptionsFromEnv({ DEMO_MODE: '1' })).toMatchObject({ seed: true });
    expect(dbOptionsFromEnv({ DATABASE_URL: 'postgres://u:p@db/portal' })).toMatchObject({
      databaseUrl: 'postgres://u:p@db/portal',
      seed: false,
    });
    expect(dbOptionsFromEnv({ DATABASE_URL: 'postgres://u:p@db/portal', DEMO_MODE: '1' })).toMatchObject({ seed: true });
  });
});
