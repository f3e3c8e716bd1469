import * as v from 'valibot';
import { ReportType } from '../enums';
import { bool, COMMENT_MAX, fields, hasControl, id, line, NAME_MAX, REPORT_CONTENT_MAX } from './common';

// Requests of the community: comments and replies, reports and blocks. The acting member is always the session's;
// the login id some paths carry must be the session's own.

/** `/{userId}` of `POST /v1/comments/{userId}`, `POST /v1/reports/{userId}` and `PUT /v1/blocks/{userId}`. */
export const actingUserParamSchema = fields({ userId: line('아이디(userId)', NAME_MAX) });

/** The text of a comment: plain text, one to COMMENT_MAX characters after trimming. */
export const commentContentSchema = v.pipe(
  v.string('댓글 내용을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('댓글 내용을 입력해 주세요.'),
  v.check((s) => !hasControl(s, true), '댓글에 쓸 수 없는 문자가 들어 있습니다.'),
  v.maxLength(COMMENT_MAX, `댓글은 ${COMMENT_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`),
);

/** `POST /v1/comments/{userId}`: a comment on a post, or a reply to a top-level comment (`parentId`). */
export const commentCreateSchema = fields({
  boardPostId: id('게시글 번호(boardPostId)'),
  parentId: v.nullish(id('댓글 번호(parentId)')),
  content: commentContentSchema,
});
export type CommentCreateRequest = v.InferInput<typeof commentCreateSchema>;

/** `PUT /v1/comments`. */
export const commentUpdateSchema = fields({ id: id('댓글 번호(id)'), content: commentContentSchema });
export type CommentUpdateRequest = v.InferInput<typeof commentUpdateSchema>;

/** Exactly one target: a post or a comment. */
const oneTarget = <T extends { postId?: number | null; commentId?: number | null }>(label: string) =>
  v.check<T, string>(
    (r) => (r.postId == null) !== (r.commentId == null),
    `${label} 게시글(postId)이나 댓글(commentId) 중 하나를 골라 주세요.`,
  );

/** `POST /v1/reports/{userId}`: a post or a comment, the report type and the reason shown in the dialog. */
export const reportCreateSchema = v.pipe(
  fields({
    postId: v.nullish(id('게시글 번호(postId)')),
    commentId: v.nullish(id('댓글 번호(commentId)')),
    reportType: v.picklist(ReportType.values, '신고 유형(reportType)을 선택해 주세요.'),
    reportContent: v.nullish(line('신고 사유(reportContent)', REPORT_CONTENT_MAX)),
  }),
  oneTarget('신고할'),
);
export type ReportCreateRequest = v.InferInput<typeof reportCreateSchema>;

/**
 * `PUT /v1/blocks/{userId}` (portal body): block, or with `blocked: false` unblock, the author of a post or a comment.
 * The target is named by what they wrote, so an anonymous author can be blocked without anyone learning who it is;
 * the block covers the identity that content shows (a nickname everywhere, a pseudonym in its post only), and
 * unblocking from the same content lifts that block.
 */
export const blockSchema = v.pipe(
  fields({
    postId: v.nullish(id('게시글 번호(postId)')),
    commentId: v.nullish(id('댓글 번호(commentId)')),
    blocked: v.nullish(bool('차단 여부(blocked)')),
  }),
  oneTarget('차단할 작성자의'),
);
export type BlockRequest = v.InferInput<typeof blockSchema>;
