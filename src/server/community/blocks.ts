import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { boardPosts, memberBlocks, type BoardPostRow } from '../db/schema';
import { isPseudonymous } from './pseudonyms';

// Blocks hide the identity they were made from, and only it, so what disappears tells the blocker nothing new:
// - made from content under the author's nickname: no scope; hides the member's posts and comments that show the
//   nickname, everywhere. Never their hidden-nickname posts or pseudonymous comments: their disappearance would tie
//   those to the name.
// - made from anonymous content (a hidden-nickname post, a pseudonymous comment): scoped to that thread; hides that
//   pseudonym there (글쓴이: the hidden post and its author's comments in it; 익명N: that commenter's comments) and
//   nothing anywhere else, since another thread's pseudonym of the same member is another identity.
// The scope of a piece of content is its thread's post id when it is anonymous, null when it shows the nickname.

type Post = Pick<BoardPostRow, 'id' | 'boardType' | 'hiddenNickname' | 'memberId'>;

/** The block scope of a post: itself when its nickname is hidden, none when it shows it. */
export const postScope = (post: Pick<BoardPostRow, 'id' | 'hiddenNickname'>): number | null => (post.hiddenNickname ? post.id : null);

/** The block scope of a comment by `authorId` on `post`: the post when the comment shows a pseudonym, none otherwise. */
export const commentScope = (post: Post, authorId: number | null): number | null => (isPseudonymous(post, authorId) ? post.id : null);

/** SQL over `board_posts`: the viewer has no block that hides this post (as `postScope` and `Blocks.hides` decide). */
export const postNotBlockedBy = (viewerId: number): SQL => sql`not exists (
    select 1 from member_blocks blk
    where blk.blocker_id = ${viewerId} and blk.blocked_id = ${boardPosts.memberId}
      and blk.scope_post_id is null and not ${boardPosts.hiddenNickname}
  ) and not exists (
    select 1 from member_blocks blk
    where blk.blocker_id = ${viewerId} and blk.blocked_id = ${boardPosts.memberId}
      and blk.scope_post_id = ${boardPosts.id} and ${boardPosts.hiddenNickname}
  )`;

/** The viewer's blocks, to decide content by content. */
export interface Blocks {
  /** Is content by `authorId` with this scope hidden? (A former member's content, author null, never is.) */
  hides(authorId: number | null, scope: number | null): boolean;
}

const key = (authorId: number, scope: number | null) => `${authorId}:${scope ?? ''}`;

export async function blocksOf(db: Db, viewerId: number): Promise<Blocks> {
  const rows = await db
    .select({ blockedId: memberBlocks.blockedId, scope: memberBlocks.scopePostId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, viewerId));
  const keys = new Set(rows.map((r) => key(r.blockedId, r.scope)));
  return { hides: (authorId, scope) => authorId !== null && keys.has(key(authorId, scope)) };
}

/** Blocks or unblocks the identity `blockedId` shows within `scope`; answers the new state. */
export async function setBlock(db: Db, blockerId: number, blockedId: number, scope: number | null, blocked: boolean): Promise<boolean> {
  // The unique indexes (one unscoped block per pair, one scoped per pair and thread) make a repeat a no-op.
  if (blocked) await db.insert(memberBlocks).values({ blockerId, blockedId, scopePostId: scope }).onConflictDoNothing();
  else {
    const inScope = scope === null ? isNull(memberBlocks.scopePostId) : eq(memberBlocks.scopePostId, scope);
    await db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId), inScope));
  }
  return blocked;
}
