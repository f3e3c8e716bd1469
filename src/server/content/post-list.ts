import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { noticeCategories } from '../../api/enums';
import type { boardListQuerySchema, fixedTopQuerySchema } from '../../api/schema/boards';
import type { BoardPost, Page } from '../../api/types';
import type { Db } from '../db';
import { boardPosts, type Member } from '../db/schema';
import { forbidden } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';
import { visibleTo } from './board-access';
import { checkList } from './board-policy';
import { filesOf, selectPosts, toBoardPost, type PostRecord } from './posts';
import { isEditor, narrowRanges } from './viewer';

// Lists of a board: one page of it with its filters and sorts, and the pinned posts shown above it.

export type BoardListQuery = v.InferOutput<typeof boardListQuerySchema>;
export type FixedTopQuery = v.InferOutput<typeof fixedTopQuerySchema>;

/** One page of a board as the viewer may see it. */
export async function listPosts(db: Db, viewer: Member, q: BoardListQuery): Promise<Page<BoardPost>> {
  const { boardType, boardTitle: title, noticeTypes, drugCompany, myUserId, userId, nickname, startAt, endAt, isExposed, hasChildren } = q;
  const rules = checkList(viewer, boardType);
  const paging = pagingOf(q);
  const sortType = q.sortType ?? 'LATEST';

  if (rules.read === 'author' && !isEditor(viewer) && myUserId && myUserId !== viewer.userId) {
    throw forbidden('본인의 문의 내역만 볼 수 있습니다.');
  }
  const conds = visibleTo(viewer, boardType, narrowRanges(viewer, q.exposureRanges));
  if (title) {
    const pattern = likePattern(title);
    // The notice search box says "제약사명 또는 제목": it searches both (the old app searched titles only).
    const byTitle = ilike(boardPosts.title, pattern);
    conds.push(rules.notice ? (or(byTitle, ilike(boardPosts.drugCompany, pattern)) as SQL) : byTitle);
  }
  if (noticeTypes) conds.push(inArray(boardPosts.noticeType, noticeTypes));
  // The notice board lists its own categories; the notices pinned above the community boards are asked for by type.
  else if (rules.notice) conds.push(inArray(boardPosts.noticeType, noticeCategories));
  if (drugCompany) conds.push(ilike(boardPosts.drugCompany, likePattern(drugCompany)));
  if (startAt) conds.push(gte(boardPosts.createdAt, new Date(`${startAt}T00:00:00Z`)));
  if (endAt) conds.push(lt(boardPosts.createdAt, new Date(Date.parse(`${endAt}T00:00:00Z`) + 86_400_000)));
  // Only editors see drafts: for anyone else `isExposed=false` narrows the list to nothing.
  if (isExposed !== undefined) conds.push(eq(boardPosts.isExposed, isExposed));
  if (q.ignoreFixedTop) conds.push(eq(boardPosts.fixedTop, false));
  if (myUserId || userId) {
    const login = myUserId ?? userId;
    // A login id is private: members filter by their own only (searching by someone else's would tie it to a
    // nickname and to hidden-nickname posts); editors by anyone's, except on the community boards.
    const anyLogin = isEditor(viewer) && !rules.community;
    if (!anyLogin && login !== viewer.userId) throw forbidden('본인이 작성한 글만 아이디로 찾을 수 있습니다.');
    conds.push(sql`${boardPosts.memberId} = (select m.id from members m where m.user_id = ${login})`);
  }
  if (nickname) {
    // A nickname finds what is shown under it, never a post that hides it (not even for editors or the author).
    conds.push(sql`${boardPosts.memberId} in (select m.id from members m where m.nickname ilike ${likePattern(nickname)})`);
    conds.push(eq(boardPosts.hiddenNickname, false));
  }
  if (hasChildren !== undefined) {
    const answered = sql`exists (select 1 from board_posts c where c.parent_id = ${boardPosts.id} and c.deleted_at is null)`;
    conds.push(hasChildren ? answered : sql`not ${answered}`);
  }

  const where = and(...conds);
  const order = {
    LATEST: [desc(boardPosts.createdAt), desc(boardPosts.id)],
    VIEWS: [desc(boardPosts.viewsCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
    LIKES: [desc(boardPosts.likesCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
    COMMENTS: [desc(boardPosts.commentCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
  }[sortType];
  const [totalRow] = await db.select({ n: count() }).from(boardPosts).where(where);
  const total = totalRow?.n ?? 0;
  const ids = (
    await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(where)
      .orderBy(...order)
      .limit(sqlLimit(paging.size))
      .offset(paging.offset)
  ).map((r) => r.id);
  const rows = ids.length ? await selectPosts(db, viewer, inArray(boardPosts.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is PostRecord => !!r);
  const files = q.withContent ? await filesOf(db, ids) : null;
  const content: BoardPost[] = ordered.map((r) => {
    const row = toBoardPost(r, viewer);
    return files ? { ...row, content: r.post.content, attachments: files.get(r.post.id) ?? [] } : row;
  });
  return pageOf(content, total, paging);
}

/** Pinned posts are few by nature: the list answers them all (at most FIXED_TOP_MAX), without paging. */
const FIXED_TOP_MAX = 50;

/** The pinned posts of a board (the notice board unless another is asked for), newest first. */
export async function fixedTopPosts(db: Db, viewer: Member, q: FixedTopQuery): Promise<BoardPost[]> {
  const boardType = q.boardType ?? 'NOTICE';
  checkList(viewer, boardType);
  const conds = visibleTo(viewer, boardType, narrowRanges(viewer, q.exposureRanges));
  conds.push(eq(boardPosts.fixedTop, true));
  if (q.noticeTypes) conds.push(inArray(boardPosts.noticeType, q.noticeTypes));
  if (q.isExposed !== undefined) conds.push(eq(boardPosts.isExposed, q.isExposed));
  const rows = await selectPosts(db, viewer, and(...conds));
  rows.sort((a, b) => b.post.createdAt.getTime() - a.post.createdAt.getTime() || b.post.id - a.post.id);
  return rows.slice(0, FIXED_TOP_MAX).map((r) => toBoardPost(r, viewer));
}
