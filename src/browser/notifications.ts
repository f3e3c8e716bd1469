// 알림: opening an unread notification marks it read on the way. A plain click waits for the answer (at most
// READ_WAIT_MS) and then follows the link, so the page it leads to already counts it read; a click that opens another
// tab or window lets the link go at once and marks it meanwhile. Without JavaScript the link still leads there (the
// list's 읽음 and 모두 읽음 are forms).
import { notificationsApi } from '../api/notifications';
import { http } from '../lib/browser-api';

const notifications = notificationsApi(http);
const READ_WAIT_MS = 1_500;

document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[data-notification-id][data-unread]');
  if (!(link instanceof HTMLAnchorElement)) return;
  link.removeAttribute('data-unread');
  const read = notifications.markRead(Number(link.dataset.notificationId)).catch(() => undefined);
  const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !!link.target;
  if (event.defaultPrevented || event.button !== 0 || elsewhere) return;
  event.preventDefault();
  void Promise.race([read, new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS))]).then(() => location.assign(link.href));
});
