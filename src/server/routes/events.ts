import { Hono } from 'hono';
import { eventListQuerySchema } from '../../api/schema/events';
import { eventDetail, listEvents } from '../content/events';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validId, validQuery } from '../http/validate';

// Events: the list and an event's details as the viewer may see them.

export const events = new Hono<AppEnv>();

events.get('/', validQuery(eventListQuerySchema), async (c) => {
  return c.json(await listEvents(await getDb(), c.get('member'), c.req.valid('query')));
});

events.get('/:id', validId, async (c) => {
  return c.json(await eventDetail(await getDb(), c.get('member'), c.req.valid('param').id));
});
