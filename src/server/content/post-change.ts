import { eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import { BoardType, isContentEditor } from '../../api/enums';
import type { boardPostUpdateSchema } from '../../api/schema/boards';
import type { Db } from '../db';
import { boardPosts, storedFiles, type BoardPostRow, type Member, type StoredFile } from '../db/schema';
import { insertFileRows, removeStoredKeys, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { ApiHttpError, badRequest, forbidden } from '../http';
import { hasAnswer, readablePost } from './board-access';
import { boardPolicy, mayChange } from './board-policy';
import { attachEditorImages, imageIdsIn } from './editor-images';

// Editing and (soft) deleting a post. The route sanitizes the content and accepts the new files between these steps,
// so each refusal keeps its place in the order of checks.

export type PostUpdateRequest = v.InferOutput<typeof boardPostUpdateSchema>;
type PostPatch = Partial<typeof boardPosts.$inferInsert>;
type Verb = '수정' | '삭제';

/** May the member change (edit or delete) this post? Throws 400 / 403 / 409 when not. */
async function checkCanChange(db: Db, member: Member, post: BoardPostRow, parent: BoardPostRow | null, verb: Verb) {
  const board = (parent ?? post).boardType;
  const rules = boardPolicy[board];
  if (!rules.own) throw badRequest(`${BoardType.label(board)}은(는) 이 API로 ${verb}할 수 없습니다.`);
  if (!mayChange(member, board, post.memberId, parent !== null)) throw forbidden(`본인이 작성한 글만 ${verb}할 수 있습니다.`);
  if (rules.answers && !parent && (await hasAnswer(db, post.id))) {
    throw new ApiHttpError(409, 'ANSWERED', `답변이 등록된 문의는 ${verb}할 수 없습니다.`);
  }
}

/** A post the member may read and change, or 404 / 403 / 400 / 409. */
export async function changeablePost(db: Db, member: Member, id: number, verb: Verb): Promise<BoardPostRow> {
  const { record, parent } = await readablePost(db, member, id);
  await checkCanChange(db, member, record.post, parent, verb);
  return record.post;
}

/** The columns an edit changes; `content` is the request's content sanitized (undefined when it sends none). */
export function postPatch(member: Member, post: BoardPostRow, request: PostUpdateRequest, content: string | undefined): PostPatch {
  const rules = boardPolicy[post.boardType];
  const patch: PostPatch = { updatedAt: new Date() };
  if (request.title != null) patch.title = request.title;
  if (content !== undefined) patch.content = content;
  // Editing never un-hides a nickname: once hidden, the post stays anonymous (the old app un-hid it on every edit).
  if (request.hiddenNickname === true && rules.hiddenNickname) patch.hiddenNickname = true;
  if (isContentEditor(member) && rules.change === 'editors') {
    if (request.isExposed != null) patch.isExposed = request.isExposed;
    if (request.isBlind != null) patch.isBlind = request.isBlind;
    if (request.exposureRange != null) patch.exposureRange = request.exposureRange;
    const np = rules.notice ? request.noticeProperties : null;
    if (np?.noticeType) patch.noticeType = np.noticeType;
    if (np && np.drugCompany !== undefined) patch.drugCompany = np.drugCompany || null;
    if (np?.fixedTop != null) patch.fixedTop = np.fixedTop;
  }
  return patch;
}

/** What an edit does to the post's files: `bound` are its ids now, `dropped` go, `keptAttachments` count toward the limit. */
export async function filesAfterEdit(db: Db, postId: number, keepIds: number[], html: string) {
  const current = await db.select().from(storedFiles).where(eq(storedFiles.boardPostId, postId));
  // Files not kept are removed, except editor images the (new) content still shows: they belong to the post.
  const shown = new Set(imageIdsIn(html));
  const dropped = current.filter((f) => !keepIds.includes(f.id) && !(f.kind === 'EDITOR' && shown.has(f.id)));
  const keptAttachments = current.filter((f) => keepIds.includes(f.id) && f.kind === 'ATTACHMENT').length;
  return { bound: current.map((f) => f.id), dropped, keptAttachments };
}

/**
 * Applies an edit: the change, the new attachments, the editor images and the dropped files' rows in one transaction;
 * the dropped files' bytes go after it.
 */
export async function updatePost(
  db: Db,
  memberId: number,
  postId: number,
  patch: PostPatch,
  files: { accepted: AcceptedFile[]; editorImages: StoredFile[]; dropped: StoredFile[] },
): Promise<void> {
  const { accepted, editorImages, dropped } = files;
  await withStagedFiles(
    'ATTACHMENT',
    accepted,
    (staged) =>
      db.transaction(async (tx) => {
        await tx.update(boardPosts).set(patch).where(eq(boardPosts.id, postId));
        await insertFileRows(tx, staged, { kind: 'ATTACHMENT', boardPostId: postId, uploaderId: memberId });
        await attachEditorImages(tx, editorImages, postId);
        if (dropped.length)
          await tx.delete(storedFiles).where(
            inArray(
              storedFiles.id,
              dropped.map((f) => f.id),
            ),
          );
      }),
    { db, memberId },
  );
  await removeStoredKeys(dropped.map((f) => f.storageKey));
}

/** Soft-deletes a post the member may change. */
export async function deletePost(db: Db, member: Member, id: number): Promise<void> {
  const post = await changeablePost(db, member, id, '삭제');
  await db.update(boardPosts).set({ deletedAt: new Date() }).where(eq(boardPosts.id, post.id));
}
