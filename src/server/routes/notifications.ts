import { Hono } from 'hono';
import { notificationListQuerySchema } from '../../api/schema/notifications';
import { listNotifications, markAllRead, markRead, unreadCount } from '../notifications/inbox';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validId, validQuery } from '../http/validate';

// The member's notifications (알림): the list newest first, the bell's unread count, marking one or all read. Each
// member reaches only their own (someone else's id is 404).

export const notificationsRouter = new Hono<AppEnv>();

notificationsRouter.get('/', validQuery(notificationListQuerySchema), async (c) =>
  c.json(await listNotifications(await getDb(), c.get('member').id, c.req.valid('query'))),
);

notificationsRouter.get('/unread-count', async (c) => c.json(await unreadCount(await getDb(), c.get('member').id)));

notificationsRouter.post('/read-all', async (c) => c.json(await markAllRead(await getDb(), c.get('member').id)));

notificationsRouter.post('/:id/read', validId, async (c) =>
  c.json(await markRead(await getDb(), c.get('member').id, c.req.valid('param').id)),
);
