// The members' notifications (알림): the header's bell and the list of /notifications, both rendered on the server only
// (no hooks, never hydrated); opening an item is marked read by src/browser/notifications.ts.
export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export { NotificationList, type NotificationListProps } from './NotificationList';
