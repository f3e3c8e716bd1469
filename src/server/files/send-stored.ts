import type { Context } from 'hono';
import { notFound } from '../http';
import { contentDisposition } from '../http/content-disposition';
import { getStorage } from './storage';

// Streams stored bytes as a file answer: its type and length, shown in the browser (PDF, images) or downloaded
// (anything else), under its NFC original name. What is not a PDF never runs as a page of this site (sandboxed).

const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp)|application\/pdf)$/;

export interface StoredBytes {
  storageKey: string;
  contentType: string;
  size: number;
  originalName: string;
}

/** Answers the bytes of `file` (404 when there is no file or its bytes are gone). */
export async function sendStoredFile(c: Context, file: StoredBytes | null | undefined): Promise<Response> {
  if (!file) throw notFound();
  const body = await getStorage().open(file.storageKey);
  if (!body) throw notFound();
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', contentDisposition(INLINE_TYPES.test(file.contentType) ? 'inline' : 'attachment', file.originalName));
  if (file.contentType !== 'application/pdf') c.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; sandbox");
  return c.body(body);
}
