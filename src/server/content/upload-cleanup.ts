import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { storedFiles } from '../db/schema';
import { describeError } from '../http';
import { logger } from '../log/logger';
import { deleteFiles } from './files';
import { sweepUnclaimedDocuments } from '../partner-contracts/documents';

// Editor images are uploaded before their post exists (POST /v1/boards/uploads) and bound to it when the post is
// saved. An upload no post took within a day is an abandoned draft's: its row and bytes are removed. The server runs
// this at start and every hour; `now` is injectable for tests.

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
 * Runs the cleanup now and then every hour, with the sweep of partner-contract documents no application claimed (the
 * timer does not keep the process alive); answers a stop function.
 */
export function scheduleUploadCleanup(db: Db, clock: () => Date = () => new Date()): () => void {
  const run = () =>
    void Promise.all([removeStaleUploads(db, clock()), sweepUnclaimedDocuments(db, clock())]).catch((err: unknown) =>
      logger.error({ error: describeError(err) }, 'upload cleanup failed'),
    );
  run();
  const timer = setInterval(run, UPLOAD_CLEANUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
