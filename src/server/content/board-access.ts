import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { BoardType, ExposureRange } from '../../api/enums';
import { postNotBlockedBy } from '../community/blocks';
import type { Db } from '../db';
import { boardPosts, type BoardPostRow, type Member } from '../db/schema';
import { notFound } from '../http';
import { boardPolicy, csoOnly } from './board-policy';
import { findPost, type PostRecord } from './posts';
import { exposedTo, isEditor, readDecision } from './viewer';

// What a viewer may see of the boards, as SQL conditions and as a decision on one post (routes and the community
// actions both ask here).

/** Conditions that select the top-level posts of a board the viewer may see. */
export function visibleTo(viewer: Member, boardType: BoardType, ranges: ExposureRange[] | null): SQL[] {
  const rules = boardPolicy[boardType];
  const conds: SQL[] = [eq(boardPosts.boardType, boardType), isNull(boardPosts.deletedAt), isNull(boardPosts.parentId)];
  if (rules.read === 'author' && !isEditor(viewer)) conds.push(eq(boardPosts.memberId, viewer.id));
  if (rules.community) conds.push(postNotBlockedBy(viewer.id));
  return rules.exposure ? [...conds, ...exposedTo(viewer, ranges)] : conds;
}

/** A post the viewer may read (with its parent for child posts), or 404 / 403. */
export async function readablePost(db: Db, viewer: Member, id: number): Promise<{ record: PostRecord; parent: BoardPostRow | null }> {
  const record = await findPost(db, viewer, id);
  if (!record) throw notFound();
  const parent = record.post.parentId
    ? ((await db.select().from(boardPosts).where(eq(boardPosts.id, record.post.parentId)))[0] ?? null)
    : null;
  const decision = readDecision(viewer, record.post, parent);
  if (decision === 'cso-only') throw csoOnly();
  if (decision === 'not-found') throw notFound();
  return { record, parent };
}

/** Has this post an answer (a child post that is not deleted)? */
export const hasAnswer = async (db: Db, postId: number) =>
  (
    await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(and(eq(boardPosts.parentId, postId), isNull(boardPosts.deletedAt)))
      .limit(1)
  ).length > 0;
