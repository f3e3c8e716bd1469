import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LikeState } from '../../src/api/types';
import { getDb } from '../../src/server/runtime/database';
import { boardPostLikes, boardReports, memberBlocks } from '../../src/server/db/schema';
import { crowd, detailOf, flat, listOf, newComment, newPost, seededPostOf, sendJson, sendWithCookie } from './community-helpers';
import { getAs } from './content-helpers';
import { memberId } from './prescriptions-helpers';
import './helpers';

// Likes (toggle, exact under concurrency), reports (once per member and target: then 409), blocks (the blocker no
// longer sees what the blocked identity wrote: a nickname's content, or a pseudonym's in its thread; the anonymity of
// blocks is tested as a whole in security-anonymity.test.ts).

describe('likes', () => {
  it('toggles a post like and a comment like, and shows likedByMe', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const liked = await sendJson('demo_member', 'POST', `/v1/boards/${postId}/like`);
    expect(liked.status).toBe(200);
    expect(liked.json).toEqual({ likedByMe: true, likesCount: 1 });
    expect(await detailOf('demo_member', postId)).toMatchObject({ likedByMe: true, likesCount: 1 });
    expect(await detailOf('demo_org', postId)).toMatchObject({ likedByMe: false, likesCount: 1 });
    const row = (await listOf('demo_member', 'boardType=MR_CSO_MATCHING&myUserId=')).content.find((p) => p.id === postId);
    expect(row).toMatchObject({ likedByMe: true, likesCount: 1, isMine: false });
    expect((await sendJson('demo_member', 'POST', `/v1/boards/${postId}/like`)).json).toEqual({ likedByMe: false, likesCount: 0 });

    const commentId = await newComment('demo_org', postId);
    expect((await sendJson('demo_cso', 'POST', `/v1/comments/${commentId}/like`)).json).toEqual({ likedByMe: true, likesCount: 1 });
    expect(flat((await detailOf('demo_cso', postId)).comments)[0]).toMatchObject({ likedByMe: true, likesCount: 1 });
    expect((await sendJson('demo_cso', 'POST', `/v1/comments/${commentId}/like`)).json).toEqual({ likedByMe: false, likesCount: 0 });
  });

  it('counts 50 concurrent likes exactly, and 50 concurrent unlikes back to zero', async () => {
    const postId = await newPost('demo_cso', 'ANONYMOUS', { hiddenNickname: true });
    const commentId = await newComment('demo_cso', postId);
    const cookies = await crowd(50, 'likers');
    const postLikes = await Promise.all(cookies.map((c) => sendWithCookie(c, 'POST', `/v1/boards/${postId}/like`)));
    const commentLikes = await Promise.all(cookies.map((c) => sendWithCookie(c, 'POST', `/v1/comments/${commentId}/like`)));
    expect(postLikes.every((r) => r.status === 200 && (r.json as LikeState).likedByMe)).toBe(true);
    expect(commentLikes.every((r) => r.status === 200)).toBe(true);
    expect(new Set(postLikes.map((r) => (r.json as LikeState).likesCount)).size).toBe(50); // each saw its own step
    const detail = await detailOf('demo_partner', postId);
    expect(detail.likesCount).toBe(50);
    expect(flat(detail.comments)[0]?.likesCount).toBe(50);
    const [rows] = await (await getDb()).select({ n: count() }).from(boardPostLikes).where(eq(boardPostLikes.postId, postId));
    expect(rows?.n).toBe(50);

    // All of them click again at once: every like is taken back.
    const unliked = await Promise.all(cookies.map((c) => sendWithCookie(c, 'POST', `/v1/boards/${postId}/like`)));
    expect(unliked.every((r) => r.status === 200 && !(r.json as LikeState).likedByMe)).toBe(true);
    expect((await detailOf('demo_partner', postId)).likesCount).toBe(0);
  }, 60_000);

  it('refuses likes on the anonymous board to plain members (403), on other boards (400), and unknown ids (404)', async () => {
    const anon = await seededPostOf('ANONYMOUS', 'demo_member');
    expect((await sendJson('demo_member', 'POST', `/v1/boards/${anon}/like`)).status).toBe(403);
    const notice = (await getAs<{ content: Array<{ id: number }> }>('demo_member', '/v1/boards?boardType=NOTICE&size=1')).body.content[0];
    expect((await sendJson('demo_member', 'POST', `/v1/boards/${notice?.id}/like`)).status).toBe(400);
    expect((await sendJson('demo_member', 'POST', '/v1/boards/2147483647/like')).status).toBe(404);
    expect((await sendJson('demo_member', 'POST', '/v1/boards/0/like')).status).toBe(404);
    expect((await sendJson('demo_member', 'POST', '/v1/comments/2147483647/like')).status).toBe(404);
    expect((await sendJson(null, 'POST', `/v1/boards/${anon}/like`)).status).toBe(401);
  });
});

