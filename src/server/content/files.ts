import { inArray } from 'drizzle-orm';
import type { FileKind } from '../../api/enums';
import type { Db } from '../db';
import { storedFiles, type StoredFile } from '../db/schema';
import { bodySize, getStorage, newStorageKey } from '../storage';
import type { AcceptedFile } from '../uploads';

// Files and their bytes together: bytes first (so a row never points at nothing), rows second; on a failed insert
// the bytes are removed again.

export interface StoreOptions {
  kind: FileKind;
  boardPostId?: number | null;
  uploaderId?: number | null;
  isPublic?: boolean;
}

export async function storeFiles(db: Db, files: AcceptedFile[], options: StoreOptions): Promise<StoredFile[]> {
  if (!files.length) return [];
  const storage = getStorage();
  const keys = files.map((f) => newStorageKey(options.kind, f.extension));
  await Promise.all(files.map((f, i) => storage.put(keys[i] as string, f.bytes, { contentType: f.contentType, name: f.name })));
  try {
    return await db
      .insert(storedFiles)
      .values(
        files.map((f, i) => ({
          storageKey: keys[i] as string,
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
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k).catch(() => undefined)));
    throw err;
  }
}

/** Deletes file rows and then their bytes. */
export async function deleteFiles(db: Db, files: StoredFile[]): Promise<void> {
  if (!files.length) return;
  await db.delete(storedFiles).where(
    inArray(
      storedFiles.id,
      files.map((f) => f.id),
    ),
  );
  const storage = getStorage();
  await Promise.all(files.map((f) => storage.remove(f.storageKey).catch(() => undefined)));
}
