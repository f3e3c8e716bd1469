import { eq } from 'drizzle-orm';
import { readablePost } from '../content/board-access';
import { checkCommunity } from '../content/board-policy';
import type { PostRecord } from '../content/posts';
import { isEditor } from '../content/viewer';
import type { Db } from '../db';
import { boardComments, type BoardCommentRow, type Member } from '../db/schema';
import { forbidden, notFound } from '../http';

// What a community action points at: a post of a community board the member may read (the anonymous board: 403 for
// other members), or a comment on one. Someone else's deleted or blinded comment is 404, as if it did not exist.

export async function communityPost(db: Db, member: Member, postId: number): Promise<PostRecord> {
  const { record, parent } = await readablePost(db, member, postId);
  if (parent) throw notFound();
  checkCommunity(record.post.boardType);
  return record;
}

export async function communityComment(db: Db, member: Member, commentId: number): Promise<{ comment: BoardCommentRow; post: PostRecord }> {
  const [comment] = await db.select().from(boardComments).where(eq(boardComments.id, commentId));
  if (!comment || comment.deletedAt) throw notFound();
  const post = await communityPost(db, member, comment.postId);
  if (comment.isBlind && !isEditor(member) && comment.memberId !== member.id) throw notFound();
  return { comment, post };
}

/** Paths that carry a login id (`/v1/comments/{userId}`, …) act for the session's member only. */
export function checkActingMember(member: Member, userId: string) {
  if (userId !== member.userId) throw forbidden('본인 계정으로만 이용할 수 있습니다. 다시 로그인해 주세요.', 'NOT_YOURSELF');
}
