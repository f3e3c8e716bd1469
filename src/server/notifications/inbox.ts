import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationsMarked, NotificationUnreadCount, Page } from '../../api/types';
import { NOTIFICATIONS_PER_SCREEN } from '../../api/schema/notifications';
import type { Db } from '../db';
import { notifications, type NotificationRow } from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';

// A member's notifications: the list newest first, the unread count of the header's bell, and marking read. Every
// query names the member, so another member's notification is not found (404), never shown or changed.

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: toWireDateTime(row.createdAt),
  readAt: toWireDateTime(row.readAt),
});

const mine = (memberId: number) => eq(notifications.memberId, memberId);

/** One page of the member's notifications, newest first (a range of notifications_member_newest_idx). */
export async function listNotifications(db: Db, memberId: number, q: { page?: number; size?: number }): Promise<Page<NotificationItem>> {
  const paging = pagingOf(q, NOTIFICATIONS_PER_SCREEN);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(memberId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.size)
      .offset(paging.offset),
    db.select({ n: count() }).from(notifications).where(mine(memberId)),
  ]);
  return pageOf(rows.map(toItem), total?.n ?? 0, paging);
}

/** How many are unread: one count over the partial index of unread rows. */
export async function unreadCount(db: Db, memberId: number): Promise<NotificationUnreadCount> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(memberId), isNull(notifications.readAt)));
  return { count: row?.n ?? 0 };
}

/** Marks one of the member's notifications read (a second time keeps the first time); someone else's is 404. */
export async function markRead(db: Db, memberId: number, id: number): Promise<NotificationItem> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(memberId)))
    .returning();
  if (!row) throw notFound('알림을 찾을 수 없습니다.');
  return toItem(row);
}

/** Marks every unread notification of the member read; answers how many were unread. */
export async function markAllRead(db: Db, memberId: number): Promise<NotificationsMarked> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(memberId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}
