import { Hono } from 'hono';
import { termsVersionSchema } from '../../api/schema/terms';
import { latestTerms, termsVersion } from '../content/terms';
import { getDb } from '../runtime/database';
import { notFound, type AppEnv } from '../http';
import { validParams } from '../http/validate';

// Terms of use and privacy policy: each answers the document's HTML as text/html, public.
// "latest" is the newest version already in effect.

export const terms = new Hono<AppEnv>();

const LATEST_CACHE = 'public, max-age=300';
const VERSION_CACHE = 'public, max-age=86400';

terms.get('/latest', async (c) => {
  const html = await latestTerms(await getDb(), 'TERMS');
  if (html === null) throw notFound();
  c.header('Cache-Control', LATEST_CACHE);
  return c.html(html);
});

terms.get('/privacy/latest', async (c) => {
  const html = await latestTerms(await getDb(), 'PRIVACY');
  if (html === null) throw notFound();
  c.header('Cache-Control', LATEST_CACHE);
  return c.html(html);
});

terms.get('/privacy/:version', validParams(termsVersionSchema), async (c) => {
  const html = await termsVersion(await getDb(), 'PRIVACY', c.req.valid('param').version);
  if (html === null) throw notFound();
  c.header('Cache-Control', VERSION_CACHE);
  return c.html(html);
});

terms.get('/:version', validParams(termsVersionSchema), async (c) => {
  const html = await termsVersion(await getDb(), 'TERMS', c.req.valid('param').version);
  if (html === null) throw notFound();
  c.header('Cache-Control', VERSION_CACHE);
  return c.html(html);
});
