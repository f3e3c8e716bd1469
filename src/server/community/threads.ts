import { asc, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_AUTHOR, FORMER_MEMBER_LABEL, isContractMember } from '../../api/enums';
import type { Comment } from '../../api/types';
import { boardPolicy } from '../content/board-policy';
import { isEditor } from '../content/viewer';
import type { Db } from '../db';
import { boardComments, members, type BoardPostRow, type Member } from '../db/schema';
import { toWireDateTime } from '../http';
import { commentScope, type Blocks } from './blocks';
import { isPseudonymous, pseudonymsOf } from './pseudonyms';

// The comments of a post as a viewer sees them: top-level comments with their replies, oldest first; deleted ones
// gone (a deleted comment takes its replies with it), blinded ones gone for all but editors, and those whose identity
// the viewer blocked gone (the same way). Names: on a board with anonymous threads every commenter is a pseudonym of
// the post; on a post with a hidden nickname its author's comments read 글쓴이. A comment's login id and real name go
// to its own author only (editors included: the community never ties a login id to a nickname), and a pseudonym
// carries a constant contract status, so nothing but the pseudonym tells its authors apart.

const commentSelection = (viewerId: number) => ({
  comment: boardComments,
  authorUserId: members.userId,
  authorName: members.name,
  authorNickname: members.nickname,
  authorType: members.partnerContractStatus,
  likedByMe: sql<boolean>`exists (select 1 from board_comment_likes cl where cl.comment_id = ${boardComments.id} and cl.member_id = ${viewerId})`,
  reportedByMe: sql<boolean>`exists (select 1 from board_reports r where r.comment_id = ${boardComments.id} and r.reporter_id = ${viewerId})`,
});

type CommentRecord = {
  comment: typeof boardComments.$inferSelect;
  authorUserId: string | null;
  authorName: string | null;
  authorNickname: string | null;
  authorType: Member['partnerContractStatus'] | null;
  likedByMe: boolean;
  reportedByMe: boolean;
};

/** A pseudonymous comment's contract status for everyone but its author: the same for every author. */
const PSEUDONYM_CONTRACT_STATUS = 'NON_CONTRACT' as const;

export async function threadOf(db: Db, viewer: Member, post: BoardPostRow, blocks: Blocks): Promise<Comment[]> {
  const rows = (await db
    .select(commentSelection(viewer.id))
    .from(boardComments)
    .leftJoin(members, eq(members.id, boardComments.memberId))
    .where(eq(boardComments.postId, post.id))
    .orderBy(asc(boardComments.createdAt), asc(boardComments.id))) as CommentRecord[];
  const names =
    boardPolicy[post.boardType].anonymousThreads || post.hiddenNickname
      ? pseudonymsOf(
          post.memberId,
          rows.map((r) => r.comment.memberId),
        )
      : null;
  const editor = isEditor(viewer);
  const shown = (r: CommentRecord) =>
    !r.comment.deletedAt && (editor || !r.comment.isBlind) && !blocks.hides(r.comment.memberId, commentScope(post, r.comment.memberId));

  const wire = (r: CommentRecord): Comment => {
    const c = r.comment;
    const mine = c.memberId !== null && c.memberId === viewer.id;
    const byPostAuthor = c.memberId !== null && c.memberId === post.memberId;
    const pseudonymous = names !== null && isPseudonymous(post, c.memberId);
    let nickname = r.authorNickname ?? FORMER_MEMBER_LABEL;
    if (c.memberId === null) nickname = FORMER_MEMBER_LABEL;
    else if (pseudonymous && names) nickname = names.get(c.memberId) ?? ANONYMOUS_AUTHOR;
    const contractStatus = isContractMember(r.authorType) ? 'CONTRACT' : 'NON_CONTRACT';
    return {
      id: c.id,
      parentId: c.parentId,
      content: c.content,
      nickname,
      name: mine ? (r.authorName ?? '') : '',
      userId: mine ? (r.authorUserId ?? '') : '',
      contractStatus: pseudonymous && !mine ? PSEUDONYM_CONTRACT_STATUS : contractStatus,
      createdAt: toWireDateTime(c.createdAt),
      modifiedAt: toWireDateTime(c.updatedAt),
      likesCount: c.likesCount,
      likedByMe: r.likedByMe,
      reportedByMe: r.reportedByMe,
      isBlind: c.isBlind,
      visible: true,
      replies: [],
      isMine: mine,
      byPostAuthor,
      pseudonymous,
    };
  };

  const top: Comment[] = [];
  const byId = new Map<number, Comment>();
  for (const r of rows) {
    if (r.comment.parentId !== null || !shown(r)) continue;
    const c = wire(r);
    byId.set(c.id, c);
    top.push(c);
  }
  for (const r of rows) {
    if (r.comment.parentId === null || !shown(r)) continue;
    byId.get(r.comment.parentId)?.replies?.push(wire(r));
  }
  return top;
}
