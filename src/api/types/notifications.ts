import type { NotificationKind } from '../notification-enums';

// Response shapes of the members' notifications (알림). Timestamps are UTC, `yyyy-MM-ddTHH:mm:ss` like the contract's.

/** One notification as its member reads it; every one is from 운영팀 (NOTIFICATION_SENDER). */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of this site, or null when it leads nowhere. */
  link: string | null;
  createdAt: string;
  /** Null while unread. */
  readAt: string | null;
}

/** `GET /v1/notifications/unread-count`. */
export interface NotificationUnreadCount {
  count: number;
}

/** `POST /v1/notifications/read-all`: how many were unread until then. */
export interface NotificationsMarked {
  marked: number;
}
