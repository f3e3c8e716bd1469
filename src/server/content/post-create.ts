import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { isContentEditor, type ExposureRange } from '../../api/enums';
import type { boardPostCreateSchema } from '../../api/schema/boards';
import { violatedUnique } from '../accounts/unique';
import type { Db } from '../db';
import { boardPosts, type BoardPostRow, type Member, type StoredFile } from '../db/schema';
import { insertFileRows, withStagedFiles } from '../files/staged';
import type { AcceptedFile } from '../files/uploads';
import { ApiHttpError, badRequest, forbidden, notFound } from '../http';
import { hasAnswer } from './board-access';
import { editorsOnly, type BoardRules } from './board-policy';
import { attachEditorImages } from './editor-images';

// Writing a post, or (editors) the answer to a post of a board that takes answers. The route sanitizes the content
// and accepts the files between these steps, so each refusal keeps its place in the order of checks.

export type PostCreateRequest = v.InferOutput<typeof boardPostCreateSchema>;
type NewPost = typeof boardPosts.$inferInsert;

const alreadyAnswered = () => new ApiHttpError(409, 'ALREADY_ANSWERED', '이미 답변이 등록된 문의입니다.');

/**
 * The author is the session's member: a login id or nickname that is not theirs is refused, never used (1:1
 * inquiries send the login id as the nickname).
 */
export function checkAuthor(member: Member, request: Pick<PostCreateRequest, 'userId' | 'nickname'>) {
  const nickname = request.nickname;
  if ((request.userId && request.userId !== member.userId) || (nickname && nickname !== member.nickname && nickname !== member.userId)) {
    throw forbidden('본인 계정으로만 글을 쓸 수 있습니다. 다시 로그인해 주세요.', 'NOT_YOURSELF');
  }
}

/** The post an answer answers (null when the request is no answer): only editors, only on a board that takes answers, one answer each. */
export async function answerTarget(
  db: Db,
  member: Member,
  rules: BoardRules,
  request: Pick<PostCreateRequest, 'boardType' | 'parentId'>,
): Promise<BoardPostRow | null> {
  const { boardType, parentId } = request;
  if (!parentId) return null;
  if (!rules.answers) throw badRequest('답변(parentId)은 1:1 문의에만 달 수 있습니다.');
  if (!isContentEditor(member)) throw editorsOnly();
  const [parent = null] = await db.select().from(boardPosts).where(eq(boardPosts.id, parentId));
  if (!parent || parent.deletedAt || parent.boardType !== boardType || parent.parentId !== null) throw notFound();
  if (await hasAnswer(db, parent.id)) throw alreadyAnswered();
  return parent;
}

/** The row of a new post with its sanitized `content`, as the board's rules shape it; 400 for a notice without a category. */
export function newPost(
  member: Member,
  rules: BoardRules,
  request: PostCreateRequest,
  parent: BoardPostRow | null,
  content: string,
): NewPost {
  let isExposed = true;
  let exposureRange: ExposureRange = 'ALL';
  if (isContentEditor(member) && rules.exposure) {
    // A notice starts as a draft (only editors see it) unless the request publishes it at once.
    isExposed = request.isExposed ?? !rules.notice;
    exposureRange = request.exposureRange ?? 'ALL';
  }
  const notice = rules.notice ? request.noticeProperties : null;
  if (rules.notice && !notice) throw badRequest('공지 분류(noticeType)를 선택해 주세요.');
  return {
    boardType: request.boardType,
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
  };
}

/**
 * Stores the post, its attachments and its editor images in one transaction, the bytes written before it; answers the
 * new post's id. The unique index on a live answer's parent decides between concurrent answers: the others get 409.
 */
export async function insertPost(
  db: Db,
  memberId: number,
  post: NewPost,
  accepted: AcceptedFile[],
  editorImages: StoredFile[],
): Promise<number> {
  return withStagedFiles(
    'ATTACHMENT',
    accepted,
    (staged) =>
      db.transaction(async (tx) => {
        const [created] = await tx.insert(boardPosts).values(post).returning({ id: boardPosts.id });
        const postId = (created as { id: number }).id;
        await insertFileRows(tx, staged, { kind: 'ATTACHMENT', boardPostId: postId, uploaderId: memberId });
        await attachEditorImages(tx, editorImages, postId);
        return postId;
      }),
    { db, memberId },
  ).catch((err: unknown) => {
    throw violatedUnique(err) === 'board_posts_one_answer_key' ? alreadyAnswered() : err;
  });
}
