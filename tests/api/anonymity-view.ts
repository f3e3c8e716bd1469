import { expect } from 'vitest';
import type { BoardPost, BoardPostDetail, Comment, Page } from '../../src/api/types';
import { getAs, type Who } from './content-helpers';

// What one viewer sees of the community boards, whole: every row of every page of both boards in the list's order and
// in both trending orders, and the details (with their threads) of the posts under watch. The anonymity test compares
// such views before and after an action with a prediction made from the earlier view alone: an action reveals
// nothing when what changed could be foretold from what the viewer already saw.

export type Role = Who | null;
export const boards = ['MR_CSO_MATCHING', 'ANONYMOUS'] as const;
/** The list's order and the trending box's two orders (its ten rows are the first ten of these). */
const orders = ['LATEST', 'VIEWS', 'COMMENTS'] as const;
export const VISIBLE = 'filterDeleted=true&filterBlind=true';

export interface View {
  /** `${board} ${order}`: every row of every page, or the status of a refusal. */
  lists: Record<string, BoardPost[] | number>;
  /** Post id → the detail with its thread, or the status of a refusal. */
  details: Record<number, BoardPostDetail | number>;
}

/** Every row of a list, page by page (or the status of a refusal). */
export async function allRows(role: Role, query: string, size = 100): Promise<BoardPost[] | number> {
  const rows: BoardPost[] = [];
  for (let page = 0; ; page++) {
    const res = await getAs<Page<BoardPost>>(role, `/v1/boards?${query}&page=${page}&size=${size}`);
    if (res.status !== 200) return res.status;
    rows.push(...res.body.content);
    if (res.body.last || res.body.content.length === 0) return rows;
  }
}

export async function viewOf(role: Role, postIds: number[]): Promise<View> {
  const view: View = { lists: {}, details: {} };
  for (const board of boards) {
    for (const order of orders) view.lists[`${board} ${order}`] = await allRows(role, `boardType=${board}&sortType=${order}&${VISIBLE}`);
  }
  for (const id of postIds) {
    const res = await getAs<BoardPostDetail>(role, `/v1/boards/${id}?${VISIBLE}`);
    view.details[id] = res.status === 200 ? res.body : res.status;
  }
  return view;
}

const PSEUDONYM = /^(글쓴이|익명\d+)$/;
export const isPseudonym = (nickname: string) => PSEUDONYM.test(nickname);

const clone = (v: View): View => structuredClone(v);
const rowsOf = (v: View) => Object.values(v.lists).filter((l): l is BoardPost[] => Array.isArray(l));
const detailsOf = (v: View) => Object.values(v.details).filter((d): d is BoardPostDetail => typeof d !== 'number');

/** The view without what `postGone` and `commentGone` pick (a hidden top-level comment takes its replies). */
function without(
  view: View,
  postGone: (p: BoardPost | BoardPostDetail) => boolean,
  commentGone: (c: Comment, post: BoardPostDetail) => boolean,
): View {
  const out = clone(view);
  for (const [key, rows] of Object.entries(out.lists)) if (Array.isArray(rows)) out.lists[key] = rows.filter((p) => !postGone(p));
  for (const [id, d] of Object.entries(out.details)) {
    if (typeof d === 'number') continue;
    if (postGone(d)) {
      out.details[Number(id)] = 404;
      continue;
    }
    d.comments = d.comments
      .filter((c) => !commentGone(c, d))
      .map((c) => ({ ...c, replies: (c.replies ?? []).filter((r) => !commentGone(r, d)) }));
  }
  return out;
}

export type Target = { postId: number } | { commentId: number };

function findComment(view: View, commentId: number): { comment: Comment; post: BoardPostDetail } {
  for (const post of detailsOf(view)) {
    for (const c of post.comments) for (const x of [c, ...(c.replies ?? [])]) if (x.id === commentId) return { comment: x, post };
  }
  throw new Error(`comment ${commentId} is not in the view`);
}

