import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { partnerContractFiles, storedFiles } from '../db/schema';
import { getStorage, LocalFileStorage } from './storage';
import { type FileStorage } from './file-storage';

// Stored bytes no row references are the leftovers of a write that died between writing its files and committing its
// record (a crash, a kill, a lost connection): every file row is inserted in the transaction of its record, after
// its bytes. An object older than the grace period that neither `stored_files` nor `partner_contract_files` names is
// removed, and so are the temporary files of a local put that died; the grace period leaves the writes in flight
// alone (they commit within seconds).

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/** The grace period of the sweep: ORPHAN_GRACE_SECONDS when set (a crash test sweeps at once), else an hour. */
export function orphanGraceFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.ORPHAN_GRACE_SECONDS);
  return env.ORPHAN_GRACE_SECONDS && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : ORPHAN_GRACE_MS;
}

/** The keys of `keys` that some file row references. */
async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [files, documents] = await Promise.all([
    db.select({ key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.storageKey, keys)),
    db.select({ key: partnerContractFiles.storageKey }).from(partnerContractFiles).where(inArray(partnerContractFiles.storageKey, keys)),
  ]);
  return new Set([...files, ...documents].map((r) => r.key));
}

/** Removes stored objects older than the grace period that no row references; answers how many. */
export async function removeOrphanedObjects(
  db: Db,
  now: Date = new Date(),
  graceMs: number = ORPHAN_GRACE_MS,
  storage: FileStorage = getStorage(),
): Promise<number> {
  const before = now.getTime() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await referencedKeys(db, batch);
    const orphans = batch.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => storage.remove(key).catch(() => undefined)));
    removed += orphans.length;
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length) await sweep();
  if (storage instanceof LocalFileStorage) removed += await storage.removeAbandonedParts(new Date(before));
  return removed;
}