describe('POST /v1/reports/{userId}', () => {
  it('reports a post and a comment once; the second time is 409 in Korean', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const commentId = await newComment('demo_org', postId);
    const first = await sendJson('demo_member', 'POST', '/v1/reports/demo_member', {
      postId,
      reportType: 'SPAM',
      reportContent: '홍보/스팸',
    });
    expect(first.status).toBe(201);
    expect(await detailOf('demo_member', postId)).toMatchObject({ reportedByMe: true });
    expect(await detailOf('demo_cso', postId)).toMatchObject({ reportedByMe: false });
    const again = await sendJson('demo_member', 'POST', '/v1/reports/demo_member', {
      postId,
      reportType: 'ABUSE',
      reportContent: '욕설/비속어',
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'ALREADY_REPORTED', message: '이미 신고한 게시글입니다.' });

    expect(
      (await sendJson('demo_member', 'POST', '/v1/reports/demo_member', { commentId, reportType: 'OTHER', reportContent: '도배성 글' }))
        .status,
    ).toBe(201);
    expect(flat((await detailOf('demo_member', postId)).comments)[0]?.reportedByMe).toBe(true);
    const twice = await sendJson('demo_member', 'POST', '/v1/reports/demo_member', { commentId, reportType: 'OTHER' });
    expect(twice.status).toBe(409);
    expect(twice.json?.message).toBe('이미 신고한 댓글입니다.');
    // Concurrent duplicates still leave one row.
    await Promise.all([1, 2, 3].map(() => sendJson('demo_cso', 'POST', '/v1/reports/demo_cso', { postId, reportType: 'SPAM' })));
    const db = await getDb();
    const [n] = await db.select({ n: count() }).from(boardReports).where(eq(boardReports.postId, postId));
    expect(n?.n).toBe(2);
  });

  it('refuses another login id (403, nothing written), own content, bad bodies (400) and plain members on the anonymous board', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const db = await getDb();
    const rows = async () => (await db.select({ n: count() }).from(boardReports).where(eq(boardReports.postId, postId)))[0]?.n;
    expect((await sendJson('demo_member', 'POST', '/v1/reports/demo_cso', { postId, reportType: 'SPAM' })).status).toBe(403);
    expect(await rows()).toBe(0);
    expect((await sendJson('demo_partner', 'POST', '/v1/reports/demo_partner', { postId, reportType: 'SPAM' })).status).toBe(400);
    for (const body of [
      { postId, reportType: 'NOPE' },
      { postId },
      { reportType: 'SPAM' },
      { postId, commentId: 1, reportType: 'SPAM' },
      { postId, reportType: 'SPAM', reportContent: 'a\u0000b' },
      { postId, reportType: 'SPAM', reportContent: 'x'.repeat(201) },
      { postId: '1', reportType: 'SPAM' },
    ]) {
      const res = await sendJson('demo_member', 'POST', '/v1/reports/demo_member', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect(await rows()).toBe(0);
    const anon = await seededPostOf('ANONYMOUS', 'demo_member');
    expect((await sendJson('demo_member', 'POST', '/v1/reports/demo_member', { postId: anon, reportType: 'SPAM' })).status).toBe(403);
    expect((await sendJson(null, 'POST', '/v1/reports/demo_member', { postId, reportType: 'SPAM' })).status).toBe(401);
  });
});

