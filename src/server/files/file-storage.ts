import { randomUUID } from 'node:crypto';

// Where uploaded bytes live. One small interface so that S3-compatible object storage (storage-s3.ts) can replace the
// local folder in production (several instances): put, open, remove, list by key. Keys are generated here, never from
// file names. Bodies stream through: a put reads its body chunk by chunk, an open answers a stream; neither side holds
// a whole file.

/** What a put stores: bytes in memory, a Blob (an uploaded File), or a stream of unknown length. */
export type StorageBody = Uint8Array | Blob | ReadableStream<Uint8Array>;

/** Kept with the object where the storage can (object metadata): its type and NFC original name. */
export interface StorageInfo {
  contentType?: string;
  name?: string;
}

export interface FileStorage {
  /** Stores the body under `key` (overwrites), streaming it. */
  put(key: string, body: StorageBody, info?: StorageInfo): Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  open(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the bytes (no error when already gone). */
  remove(key: string): Promise<void>;
  /** Every stored key under `prefix` (all when empty), with its size and last change, for sweeps and copies. */
  list(prefix?: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** What a key may look like: `<kind>/<yyyy>/<mm>/<uuid>.<ext>` and nothing that could leave the storage's root. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]{1,8})?$/;

/** Throws unless `key` is one newStorageKey could have made (no `..`, no leading slash, no odd characters). */
export function checkStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error('invalid storage key');
  return key;
}

/** A put's body as a web stream. */
export function bodyStream(body: StorageBody): ReadableStream<Uint8Array> {
  if (body instanceof Blob) return body.stream();
  if (!(body instanceof Uint8Array)) return body;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
}

/** The size of a body in memory or a Blob. */
export const bodySize = (body: Uint8Array | Blob): number => (body instanceof Blob ? body.size : body.byteLength);

/** A new storage key: `<kind>/<yyyy>/<mm>/<uuid>.<ext>`. */
export function newStorageKey(kind: string, extension: string, now = new Date()): string {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind.toLowerCase()}/${now.getUTCFullYear()}/${month}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}
