import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import { boardComments, boardPosts } from '../../src/server/db/schema';
import { detailOf, flat, newComment, newPost, seededPostOf, sendJson } from './community-helpers';
import { getAs } from './content-helpers';
import './helpers';

// Comments and replies: create (one level of replies), edit, delete, as the session's member only; the anonymous
// board's for CSO and contract members; bad input is 400 in Korean, never 500.

const commentRows = async (postId: number) =>
  (await (await getDb()).select({ n: count() }).from(boardComments).where(eq(boardComments.postId, postId)))[0]?.n ?? 0;
const counter = async (postId: number) =>
  (await (await getDb()).select({ n: boardPosts.commentCount }).from(boardPosts).where(eq(boardPosts.id, postId)))[0]?.n;

describe('POST /v1/comments/{userId}', () => {
  it('comments and replies (one level) and counts them', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const top = await newComment('demo_member', postId, '  좋은 정보 감사합니다!  ');
    const reply = await newComment('demo_partner', postId, '도움이 되었다니 다행입니다.', top);
    const detail = await detailOf('demo_member', postId);
    expect(detail.commentCount).toBe(2);
    expect(detail.comments).toHaveLength(1);
    const [c] = detail.comments;
    expect(c).toMatchObject({
      id: top,
      parentId: null,
      content: '좋은 정보 감사합니다!',
      nickname: '새내기유진',
      isMine: true,
      likesCount: 0,
    });
    expect(c?.userId).toBe('demo_member'); // one's own
    expect(c?.replies).toHaveLength(1);
    expect(c?.replies?.[0]).toMatchObject({
      id: reply,
      parentId: top,
      nickname: '강남영업왕',
      userId: '',
      name: '',
      byPostAuthor: true,
      isMine: false,
    });
    expect(c?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    // No reply to a reply; the parent must be a comment of the same post.
    expect(
      (await sendJson('demo_cso', 'POST', '/v1/comments/demo_cso', { boardPostId: postId, parentId: reply, content: '답글' })).status,
    ).toBe(400);
    const other = await newPost('demo_org', 'MR_CSO_MATCHING');
    expect(
      (await sendJson('demo_cso', 'POST', '/v1/comments/demo_cso', { boardPostId: other, parentId: top, content: '답글' })).status,
    ).toBe(404);
    expect(await counter(postId)).toBe(2);
  });

  it('refuses another login id in the path (403) and writes nothing', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    for (const path of ['/v1/comments/demo_partner', '/v1/comments/demo_org', '/v1/comments/nobody', '/v1/comments/DEMO_MEMBER']) {
      const res = await sendJson('demo_member', 'POST', path, { boardPostId: postId, content: '사칭 댓글' });
      expect(res.status, path).toBe(403);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect(await commentRows(postId)).toBe(0);
    expect(await counter(postId)).toBe(0);
  });

  it('refuses bad input with 400 in Korean, and unknown posts with 404', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const bad: unknown[] = [
      { boardPostId: postId, content: '' },
      { boardPostId: postId, content: '   \n ' },
      { boardPostId: postId, content: 'a\u0000b' },
      { boardPostId: postId, content: 'x'.repeat(1001) },
      { boardPostId: postId, content: 5 },
      { boardPostId: postId },
      { boardPostId: 'x', content: '댓글' },
      { boardPostId: -1, content: '댓글' },
      { boardPostId: 2 ** 31, content: '댓글' },
      { boardPostId: postId, parentId: 0, content: '댓글' },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await sendJson('demo_member', 'POST', '/v1/comments/demo_member', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect((await sendJson('demo_member', 'POST', '/v1/comments/a%00b', { boardPostId: postId, content: '댓글' })).status).toBe(400);
    expect((await sendJson('demo_member', 'POST', '/v1/comments/demo_member', { boardPostId: 2147483647, content: '댓글' })).status).toBe(
      404,
    );
    const notice = (await getAs<{ content: Array<{ id: number }> }>('demo_member', '/v1/boards?boardType=NOTICE&size=1')).body.content[0];
    expect((await sendJson('demo_member', 'POST', '/v1/comments/demo_member', { boardPostId: notice?.id, content: '댓글' })).status).toBe(
      400,
    );
    expect(await commentRows(postId)).toBe(0);
  });

  it('answers 401 signed out on every comment route', async () => {
    for (const [method, path] of [
      ['POST', '/v1/comments/demo_member'],
      ['PUT', '/v1/comments'],
      ['DELETE', '/v1/comments/1'],
      ['POST', '/v1/comments/1/like'],
    ] as const) {
      expect((await sendJson(null, method, path, { id: 1, boardPostId: 1, content: 'x' })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps comments as plain text: markup never comes back executable', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await newComment('demo_org', postId, payload);
    const res = await getAs<string>('demo_member', `/v1/boards/${postId}`);
    expect(res.res.headers.get('content-type')).toContain('application/json');
    const [c] = flat(JSON.parse(JSON.stringify(res.body)).comments);
    // Stored and answered as text inside JSON; the pages render it as text (never as HTML).
    expect(c?.content).toBe(payload);
    expect(res.res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('PUT /v1/comments and DELETE /v1/comments/{id}', () => {
  it('only the author edits or deletes; others get 403 and nothing changes', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const id = await newComment('demo_member', postId, '처음 댓글');
    for (const who of ['demo_partner', 'demo_cso', 'demo_org'] as const) {
      expect((await sendJson(who, 'PUT', '/v1/comments', { id, content: '남의 댓글 수정' })).status).toBe(403);
      expect((await sendJson(who, 'DELETE', `/v1/comments/${id}`)).status).toBe(403);
    }
    expect(flat((await detailOf('demo_member', postId)).comments)[0]?.content).toBe('처음 댓글');

    const edited = await sendJson('demo_member', 'PUT', '/v1/comments', { id, content: '고친 댓글' });
    expect(edited.status).toBe(200);
    expect(flat((await detailOf('demo_partner', postId)).comments)[0]).toMatchObject({ id, content: '고친 댓글' });
    expect((await sendJson('demo_member', 'PUT', '/v1/comments', { id, content: ' ' })).status).toBe(400);
    expect((await sendJson('demo_member', 'PUT', '/v1/comments', { id: 2147483647, content: '없는 댓글' })).status).toBe(404);
    expect((await sendJson('demo_member', 'PUT', '/v1/comments', { content: '번호 없음' })).status).toBe(400);
  });

  it('a deleted comment disappears with its replies, and the count follows', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const top = await newComment('demo_member', postId, '지울 댓글');
    await newComment('demo_org', postId, '답글 하나', top);
    await newComment('demo_cso', postId, '남는 댓글');
    expect((await detailOf('demo_member', postId)).commentCount).toBe(3);

    expect((await sendJson('demo_member', 'DELETE', `/v1/comments/${top}`)).status).toBe(204);
    const after = await detailOf('demo_partner', postId);
    expect(after.comments.map((c) => c.content)).toEqual(['남는 댓글']);
    expect(after.commentCount).toBe(1);
    expect((await sendJson('demo_member', 'DELETE', `/v1/comments/${top}`)).status).toBe(404);
    expect((await sendJson('demo_member', 'PUT', '/v1/comments', { id: top, content: '되살리기' })).status).toBe(404);
    expect((await sendJson('demo_member', 'DELETE', '/v1/comments/abc')).status).toBe(404);
  });

  it('a blinded comment disappears for members', async () => {
    const postId = await newPost('demo_partner', 'MR_CSO_MATCHING');
    const id = await newComment('demo_org', postId, '블라인드될 댓글');
    await (await getDb()).update(boardComments).set({ isBlind: true }).where(eq(boardComments.id, id));
    expect((await detailOf('demo_member', postId)).comments).toEqual([]);
    expect((await sendJson('demo_member', 'POST', `/v1/comments/${id}/like`)).status).toBe(404);
  });
});

describe('the anonymous board', () => {
  it('takes comments from CSO and contract members only', async () => {
    const postId = await seededPostOf('ANONYMOUS', 'demo_cso');
    const refused = await sendJson('demo_member', 'POST', '/v1/comments/demo_member', { boardPostId: postId, content: '일반회원 댓글' });
    expect(refused.status).toBe(403);
    const before = await commentRows(postId);
    for (const who of ['demo_cso', 'demo_partner', 'demo_org'] as const)
      await newComment(who, postId, `${who === 'demo_cso' ? 'CSO' : '계약'} 회원 댓글`);
    expect(await commentRows(postId)).toBe(before + 3);
    const id = await newComment('demo_cso', postId, '수정될 댓글');
    expect((await sendJson('demo_member', 'PUT', '/v1/comments', { id, content: 'x' })).status).toBe(403);
    expect((await sendJson('demo_member', 'DELETE', `/v1/comments/${id}`)).status).toBe(403);
    expect((await sendJson('demo_member', 'POST', `/v1/comments/${id}/like`)).status).toBe(403);
  });
});
