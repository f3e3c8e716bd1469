import { Hono } from 'hono';
import { bannerListQuerySchema } from '../../api/schema/banners';
import { listBanners } from '../content/banners';
import { viewerOf } from '../content/viewer';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validQuery } from '../http/validate';

// Banners, public: what a visitor sees depends on who they are (content/banners.ts); the answer is private to them.

export const banners = new Hono<AppEnv>();

banners.get('/', validQuery(bannerListQuerySchema), async (c) => {
  const viewer = await viewerOf(c);
  const page = await listBanners(await getDb(), viewer, c.req.valid('query'));
  c.header('Cache-Control', 'private, max-age=60');
  return c.json(page);
});
