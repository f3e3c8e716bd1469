import type * as v from 'valibot';
import type { reportCreateSchema } from '../../api/schema/community';
import type { Db } from '../db';
import { boardReports, type Member } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { communityComment, communityPost } from './targets';

// Reports: a member reports a post or a comment of a community board, once each (then 409). Nobody reports what they
// wrote themselves.

/** Files `member`'s report and answers its id. */
export async function createReport(db: Db, member: Member, report: v.InferOutput<typeof reportCreateSchema>): Promise<number> {
  const { postId, commentId, reportType, reportContent } = report;
  const authorId = commentId
    ? (await communityComment(db, member, commentId)).comment.memberId
    : (await communityPost(db, member, postId as number)).post.memberId;
  const what = commentId ? '댓글' : '게시글';
  if (authorId === member.id) throw badRequest(`본인이 작성한 ${what}은 신고할 수 없습니다.`);
  const [created] = await db
    .insert(boardReports)
    .values({
      reporterId: member.id,
      postId: commentId ? null : postId,
      commentId: commentId ?? null,
      reportType,
      reportContent: reportContent ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: boardReports.id });
  if (!created) throw new ApiHttpError(409, 'ALREADY_REPORTED', `이미 신고한 ${what}입니다.`);
  return created.id;
}
