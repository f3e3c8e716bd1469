import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/server/db';
import { openDatabase } from '../../src/server/runtime/database';
import { backupEmbedded, restoreEmbedded } from '../../src/server/db/backup';
import { PID_FILE } from '../../src/server/db/data-dir-lock';

// Backup and restore of the embedded database: a round trip brings the first state back, database and uploads alike,
// and neither runs over a folder another live process uses.

const root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const dataDir = join(root, 'data');
const paths = { dataDir, uploadsDir: join(dataDir, 'uploads') };
const upload = join(paths.uploadsDir, 'edi', 'statement.txt');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function setNickname(nickname: string, seed = false) {
  const handle = await openDatabase({ dataDir, seed });
  try {
    await handle.db.update(schema.members).set({ nickname }).where(eq(schema.members.userId, 'demo_partner'));
  } finally {
    await handle.close();
  }
}

async function readNickname() {
  const handle = await openDatabase({ dataDir });
  try {
    const [row] = await handle.db
      .select({ nickname: schema.members.nickname })
      .from(schema.members)
      .where(eq(schema.members.userId, 'demo_partner'));
    return row?.nickname;
  } finally {
    await handle.close();
  }
}

describe('db:backup / db:restore (embedded database)', () => {
  it('restores the state of the backup: a row and an uploaded file', async () => {
    await setNickname('백업 전 별명', true);
    mkdirSync(join(paths.uploadsDir, 'edi'), { recursive: true });
    writeFileSync(upload, 'first');
    const backup = join(root, 'backup-1');
    backupEmbedded(paths, backup);
    expect(existsSync(join(backup, 'data', PID_FILE))).toBe(false);

    await setNickname('바뀐 별명');
    writeFileSync(upload, 'second');
    expect(await readNickname()).toBe('바뀐 별명');

    const aside = restoreEmbedded(paths, backup);
    expect(await readNickname()).toBe('백업 전 별명');
    expect(readFileSync(upload, 'utf8')).toBe('first');
    // What the restore replaced is kept, not deleted.
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(aside[0]!, 'uploads', 'edi', 'statement.txt'), 'utf8')).toBe('second');
  }, 180_000);

  it('refuses to back up or restore while another live process uses the folder', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(dataDir, PID_FILE), `${other.pid}\n`);
      expect(() => backupEmbedded(paths, join(root, 'backup-2'))).toThrow(/사용 중입니다/);
      expect(() => restoreEmbedded(paths, join(root, 'backup-1'))).toThrow(/사용 중입니다/);
      expect(existsSync(join(root, 'backup-2'))).toBe(false);
    } finally {
      other.kill();
      rmSync(join(dataDir, PID_FILE), { force: true });
    }
    // A file left by a process that is gone no longer blocks.
    writeFileSync(join(dataDir, PID_FILE), '999999999\n');
    expect(await readNickname()).toBe('백업 전 별명');
  }, 60_000);
});
