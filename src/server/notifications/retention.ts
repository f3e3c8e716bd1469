import { lt } from 'drizzle-orm';
import type { Db } from '../db';
import { notifications } from '../db/schema';

// A notification is news: after NOTIFICATION_RETENTION_DAYS it has said what it had to, read or not, and the hourly
// cleanup (files/upload-cleanup.ts, started by runtime/database.ts) deletes it, so no member's list grows without end.

export const NOTIFICATION_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the notifications created more than NOTIFICATION_RETENTION_DAYS before `now`; answers how many. */
export async function sweepOldNotifications(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
  const gone = await db.delete(notifications).where(lt(notifications.createdAt, before)).returning({ id: notifications.id });
  return gone.length;
}
