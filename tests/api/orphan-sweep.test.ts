import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withStagedFiles } from '../../src/server/files/staged';
import { ORPHAN_GRACE_MS, orphanGraceFromEnv, removeOrphanedObjects } from '../../src/server/files/orphan-sweep';
import { getDb } from '../../src/server/runtime/database';
import { storedFiles } from '../../src/server/db/schema';
import { getStorage } from '../../src/server/files/storage';
import { newStorageKey } from '../../src/server/files/file-storage';
import { getAs, multipart, PDF, send } from './content-helpers';
import './helpers';

// Files and records, all or nothing: a failed write leaves no bytes behind, and bytes a crash left without a row are
// swept once older than the grace period, while every referenced file (seeded, posted) stays.

const keysInStorage = async () => {
  const keys = new Set<string>();
  for await (const object of getStorage().list()) keys.add(object.key);
  return keys;
};

describe('stored files without a record', () => {
  it('a write that fails after its bytes were stored removes them again', async () => {
    let staged: string[] = [];
    const failing = withStagedFiles(
      'ATTACHMENT',
      [{ name: '문서.pdf', extension: 'pdf', contentType: 'application/pdf', bytes: PDF }],
      (s) => {
        staged = s.keys;
        throw new Error('the transaction failed');
      },
    );
    await expect(failing).rejects.toThrow('the transaction failed');
    expect(staged).toHaveLength(1);
    expect(await getStorage().open(staged[0] as string)).toBeNull();
  });

  it('are swept after the grace period; files of records are kept', async () => {
    const db = await getDb();
    const created = await send(
      'demo_org',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '첨부 문의', content: '<p>질문</p>' }, 'files', [
        { name: '증빙.pdf', bytes: PDF },
      ]),
    );
    expect(created.status).toBe(201);
    const [attachment] = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.boardPostId, Number(created.text)));
    expect(attachment).toBeDefined();
    // What a crash between the bytes and the commit leaves behind.
    const orphan = newStorageKey('attachment', 'pdf');
    await getStorage().put(orphan, PDF);
    const before = await keysInStorage();

    const now = new Date();
    expect(await removeOrphanedObjects(db, now)).toBe(0);
    expect(await removeOrphanedObjects(db, new Date(now.getTime() + ORPHAN_GRACE_MS + 60_000))).toBe(1);
    const after = await keysInStorage();
    expect([...before].filter((k) => !after.has(k))).toEqual([orphan]);
    expect(after.has((attachment as { storageKey: string }).storageKey)).toBe(true);
    expect((await getAs('demo_org', `/v1/files/${(attachment as { id: number }).id}`)).status).toBe(200);
  });

  it('waits an hour unless ORPHAN_GRACE_SECONDS says otherwise', () => {
    expect(orphanGraceFromEnv({})).toBe(ORPHAN_GRACE_MS);
    expect(orphanGraceFromEnv({ ORPHAN_GRACE_SECONDS: '0' })).toBe(0);
    expect(orphanGraceFromEnv({ ORPHAN_GRACE_SECONDS: 'soon' })).toBe(ORPHAN_GRACE_MS);
  });
});
