import { inArray } from 'drizzle-orm';
import type { Attachment } from '../../api/types';
import type { Db } from '../db';
import { storedFiles, type Member, type StoredFile } from '../db/schema';
import { storeFiles, type Tx } from '../files/staged';
import { withinUploadQuota } from '../files/upload-quota';
import type { AcceptedFile } from '../files/uploads';
import { badRequest } from '../http';
import { toAttachment } from './posts';
import { isEditor } from './viewer';

// Images of the rich-text editor: uploaded alone before the post exists, kept unattached until a post binds them.
// Uploads no post binds are removed after a day (src/server/files/upload-cleanup.ts).

/** Stores one editor image, unattached, within the member's daily upload quota (src/server/files/upload-quota.ts). */
export async function storeEditorImage(db: Db, memberId: number, accepted: AcceptedFile): Promise<Attachment> {
  const [stored] = await withinUploadQuota(db, memberId, [accepted], async () =>
    storeFiles(db, [accepted], { kind: 'EDITOR', uploaderId: memberId }),
  );
  return toAttachment(stored as StoredFile);
}

/** Editor images the member uploaded and that are not in any post yet. */
export async function ownEditorImages(db: Db, member: Member, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const usable = rows.filter((f) => f.kind === 'EDITOR' && f.boardPostId === null && (f.uploaderId === member.id || isEditor(member)));
  if (usable.length !== ids.length) throw badRequest('본문 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.');
  return usable;
}

/** Ids of this server's files that the HTML shows as images (`<img src="/v1/files/{id}">`). */
export function imageIdsIn(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<img\b[^>]*\bsrc="\/v1\/files\/(\d{1,10})(?:[?#][^"]*)?"/g)) {
    const id = Number(m[1]);
    if (id > 0 && id <= 2_147_483_647) ids.add(id);
  }
  return [...ids];
}

/**
 * The editor images a post binds: those the request names (each must be the member's own unattached upload) and
 * the member's unattached uploads its content shows, whether the request named them or not. `bound` are already
 * the post's.
 */
export async function editorImagesFor(db: Db, member: Member, requested: number[], html: string, bound: number[] = []) {
  const named = await ownEditorImages(
    db,
    member,
    requested.filter((id) => !bound.includes(id)),
  );
  const shown = imageIdsIn(html).filter((id) => !bound.includes(id) && !requested.includes(id));
  if (!shown.length) return named;
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, shown));
  return [...named, ...rows.filter((f) => f.kind === 'EDITOR' && f.boardPostId === null && f.uploaderId === member.id)];
}

/** Puts uploaded editor images into a post. */
export async function attachEditorImages(db: Tx, images: StoredFile[], postId: number) {
  if (!images.length) return;
  await db
    .update(storedFiles)
    .set({ boardPostId: postId })
    .where(
      inArray(
        storedFiles.id,
        images.map((f) => f.id),
      ),
    );
}
