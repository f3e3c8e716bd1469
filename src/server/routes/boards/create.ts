import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { isContentEditor, type ExposureRange } from '../../../api/enums';
import { boardCreateFormSchema } from '../../../api/schema/boards';
import { checkWrite, editorsOnly } from '../../content/board-policy';
import { violatedUnique } from '../../accounts/unique';
import { insertFileRows, withStagedFiles } from '../../content/files';
import { getDb } from '../../db';
import { boardPosts, type BoardPostRow } from '../../db/schema';
import { ApiHttpError, badRequest, forbidden, notFound, type AppEnv } from '../../http';
import { validForm } from '../../validate';
import { hasAnswer } from './access';
import { acceptAttachments, attachEditorImages, editorImagesFor, richContent } from './input';

// `POST /v1/boards`: a post, or (editors) the answer to a post of a board that takes answers.

export const boardCreate = new Hono<AppEnv>();

const alreadyAnswered = () => new ApiHttpError(409, 'ALREADY_ANSWERED', '이미 답변이 등록된 문의입니다.');

boardCreate.post('/', validForm(boardCreateFormSchema), async (c) => {
  const member = c.get('member');
  const { request, files } = c.req.valid('form');
  const { boardType, parentId } = request;
  // The author is the session's member: a login id or nickname that is not theirs is refused, never used (1:1
  // inquiries send the login id as the nickname).
  const nickname = request.nickname;
  if ((request.userId && request.userId !== member.userId) || (nickname && nickname !== member.nickname && nickname !== member.userId)) {
    throw forbidden('본인 계정으로만 글을 쓸 수 있습니다. 다시 로그인해 주세요.', 'NOT_YOURSELF');
  }
  const editor = isContentEditor(member.role);
  const rules = checkWrite(member, boardType);
  const db = await getDb();
  let parent: BoardPostRow | null = null;
  if (parentId) {
    // Answers: only editors, only to a board that takes answers, one answer each.
    if (!rules.answers) throw badRequest('답변(parentId)은 1:1 문의에만 달 수 있습니다.');
    if (!editor) throw editorsOnly();
    [parent = null] = await db.select().from(boardPosts).where(eq(boardPosts.id, parentId));
    if (!parent || parent.deletedAt || parent.boardType !== boardType || parent.parentId !== null) throw notFound();
    if (await hasAnswer(db, parent.id)) throw alreadyAnswered();
  }

  const content = richContent(request.content);
  let isExposed = true;
  let exposureRange: ExposureRange = 'ALL';
  if (editor && rules.exposure) {
    // A notice starts as a draft (only editors see it) unless the request publishes it at once.
    isExposed = request.isExposed ?? !rules.notice;
    exposureRange = request.exposureRange ?? 'ALL';
  }
  const notice = rules.notice ? request.noticeProperties : null;
  if (rules.notice && !notice) throw badRequest('공지 분류(noticeType)를 선택해 주세요.');
  const accepted = await acceptAttachments(files);
  const editorImages = await editorImagesFor(db, member, request.editorFileIds ?? [], content);

  // The post, its attachments and its editor images in one transaction, the bytes written before it. The unique index
  // on a live answer's parent decides between concurrent answers: the others get 409.
  const id = await withStagedFiles(
    'ATTACHMENT',
    accepted,
    (staged) =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(boardPosts)
          .values({
            boardType,
            parentId: parent?.id ?? null,
            memberId: member.id,
            title: request.title,
            content,
            hiddenNickname: rules.hiddenNickname ? (request.hiddenNickname ?? false) : false,
            isExposed,
            exposureRange,
            noticeType: notice?.noticeType ?? null,
            drugCompany: notice?.drugCompany || null,
            fixedTop: notice?.fixedTop ?? false,
          })
          .returning({ id: boardPosts.id });
        const postId = (created as { id: number }).id;
        await insertFileRows(tx, staged, { kind: 'ATTACHMENT', boardPostId: postId, uploaderId: member.id });
        await attachEditorImages(tx, editorImages, postId);
        return postId;
      }),
    member.id,
  ).catch((err: unknown) => {
    throw violatedUnique(err) === 'board_posts_one_answer_key' ? alreadyAnswered() : err;
  });
  return c.text(String(id), 201);
});
