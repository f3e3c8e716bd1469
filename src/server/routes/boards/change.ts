import { Hono } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { BoardType, isContentEditor } from '../../../api/enums';
import { boardUpdateFormSchema } from '../../../api/schema/boards';
import { boardPolicy, mayChange } from '../../content/board-policy';
import { insertFileRows, removeStoredKeys, withStagedFiles } from '../../content/files';
import { getDb, type Db } from '../../db';
import { boardPosts, storedFiles, type BoardPostRow, type Member } from '../../db/schema';
import { ApiHttpError, badRequest, forbidden, type AppEnv } from '../../http';
import { validForm, validId } from '../../validate';
import { hasAnswer, readablePost } from './access';
import { acceptAttachments, attachEditorImages, editorImagesFor, imageIdsIn, richContent } from './input';

// `PUT /v1/boards/{id}` and `DELETE /v1/boards/{id}` (soft delete).

export const boardChange = new Hono<AppEnv>();

/** May the member change (edit or delete) this post? Throws 400 / 403 / 409 when not. */
async function checkCanChange(db: Db, member: Member, post: BoardPostRow, parent: BoardPostRow | null, verb: '수정' | '삭제') {
  const board = (parent ?? post).boardType;
  const rules = boardPolicy[board];
  if (!rules.own) throw badRequest(`${BoardType.label(board)}은(는) 이 API로 ${verb}할 수 없습니다.`);
  if (!mayChange(member, board, post.memberId, parent !== null)) throw forbidden(`본인이 작성한 글만 ${verb}할 수 있습니다.`);
  if (rules.answers && !parent && (await hasAnswer(db, post.id))) {
    throw new ApiHttpError(409, 'ANSWERED', `답변이 등록된 문의는 ${verb}할 수 없습니다.`);
  }
}

boardChange.put('/:id', validId, validForm(boardUpdateFormSchema), async (c) => {
  const member = c.get('member');
  const { updateRequest: request, newFiles } = c.req.valid('form');
  const db = await getDb();
  const { record, parent } = await readablePost(db, member, c.req.valid('param').id);
  const post = record.post;
  await checkCanChange(db, member, post, parent, '수정');
  const rules = boardPolicy[post.boardType];
  const keepIds = request.keepFileIds;
  const patch: Partial<typeof boardPosts.$inferInsert> = { updatedAt: new Date() };
  if (request.title != null) patch.title = request.title;
  if (request.content != null) patch.content = richContent(request.content);
  // Editing never un-hides a nickname: once hidden, the post stays anonymous (the old app un-hid it on every edit).
  if (request.hiddenNickname === true && rules.hiddenNickname) patch.hiddenNickname = true;
  if (isContentEditor(member.role) && rules.change === 'editors') {
    if (request.isExposed != null) patch.isExposed = request.isExposed;
    if (request.isBlind != null) patch.isBlind = request.isBlind;
    if (request.exposureRange != null) patch.exposureRange = request.exposureRange;
    const np = rules.notice ? request.noticeProperties : null;
    if (np?.noticeType) patch.noticeType = np.noticeType;
    if (np && np.drugCompany !== undefined) patch.drugCompany = np.drugCompany || null;
    if (np?.fixedTop != null) patch.fixedTop = np.fixedTop;
  }

  const current = await db.select().from(storedFiles).where(eq(storedFiles.boardPostId, post.id));
  // Files not kept are removed, except editor images the (new) content still shows: they belong to the post.
  const shown = new Set(imageIdsIn(patch.content ?? post.content));
  const dropped = current.filter((f) => !keepIds.includes(f.id) && !(f.kind === 'EDITOR' && shown.has(f.id)));
  const keptAttachments = current.filter((f) => keepIds.includes(f.id) && f.kind === 'ATTACHMENT').length;
  const accepted = await acceptAttachments(newFiles, keptAttachments);
  const editorImages = await editorImagesFor(
    db,
    member,
    request.editorFileIds ?? [],
    patch.content ?? post.content,
    current.map((f) => f.id),
  );

  // The change, the new attachments and the dropped files' rows in one transaction; dropped bytes go after it.
  await withStagedFiles(
    'ATTACHMENT',
    accepted,
    (staged) =>
      db.transaction(async (tx) => {
        await tx.update(boardPosts).set(patch).where(eq(boardPosts.id, post.id));
        await insertFileRows(tx, staged, { kind: 'ATTACHMENT', boardPostId: post.id, uploaderId: member.id });
        await attachEditorImages(tx, editorImages, post.id);
        if (dropped.length)
          await tx.delete(storedFiles).where(
            inArray(
              storedFiles.id,
              dropped.map((f) => f.id),
            ),
          );
      }),
    member.id,
  );
  await removeStoredKeys(dropped.map((f) => f.storageKey));
  return c.text(String(post.id), 200);
});

boardChange.delete('/:id', validId, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { record, parent } = await readablePost(db, member, c.req.valid('param').id);
  await checkCanChange(db, member, record.post, parent, '삭제');
  await db.update(boardPosts).set({ deletedAt: new Date() }).where(eq(boardPosts.id, record.post.id));
  return c.body(null, 204);
});
