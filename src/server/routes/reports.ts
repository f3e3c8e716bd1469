import { Hono } from 'hono';
import { actingUserParamSchema, reportCreateSchema } from '../../api/schema/community';
import { checkActingMember, communityComment, communityPost } from '../community/targets';
import { getDb } from '../db';
import { boardReports } from '../db/schema';
import { ApiHttpError, badRequest, type AppEnv } from '../http';
import { validJson, validParams } from '../validate';

// `POST /v1/reports/{userId}`: the session's member reports a post or a comment, once each (then 409). Nobody reports
// what they wrote themselves.

export const reports = new Hono<AppEnv>();

reports.post('/:userId', validParams(actingUserParamSchema), validJson(reportCreateSchema), async (c) => {
  const member = c.get('member');
  checkActingMember(member, c.req.valid('param').userId);
  const { postId, commentId, reportType, reportContent } = c.req.valid('json');
  const db = await getDb();
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
  return c.text(String(created.id), 201);
});
