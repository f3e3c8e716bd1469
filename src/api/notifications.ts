import { query, type Http } from './client';
import type { NotificationListQuery } from './schema/notifications';
import type { NotificationItem, NotificationsMarked, NotificationUnreadCount, Page } from './types';

/** The member's notifications (알림). */
export const notificationsApi = (http: Http) => ({
  list: (q: NotificationListQuery = {}) => http<Page<NotificationItem>>('/v1/notifications', { query: query({ ...q }) }),
  unreadCount: () => http<NotificationUnreadCount>('/v1/notifications/unread-count'),
  markRead: (id: number) => http<NotificationItem>(`/v1/notifications/${id}/read`, { method: 'POST' }),
  markAllRead: () => http<NotificationsMarked>('/v1/notifications/read-all', { method: 'POST' }),
});
