import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

// Where uploaded bytes live. One small interface so that S3-compatible object storage can replace the local folder
// in production (several instances): put, open, remove by key. Keys are generated here, never from file names.

export interface FileStorage {
  /** Stores the bytes under `key` (overwrites). */
  put(key: string, bytes: Uint8Array): Promise<void>;
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

const KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]{1,8})?$/;

/** A new storage key: `<kind>/<yyyy>/<mm>/<uuid>.<ext>`. */
export function newStorageKey(kind: string, extension: string, now = new Date()): string {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind.toLowerCase()}/${now.getUTCFullYear()}/${month}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

/** Files in a folder (default `${DATA_DIR}/uploads`). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error('invalid storage key');
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error('invalid storage key');
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
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
      if (!key.startsWith(prefix) || !KEY.test(key)) continue;
      const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
      if (info) yield { key, size: info.size, modifiedAt: info.mtime };
    }
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

/** The storage of this process (created on first use). */
export function getStorage(): FileStorage {
  storage ??= new LocalFileStorage(uploadsDirFromEnv());
  return storage;
}

/** Replaces the storage (tests, or an object-storage implementation at start-up). */
export function setStorage(next: FileStorage | null): void {
  storage = next;
}