/**
 * What a block from `target` may hide, foretold from the blocker's earlier view: blocked from a name shown in full,
 * the rows and comments under that name; blocked from a pseudonym (a hidden-nickname post reads 글쓴이), that
 * pseudonym's comments in that thread and, for 글쓴이 of a hidden post, the post. Nothing else.
 */
export function predictBlock(before: View, target: Target): View {
  let pseudonym: string | null;
  let threadId = 0;
  let name = '';
  if ('postId' in target) {
    const post = before.details[target.postId];
    if (typeof post === 'number' || !post) throw new Error(`post ${target.postId} is not in the view`);
    threadId = post.id;
    pseudonym = post.hiddenNickname ? '글쓴이' : null;
    name = post.nickname;
  } else {
    const { comment, post } = findComment(before, target.commentId);
    threadId = post.id;
    pseudonym = isPseudonym(comment.nickname) ? comment.nickname : null;
    name = comment.nickname;
  }
  if (pseudonym === null) {
    return without(
      before,
      (p) => !p.hiddenNickname && p.nickname === name,
      (c) => c.nickname === name,
    );
  }
  return without(
    before,
    (p) => p.id === threadId && p.hiddenNickname && pseudonym === '글쓴이',
    (c, post) => post.id === threadId && c.nickname === pseudonym,
  );
}

/** The view after the viewer liked `target` once more (`step` 1) or took the like back (-1). */
export function predictLike(before: View, target: Target, step: 1 | -1): View {
  const out = clone(before);
  const bump = (x: { likesCount: number; likedByMe?: boolean }) => {
    x.likesCount += step;
    x.likedByMe = step === 1;
  };
  if ('postId' in target) {
    for (const rows of rowsOf(out)) for (const p of rows) if (p.id === target.postId) bump(p);
    const d = out.details[target.postId];
    if (d && typeof d !== 'number') bump(d);
  } else bump(findComment(out, target.commentId).comment);
  return out;
}

/** The view after the viewer reported `target`: marked as reported for the viewer, nothing else. */
export function predictReport(before: View, target: Target): View {
  const out = clone(before);
  if ('postId' in target) {
    const d = out.details[target.postId];
    if (d && typeof d !== 'number') d.reportedByMe = true;
  } else findComment(out, target.commentId).comment.reportedByMe = true;
  return out;
}

/** Every row of the list (in the list's order) in one board's view, or null when the board is refused. */
export const latestOf = (view: View, board: (typeof boards)[number]) => {
  const rows = view.lists[`${board} LATEST`];
  return Array.isArray(rows) ? rows : null;
};

/**
 * Other members' content carries no login id and no real name; a hidden nickname's post and a pseudonym's comment
 * carry only constants where the author would differ (the viewer's own content may show that it is theirs).
 */
export function expectConstantAuthors(label: string, view: View) {
  const posts: Array<BoardPost | BoardPostDetail> = [...rowsOf(view).flat(), ...detailsOf(view)];
  for (const p of posts) {
    if (p.isMine) continue;
    expect(p.userId, `${label}: post ${p.id} carries a login id`).toBe('');
    expect([p.nickname, ''], `${label}: post ${p.id} carries a real name`).toContain(p.name);
    if (p.hiddenNickname) {
      const author = {
        nickname: p.nickname,
        name: p.name,
        userId: p.userId,
        memberType: p.memberType,
        memberId: (p as BoardPost).memberId,
      };
      const constant = { nickname: '익명', name: '익명', userId: '', memberType: 'NONE', memberId: 'memberId' in p ? 0 : undefined };
      expect(author, `${label}: hidden post ${p.id} names its author`).toEqual(constant);
    }
  }
  for (const post of detailsOf(view)) {
    for (const c of post.comments.flatMap((x) => [x, ...(x.replies ?? [])])) {
      if (c.isMine) continue;
      expect({ userId: c.userId, name: c.name }, `${label}: comment ${c.id} names its author`).toEqual({ userId: '', name: '' });
      if (isPseudonym(c.nickname)) expect(c.contractStatus, `${label}: comment ${c.id} (${c.nickname})`).toBe('NON_CONTRACT');
    }
  }
}