describe('PUT /v1/blocks/{userId}', () => {
  it('hides the blocked member’s posts and comments from the blocker only, until unblocked', async () => {
    const postId = await newPost('demo_org', 'MR_CSO_MATCHING', { title: '차단될 회원의 글' });
    const host = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const commentId = await newComment('demo_org', host, '차단될 회원의 댓글');
    await newComment('demo_cso', host, '다른 회원의 댓글');

    const blocked = await sendJson('demo_member', 'PUT', '/v1/blocks/demo_member', { commentId });
    expect(blocked.status).toBe(200);
    expect(blocked.json).toEqual({ blocked: true });
    const list = await listOf('demo_member', 'boardType=MR_CSO_MATCHING&size=100');
    expect(list.content.some((p) => p.id === postId)).toBe(false);
    expect(list.content.length).toBeGreaterThan(0);
    expect((await getAs('demo_member', `/v1/boards/${postId}`)).status).toBe(404);
    expect(flat((await detailOf('demo_member', host)).comments).map((c) => c.content)).toEqual(['다른 회원의 댓글']);
    // Others still see everything.
    expect((await listOf('demo_cso', 'boardType=MR_CSO_MATCHING&size=100')).content.some((p) => p.id === postId)).toBe(true);
    expect(flat((await detailOf('demo_cso', host)).comments)).toHaveLength(2);

    const unblocked = await sendJson('demo_member', 'PUT', '/v1/blocks/demo_member', { commentId, blocked: false });
    expect(unblocked.json).toEqual({ blocked: false });
    expect((await getAs('demo_member', `/v1/boards/${postId}`)).status).toBe(200);
  });

  it('blocks an anonymous author without naming them; refuses impersonation, oneself and bad bodies', async () => {
    const postId = await newPost('demo_partner', 'ANONYMOUS', { hiddenNickname: true });
    const res = await sendJson('demo_cso', 'PUT', '/v1/blocks/demo_cso', { postId });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('demo_partner');
    expect((await listOf('demo_cso', 'boardType=ANONYMOUS&size=100')).content.some((p) => p.id === postId)).toBe(false);

    const db = await getDb();
    const blocksOf = async () => (await db.select({ n: count() }).from(memberBlocks))[0]?.n;
    const before = await blocksOf();
    expect((await sendJson('demo_org', 'PUT', '/v1/blocks/demo_cso', { postId })).status).toBe(403);
    expect((await sendJson('demo_partner', 'PUT', '/v1/blocks/demo_partner', { postId })).status).toBe(400);
    expect((await sendJson('demo_org', 'PUT', '/v1/blocks/demo_org', {})).status).toBe(400);
    expect((await sendJson('demo_org', 'PUT', '/v1/blocks/demo_org', { postId, commentId: 1 })).status).toBe(400);
    expect((await sendJson('demo_org', 'PUT', '/v1/blocks/demo_org', { postId: 2147483647 })).status).toBe(404);
    expect((await sendJson('demo_member', 'PUT', '/v1/blocks/demo_member', { postId })).status).toBe(403); // anonymous board
    expect((await sendJson(null, 'PUT', '/v1/blocks/demo_member', { postId })).status).toBe(401);
    expect(await blocksOf()).toBe(before);
    const rows = await db
      .select()
      .from(memberBlocks)
      .where(and(eq(memberBlocks.blockerId, await memberId('demo_cso')), eq(memberBlocks.blockedId, await memberId('demo_partner'))));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.scopePostId).toBe(postId);
  });

  it('keeps one block of each kind: a nickname block and one per thread, each lifted on its own', async () => {
    const named = await newPost('demo_org', 'MR_CSO_MATCHING', { title: '닉네임이 보이는 글' });
    const hidden = await newPost('demo_org', 'ANONYMOUS', { title: '닉네임을 숨긴 글', hiddenNickname: true });
    const blocker = await memberId('demo_partner');
    const blocked = await memberId('demo_org');
    const db = await getDb();
    const scopes = async () =>
      (
        await db
          .select({ scope: memberBlocks.scopePostId })
          .from(memberBlocks)
          .where(and(eq(memberBlocks.blockerId, blocker), eq(memberBlocks.blockedId, blocked)))
      ).map((r) => r.scope);
    const put = (body: Record<string, unknown>) => sendJson('demo_partner', 'PUT', '/v1/blocks/demo_partner', body);
    for (let i = 0; i < 2; i++) {
      expect((await put({ postId: named })).json).toEqual({ blocked: true });
      expect((await put({ postId: hidden })).json).toEqual({ blocked: true });
    }
    expect((await scopes()).sort()).toEqual([hidden, null]);
    // The database itself refuses a second block of either kind.
    await expect(db.insert(memberBlocks).values({ blockerId: blocker, blockedId: blocked })).rejects.toThrow();
    await expect(db.insert(memberBlocks).values({ blockerId: blocker, blockedId: blocked, scopePostId: hidden })).rejects.toThrow();
    const seen = async () => (await listOf('demo_partner', 'boardType=ANONYMOUS&size=100')).content.some((p) => p.id === hidden);
    expect(await seen()).toBe(false);
    expect((await put({ postId: hidden, blocked: false })).json).toEqual({ blocked: false });
    expect(await scopes()).toEqual([null]);
    expect(await seen()).toBe(true);
    expect((await getAs('demo_partner', `/v1/boards/${named}`)).status).toBe(404);
    expect((await put({ postId: named, blocked: false })).json).toEqual({ blocked: false });
    expect(await scopes()).toEqual([]);
    expect((await getAs('demo_partner', `/v1/boards/${named}`)).status).toBe(200);
  });
});
