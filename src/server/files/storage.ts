import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { bodyStream, checkStorageKey, STORAGE_KEY, type FileStorage, type StorageBody, type StoredObject } from './file-storage';
import { s3ConfigFromEnv } from './storage-config';

// The local folder side of the file storage (file-storage.ts has the interface and the key rules); storage-s3.ts is
// the bucket side, loaded only when a bucket is configured.

const PART_SUFFIX = '.part-';
const PART = /\.part-[0-9a-f-]{36}$/;

/** Files in a folder (default `${DATA_DIR}/uploads`). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, checkStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error('invalid storage key');
    return path;
  }

  /** Writes a temporary file beside the target and renames it: a reader never sees half a file. */
  async put(key: string, body: StorageBody): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}${PART_SUFFIX}${randomUUID()}`;
    try {
      await pipeline(Readable.fromWeb(bodyStream(body) as NodeWebStream<Uint8Array>), createWriteStream(partial));
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async open(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const path = this.pathOf(key);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!key.startsWith(prefix) || !STORAGE_KEY.test(key)) continue;
      const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
      if (info) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }

  /** Removes temporary files of puts that died (a killed process) last changed before `before`; answers how many. */
  async removeAbandonedParts(before: Date): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !PART.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/**
 * The uploads folder from the environment: UPLOADS_DIR, else `${DATA_DIR}/uploads`; with an in-memory database
 * (tests) a fresh temporary folder, removed when the process exits.
 */
export function uploadsDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.UPLOADS_DIR) return env.UPLOADS_DIR;
  const dataDir = env.DATA_DIR || (env.VITEST ? 'memory://' : './.data');
  if (dataDir.startsWith('memory://')) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  return join(dataDir, 'uploads');
}

let storage: FileStorage | null = null;

/**
 * The storage of this process. The local folder is created on first use; with UPLOADS_S3_BUCKET set, start-up must
 * have run configureStorage() first (a silent fallback to a local folder would lose files across instances).
 */
export function getStorage(): FileStorage {
  if (!storage && s3ConfigFromEnv()) throw new Error('object storage is configured but not started (configureStorage)');
  storage ??= new LocalFileStorage(uploadsDirFromEnv());
  return storage;
}

/**
 * Chooses the storage at start-up: S3-compatible object storage when UPLOADS_S3_BUCKET is set, else the local
 * folder. The AWS SDK is imported only here, dynamically, so it stays out of every other module's graph (and never
 * near a browser bundle). Keeps a storage a test already set.
 */
export async function configureStorage(env: NodeJS.ProcessEnv = process.env): Promise<FileStorage> {
  if (storage) return storage;
  const config = s3ConfigFromEnv(env);
  if (!config) return getStorage();
  const { S3FileStorage } = await import('./storage-s3');
  storage ??= new S3FileStorage(config);
  return storage;
}

/** Replaces the storage (tests, or an object-storage implementation at start-up). */
export function setStorage(next: FileStorage | null): void {
  storage = next;
}
