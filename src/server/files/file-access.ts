import { eq } from 'drizzle-orm';
import { readDecision } from '../content/viewer';
import type { Db } from '../db';
import { boardPosts, storedFiles, type Member, type StoredFile } from '../db/schema';

// Who may read a stored file that is not public (`GET /v1/files/{id}`): files of a post whoever may read that post
// (an inquiry's attachments only its author and editors); files in no post (CSO certificates, editor images not yet
// in a post) only their uploader, never editors (a certificate is an identity document); EDI files of prescription
// records only the member who owns the record. Public files (event and banner images) anyone.

/** The stored file's row, or undefined. */
export async function storedFileById(db: Db, id: number): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return file;
}

/** Whether the signed-in viewer may read this non-public file. */
export async function mayReadFile(db: Db, viewer: Member, file: StoredFile): Promise<boolean> {
  if (file.kind === 'EDI') {
    // EDI files (prescriptions of a client institution) are their owner's alone: not even editors read them here.
    return file.uploaderId === viewer.id;
  }
  if (file.boardPostId !== null) {
    const [post] = await db.select().from(boardPosts).where(eq(boardPosts.id, file.boardPostId));
    if (!post) return false;
    const [parent] = post.parentId ? await db.select().from(boardPosts).where(eq(boardPosts.id, post.parentId)) : [];
    return readDecision(viewer, post, parent ?? null) === 'ok';
  }
  return file.uploaderId === viewer.id;
}
