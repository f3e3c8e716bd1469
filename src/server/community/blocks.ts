import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { memberBlocks } from '../db/schema';

// Blocks: the blocker no longer sees the blocked member's posts and comments (lists, details, threads).

/** SQL: the author in `authorColumn` is not blocked by the viewer (a former member's content stays). */
export const notBlockedBy = (viewerId: number, authorColumn: AnyPgColumn): SQL =>
  sql`not exists (select 1 from member_blocks blk where blk.blocker_id = ${viewerId} and blk.blocked_id = ${authorColumn})`;

/** Ids of the members the viewer blocked. */
export async function blockedIds(db: Db, viewerId: number): Promise<Set<number>> {
  const rows = await db.select({ id: memberBlocks.blockedId }).from(memberBlocks).where(eq(memberBlocks.blockerId, viewerId));
  return new Set(rows.map((r) => r.id));
}

export async function isBlocked(db: Db, viewerId: number, authorId: number | null): Promise<boolean> {
  if (authorId === null) return false;
  const [row] = await db
    .select({ id: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, authorId)))
    .limit(1);
  return !!row;
}

/** Blocks or unblocks; answers the new state. */
export async function setBlock(db: Db, blockerId: number, blockedId: number, blocked: boolean): Promise<boolean> {
  if (blocked) await db.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  else await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  return blocked;
}
