import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { readDecision, viewerOf } from '../content/viewer';
import { getDb } from '../db';
import { boardPosts, storedFiles } from '../db/schema';
import { notFound, unauthenticated, type AppEnv } from '../http';
import { fileQuerySchema } from '../../api/schema/files';
import { getStorage } from '../storage';
import { contentDisposition } from '../uploads';
import { validId, validQuery } from '../validate';

// `GET /v1/files/{id}`: the bytes of a stored file with its type and its NFC original name. Who may read it:
// public files (event and banner images) anyone; files of a post whoever may read that post (an inquiry's
// attachments only its author and editors); files in no post (CSO certificates, editor images not yet in a post) only
// their uploader, never editors (a certificate is an identity document); EDI files of performance records only the
// member who owns the record.

export const files = new Hono<AppEnv>();

const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|svg\+xml)|application\/pdf)$/;

files.get('/:id', validId, validQuery(fileQuerySchema), async (c) => {
  const { id } = c.req.valid('param');
  const db = await getDb();
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!file) throw notFound();

  if (!file.isPublic) {
    const viewer = await viewerOf(c);
    if (!viewer) throw unauthenticated();
    if (file.kind === 'EDI') {
      // EDI files (prescriptions of a client institution) are their owner's alone: not even editors read them here.
      if (file.uploaderId !== viewer.id) throw notFound();
    } else if (file.boardPostId !== null) {
      const [post] = await db.select().from(boardPosts).where(eq(boardPosts.id, file.boardPostId));
      if (!post) throw notFound();
      const [parent] = post.parentId ? await db.select().from(boardPosts).where(eq(boardPosts.id, post.parentId)) : [];
      if (readDecision(viewer, post, parent ?? null) !== 'ok') throw notFound();
    } else if (file.uploaderId !== viewer.id) {
      throw notFound();
    }
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
