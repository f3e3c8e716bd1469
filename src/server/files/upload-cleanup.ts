import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { storedFiles } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../runtime/logger';
import { deleteFiles } from './staged';
import { sweepUnclaimedDocuments } from '../partner-contracts/documents';
import { sweepExpiredRecords } from '../compliance/retention';
import { sweepOldNotifications } from '../notifications/retention';
import { seoulDay } from '../../lib/compliance-rules';
import { ORPHAN_GRACE_MS, orphanGraceFromEnv, removeOrphanedObjects } from './orphan-sweep';

// Editor images are uploaded before their post exists (POST /v1/boards/uploads) and bound to it when the post is
// saved. An upload no post took within a day is an abandoned draft's: its row and bytes are removed. Stored bytes no
// row references (a write that died before its commit) are removed after a grace period (orphan-sweep.ts). The server
// runs this at start and every hour; `now` is injectable for tests.

export const UNBOUND_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Removes editor uploads older than a day that no post uses; answers how many. */
export async function removeStaleUploads(db: Db, now: Date = new Date()): Promise<number> {
  const stale = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.kind, 'EDITOR'),
        isNull(storedFiles.boardPostId),
        lt(storedFiles.createdAt, new Date(now.getTime() - UNBOUND_UPLOAD_TTL_MS)),
      ),
    );
  await deleteFiles(db, stale);
  return stale.length;
}

/**
 * One round: stale editor uploads, unclaimed contract documents, withdrawn members' records whose legal retention is
 * over, notifications past theirs (notifications/retention.ts), then stored bytes no row references.
 */
export async function cleanUploads(db: Db, now: Date, orphanGraceMs: number = ORPHAN_GRACE_MS) {
  const [stale, unclaimed, expired, notifications] = await Promise.all([
    removeStaleUploads(db, now),
    sweepUnclaimedDocuments(db, now),
    sweepExpiredRecords(db, seoulDay(now)),
    sweepOldNotifications(db, now),
  ]);
  const orphaned = await removeOrphanedObjects(db, now, orphanGraceMs);
  return { stale, unclaimed, expired, notifications, orphaned };
}

/**
 * Runs the cleanup now and then every hour (the timer does not keep the process alive); answers a stop function.
 * Each round logs what it removed.
 */
export function scheduleUploadCleanup(db: Db, clock: () => Date = () => new Date()): () => void {
  const grace = orphanGraceFromEnv();
  const run = () =>
    void cleanUploads(db, clock(), grace).then(
      ({ stale, unclaimed, expired, notifications, orphaned }) =>
        logger.info(
          { stale, unclaimed, expired, notifications, orphaned },
          'upload cleanup: stale editor uploads, unclaimed documents, records and notifications past retention and orphaned files removed',
        ),
      (err: unknown) => logger.error({ error: describeError(err) }, 'upload cleanup failed'),
    );
  run();
  const timer = setInterval(run, UPLOAD_CLEANUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
