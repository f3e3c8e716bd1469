import { Hono } from 'hono';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { termsDocuments, type TermsKind } from '../db/schema';
import { termsVersionSchema } from '../../api/schema/terms';
import { notFound, type AppEnv } from '../http';
import { validParams } from '../validate';

// Terms of use and privacy policy: each answers the document's HTML as text/html, public.
// "latest" is the newest version already in effect.

export const terms = new Hono<AppEnv>();

async function latest(kind: TermsKind) {
  const db = await getDb();
  const [doc] = await db
    .select({ html: termsDocuments.html })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), lte(termsDocuments.effectiveAt, sql`now()`)))
    .orderBy(desc(termsDocuments.effectiveAt), desc(termsDocuments.id))
    .limit(1);
  return doc?.html ?? null;
}

async function byVersion(kind: TermsKind, version: string) {
  const db = await getDb();
  const [doc] = await db
    .select({ html: termsDocuments.html })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), eq(termsDocuments.version, version)))
    .limit(1);
  return doc?.html ?? null;
}

const LATEST_CACHE = 'public, max-age=300';
const VERSION_CACHE = 'public, max-age=86400';

terms.get('/latest', async (c) => {
  const html = await latest('TERMS');
  if (html === null) throw notFound();
  c.header('Cache-Control', LATEST_CACHE);
  return c.html(html);
});

terms.get('/privacy/latest', async (c) => {
  const html = await latest('PRIVACY');
  if (html === null) throw notFound();
  c.header('Cache-Control', LATEST_CACHE);
  return c.html(html);
});

terms.get('/privacy/:version', validParams(termsVersionSchema), async (c) => {
  const html = await byVersion('PRIVACY', c.req.valid('param').version);
  if (html === null) throw notFound();
  c.header('Cache-Control', VERSION_CACHE);
  return c.html(html);
});

terms.get('/:version', validParams(termsVersionSchema), async (c) => {
  const html = await byVersion('TERMS', c.req.valid('param').version);
  if (html === null) throw notFound();
  c.header('Cache-Control', VERSION_CACHE);
  return c.html(html);
});
