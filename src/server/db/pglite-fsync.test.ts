import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteStartParams } from './index';
import { pgliteFsyncFromEnv, syncNodefsToDisk } from './pglite-fsync';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('PGLITE_FSYNC', () => {
  it('is off unless set to 1', () => {
    expect(pgliteFsyncFromEnv({})).toBe(false);
    expect(pgliteFsyncFromEnv({ PGLITE_FSYNC: '1' })).toBe(true);
    expect(pgliteStartParams(PGlite.defaultStartParams)).toContain('-F');
    expect(pgliteStartParams(PGlite.defaultStartParams, true)).not.toContain('-F');
  });

  it('syncs the WAL to the disk at every commit', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-fsync-'));
    dirs.push(dir);
    const client = await PGlite.create(join(dir, 'data'), { startParams: pgliteStartParams(PGlite.defaultStartParams, true) });
    try {
      syncNodefsToDisk(client);
      const ops = (client as unknown as { Module: { NODEFS: { stream_ops: { fsync: (s: unknown) => number } } } }).Module.NODEFS.stream_ops;
      const real = ops.fsync;
      let syncs = 0;
      ops.fsync = (stream) => {
        syncs++;
        return real(stream);
      };
      expect((await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
      expect((await client.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0]?.synchronous_commit).toBe('on');
      await client.exec('create table t (id int primary key)');
      const before = syncs;
      for (let i = 0; i < 5; i++) await client.query('insert into t values ($1)', [i]);
      expect(syncs - before).toBeGreaterThanOrEqual(5);
    } finally {
      await client.close();
    }
  });
});
