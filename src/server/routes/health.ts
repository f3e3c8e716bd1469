import { Hono } from 'hono';
import { ping } from '../db';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';

/** `GET /v1/health`: opens the database on first call (the start script warms up with it). */
export const health = new Hono<AppEnv>();

health.get('/', async (c) => {
  await ping(await getDb());
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' as const });
});
