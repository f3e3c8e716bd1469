import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { NotificationKind } from '../../api/notification-enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';

// The members' notifications (알림), written by staff decisions in the decision's own transaction
// (src/server/notifications/notify.ts) and deleted after NOTIFICATION_RETENTION_DAYS by the hourly cleanup. A row names
// no staff member: the member reads every one as from 운영팀. Migration 0023_notifications.sql.

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of this site (`/…`), or null when the notification leads nowhere. */
    link: text('link'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Null while unread. */
    readAt: tz('read_at'),
  },
  (t) => [
    // The member's list, newest first (ties by id), one index range per page.
    index('notifications_member_newest_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    // The header's unread count: only the unread rows are in it.
    index('notifications_member_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    // The retention sweep.
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_kind_check', oneOf(t.kind, NotificationKind.values)),
    check('notifications_link_check', sql`${t.link} is null or (${t.link} like '/%' and ${t.link} not like '//%')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
