import { sql } from 'drizzle-orm';
import type { LikeState } from '../../api/types';
import type { Db } from '../db';
import { rowsOf } from '../db/migrate';

// Likes toggle in one statement: the (member, target) row is inserted, or deleted when it was there, and the
// target's counter moves by exactly what happened to that row. The unique row makes a double like impossible, and the
// counter's `+ n` is applied under the target row's lock, so concurrent likes leave an exact count.

interface Toggled {
  likesCount: number;
  likedByMe: boolean;
}

function state(result: unknown): LikeState | null {
  const [row] = rowsOf<Toggled>(result);
  return row ? { likesCount: Number(row.likesCount), likedByMe: row.likedByMe === true } : null;
}

export async function togglePostLike(db: Db, postId: number, memberId: number): Promise<LikeState | null> {
  return state(
    await db.execute(sql`
      with added as (
        insert into board_post_likes (post_id, member_id) values (${postId}, ${memberId})
        on conflict do nothing returning 1
      ), removed as (
        delete from board_post_likes where post_id = ${postId} and member_id = ${memberId}
        and not exists (select 1 from added) returning 1
      )
      update board_posts set likes_count = likes_count + (select count(*) from added) - (select count(*) from removed)
      where id = ${postId}
      returning likes_count as "likesCount", exists (select 1 from added) as "likedByMe"`),
  );
}

export async function toggleCommentLike(db: Db, commentId: number, memberId: number): Promise<LikeState | null> {
  return state(
    await db.execute(sql`
      with added as (
        insert into board_comment_likes (comment_id, member_id) values (${commentId}, ${memberId})
        on conflict do nothing returning 1
      ), removed as (
        delete from board_comment_likes where comment_id = ${commentId} and member_id = ${memberId}
        and not exists (select 1 from added) returning 1
      )
      update board_comments set likes_count = likes_count + (select count(*) from added) - (select count(*) from removed)
      where id = ${commentId}
      returning likes_count as "likesCount", exists (select 1 from added) as "likedByMe"`),
  );
}
