import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { buildApiDocument } from '../openapi/document';

// `GET /v1/openapi.json`: the API document, public (it says no more than the routes themselves answer), built on the
// first request from the routes the app knows by then (all of them) and kept for the life of the process.

const CACHE = 'public, max-age=300';

/** The router of the document of the app whose routes `routes` answers (read on the first request). */
export function openApiRouter(routes: () => Parameters<typeof buildApiDocument>[0]) {
  let built: { body: string; etag: string } | undefined;
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    if (!built) {
      const body = JSON.stringify(buildApiDocument(routes()));
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
      const etag = `"${Buffer.from(digest).toString('base64url').slice(0, 27)}"`;
      built = { body, etag };
    }
    c.header('Cache-Control', CACHE);
    c.header('ETag', built.etag);
    if (c.req.header('if-none-match') === built.etag) return c.body(null, 304);
    return c.body(built.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return router;
}
