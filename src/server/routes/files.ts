import { Hono } from 'hono';
import { viewerOf } from '../content/viewer';
import { mayReadFile, storedFileById } from '../files/file-access';
import { getDb } from '../runtime/database';
import { notFound, unauthenticated, type AppEnv } from '../http';
import { fileQuerySchema } from '../../api/schema/files';
import { getStorage } from '../files/storage';
import { contentDisposition } from '../files/uploads';
import { validId, validQuery } from '../http/validate';

// `GET /v1/files/{id}`: the bytes of a stored file with its type and its NFC original name. Public files (event and
// banner images) anyone reads; any other only a signed-in member the file's rules allow (src/server/files/file-access.ts),
// and to anyone else it does not exist (404).

export const files = new Hono<AppEnv>();

const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|svg\+xml)|application\/pdf)$/;

files.get('/:id', validId, validQuery(fileQuerySchema), async (c) => {
  const { id } = c.req.valid('param');
  const db = await getDb();
  const file = await storedFileById(db, id);
  if (!file) throw notFound();

  if (!file.isPublic) {
    const viewer = await viewerOf(c);
    if (!viewer) throw unauthenticated();
    if (!(await mayReadFile(db, viewer, file))) throw notFound();
  }

  const body = await getStorage().open(file.storageKey);
  if (!body) throw notFound();
  const download = c.req.valid('query').download === '1' || !INLINE_TYPES.test(file.contentType);
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', file.originalName));
  // Files never run as pages of this site: an SVG or an HTML-ish file opened directly stays inert. PDFs are left to
  // the browser's own viewer, which a sandboxed document cannot host.
  if (file.contentType !== 'application/pdf') {
    c.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  }
  c.header('Cache-Control', file.isPublic ? 'public, max-age=31536000, immutable' : 'no-store');
  return c.body(body);
});
