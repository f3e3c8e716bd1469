import { inArray } from 'drizzle-orm';
import type { FileKind } from '../../api/enums';
import type { Db } from '../db';
import { storedFiles, type StoredFile } from '../db/schema';
import { getStorage } from './storage';
import { bodySize, newStorageKey } from './file-storage';
import { withinUploadQuota } from './upload-quota';
import type { AcceptedFile } from './uploads';

// Files and their records, all or nothing: the bytes are written first, then ONE transaction inserts the record and
// its file rows together; when that transaction fails the bytes are removed again. A crash between the two leaves
// only bytes no row references, which the sweep removes after a grace period (upload-cleanup.ts); a row never points
// at bytes that were not written.

export interface StoreOptions {
  kind: FileKind;
  boardPostId?: number | null;
  uploaderId?: number | null;
  isPublic?: boolean;
}

/** Bytes already in storage, waiting for the transaction that inserts their rows. */
export interface StagedFiles<F extends AcceptedFile = AcceptedFile> {
  files: F[];
  keys: string[];
}

/** Any transaction of the database (or the database itself, for a single statement). */
export type Tx = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/** Removes stored bytes by key (failures are left to the sweep). */
export async function removeStoredKeys(keys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
}

/**
 * Writes the files' bytes under new keys of `kind`, then runs `write` (one transaction inserting the record and, with
 * insertFileRows, its file rows); when `write` fails, the bytes are removed again and the error is rethrown. With an
 * `uploader` the files are first taken from that member's daily upload quota (src/server/files/upload-quota.ts: 429, and
 * nothing is written, past it); without one (a sign-up's certificate, the seed) they are not counted.
 */
export async function withStagedFiles<T, F extends AcceptedFile = AcceptedFile>(
  kind: string,
  files: F[],
  write: (staged: StagedFiles<F>) => Promise<T>,
  uploader?: { db: Db; memberId: number },
): Promise<T> {
  if (uploader) return withinUploadQuota(uploader.db, uploader.memberId, files, () => withStagedFiles(kind, files, write));
  const storage = getStorage();
  const keys = files.map((f) => newStorageKey(kind, f.extension));
  try {
    for (let i = 0; i < files.length; i += 8) {
      await Promise.all(
        files.slice(i, i + 8).map((f, j) => storage.put(keys[i + j] as string, f.bytes, { contentType: f.contentType, name: f.name })),
      );
    }
    return await write({ files, keys });
  } catch (err) {
    await removeStoredKeys(keys);
    throw err;
  }
}

/** The file rows of staged bytes (inside the transaction of their record). */
export async function insertFileRows(tx: Tx, staged: StagedFiles, options: StoreOptions): Promise<StoredFile[]> {
  if (!staged.files.length) return [];
  return tx
    .insert(storedFiles)
    .values(
      staged.files.map((f, i) => ({
        storageKey: staged.keys[i] as string,
        originalName: f.name,
        contentType: f.contentType,
        size: bodySize(f.bytes),
        kind: options.kind,
        boardPostId: options.boardPostId ?? null,
        uploaderId: options.uploaderId ?? null,
        isPublic: options.isPublic ?? false,
      })),
    )
    .returning();
}

/** Stores files that need no other record (bytes, then their rows in one statement). */
export async function storeFiles(db: Db, files: AcceptedFile[], options: StoreOptions): Promise<StoredFile[]> {
  if (!files.length) return [];
  return withStagedFiles(options.kind, files, (staged) => insertFileRows(db, staged, options));
}

/**
 * Deletes file rows (inside the transaction of the record they belong to); their bytes are removed after it commits,
 * with removeStoredKeys, so a failed transaction never leaves a row without its bytes.
 */
export async function deleteFileRows(tx: Tx, files: readonly StoredFile[]): Promise<void> {
  if (!files.length) return;
  await tx.delete(storedFiles).where(
    inArray(
      storedFiles.id,
      files.map((f) => f.id),
    ),
  );
}

/** Deletes file rows and then their bytes. */
export async function deleteFiles(db: Db, files: StoredFile[]): Promise<void> {
  if (!files.length) return;
  await deleteFileRows(db, files);
  await removeStoredKeys(files.map((f) => f.storageKey));
}
