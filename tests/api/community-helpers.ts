import { and, eq, inArray } from 'drizzle-orm';
import type { BoardPost, BoardPostDetail, Comment, Page } from '../../src/api/types';
import { app } from '../../src/server/app';
import { issueTokens } from '../../src/server/auth/sessions';
import { getDb } from '../../src/server/runtime/database';
import { boardPosts, members } from '../../src/server/db/schema';
import { getAs, multipart, send, type Who } from './content-helpers';
import { ORIGIN } from './helpers';

// Helpers of the community tests: JSON calls as a demo account (or any cookie), posts and comments made through the
// API, and extra members with sessions (for crowds larger than the demo accounts).

export type Board = 'MR_CSO_MATCHING' | 'ANONYMOUS';

/** A JSON request as a demo account (null = signed out). */
export function sendJson(who: Who | null, method: string, path: string, json?: unknown) {
  return send(who, method, path, json === undefined ? undefined : JSON.stringify(json), { 'content-type': 'application/json' });
}

/** A JSON (or multipart) request with a raw cookie (members made by `crowd`). */
export async function sendWithCookie(cookie: string, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = { cookie };
  if (json !== undefined && !(json instanceof FormData)) headers['content-type'] = 'application/json';
  const body = json === undefined ? undefined : json instanceof FormData ? json : JSON.stringify(json);
  const res = await app.request(`${ORIGIN}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, json: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null };
}

/** Creates a post through the API; answers its id. */
export async function newPost(who: Who, board: Board, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await send(
    who,
    'POST',
    '/v1/boards',
    multipart('request', { boardType: board, title: '커뮤니티 테스트 글', content: '<p>본문입니다.</p>', ...fields }, 'files'),
  );
  if (res.status !== 201) throw new Error(`newPost ${res.status} ${res.text}`);
  return Number(res.text);
}

/** Comments (or replies with parentId) through the API; answers the comment's id. */
export async function newComment(who: Who, postId: number, content = '댓글입니다.', parentId?: number): Promise<number> {
  const res = await sendJson(who, 'POST', `/v1/comments/${who}`, { boardPostId: postId, parentId: parentId ?? null, content });
  if (res.status !== 201) throw new Error(`newComment ${res.status} ${res.text}`);
  return Number(res.text);
}

export const detailOf = async (who: Who, id: number) => (await getAs<BoardPostDetail>(who, `/v1/boards/${id}`)).body;
export const listOf = async (who: Who, query: string) => (await getAs<Page<BoardPost>>(who, `/v1/boards?${query}`)).body;

/** Every comment and reply of a thread, flat. */
export const flat = (comments: Comment[]): Comment[] => comments.flatMap((c) => [c, ...(c.replies ?? [])]);

/** Another member's post on a board, from the seed. */
export async function seededPostOf(board: Board, notBy: Who): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ id: boardPosts.id })
    .from(boardPosts)
    .innerJoin(members, eq(members.id, boardPosts.memberId))
    .where(
      and(
        eq(boardPosts.boardType, board),
        eq(boardPosts.isBlind, false),
        inArray(members.userId, ['voice_busan', 'voice_daegu', 'voice_jeju']),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no seeded post on ${board} for ${notBy}`);
  return row.id;
}

/** `n` new members of a type, each with a live session cookie (no password: sessions are issued directly). */
export async function crowd(n: number, prefix: string, type: 'CSO' | 'NONE' = 'CSO'): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: `${prefix}_${i}`,
        passwordHash: '!',
        name: `${prefix}이름${i}`,
        nickname: `${prefix}닉${i}`,
        email: `${prefix}${i}@example.kr`,
        phoneNumber: `010-0000-${String(i).padStart(4, '0')}`,
        birthDate: '1990-01-01',
        partnerContractStatus: type,
      })),
    )
    .returning({ id: members.id });
  const cookies: string[] = [];
  for (const r of rows) cookies.push(`access_token=${(await issueTokens(db, r.id)).accessToken}`);
  return cookies;
}
