import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attachment, BoardPost } from '../../src/api/types';
import { removeStaleUploads, scheduleUploadCleanup, UNBOUND_UPLOAD_TTL_MS } from '../../src/server/files/upload-cleanup';
import { getDb } from '../../src/server/runtime/database';
import { boardComments, boardPosts, storedFiles } from '../../src/server/db/schema';
import { detailOf, flat, listOf, newComment, newPost, seededPostOf, sendJson } from './community-helpers';
import { getAs, multipart, PNG, send, type Who } from './content-helpers';
import './helpers';

// Community posts: the seeded boards, the author as the session's member, the anonymous board for CSO and contract
// members on every route, author-only changes, hidden nicknames that stay hidden, sanitized bodies, editor images
// bound to their post and abandoned uploads removed after a day.

const postsTitled = async (title: string) =>
  (await (await getDb()).select({ n: count() }).from(boardPosts).where(eq(boardPosts.title, title)))[0]?.n ?? 0;
const update = (who: Who, id: number, fields: Record<string, unknown>) =>
  send(who, 'PUT', `/v1/boards/${id}`, multipart('updateRequest', { keepFileIds: [], ...fields }, 'newFiles'));

describe('the seeded community', () => {
  it('has 60+ threads per board with pictures, hidden nicknames, comments, replies and pinned notices', async () => {
    for (const [board, viewer, pinned] of [
      ['MR_CSO_MATCHING', 'demo_member', 'MR_CSO_MATCHING'],
      ['ANONYMOUS', 'demo_cso', 'ANONYMOUS_BOARD'],
    ] as const) {
      const page = await listOf(viewer, `boardType=${board}&size=100`);
      expect(page.totalElements, board).toBeGreaterThanOrEqual(60);
      expect(page.content.some((p) => p.hasImage)).toBe(true);
      expect(page.content.filter((p) => p.hiddenNickname).length).toBeGreaterThan(3);
      expect(page.content.some((p) => p.isBlind)).toBe(false);
      // Counts match what the thread shows; some threads have replies.
      let replies = 0;
      for (const busy of page.content.filter((p) => p.commentCount >= 3).slice(0, 8)) {
        const detail = await detailOf(viewer, busy.id);
        expect(flat(detail.comments)).toHaveLength(busy.commentCount);
        replies += flat(detail.comments).length - detail.comments.length;
      }
      expect(replies).toBeGreaterThan(0);
      const top = await getAs<BoardPost[]>(viewer, `/v1/boards/notices/fixed-top?boardType=NOTICE&noticeTypes=${pinned}`);
      expect(top.body.length).toBe(2);
      expect(top.body.every((n) => n.noticeType === pinned && n.noticeProperties?.fixedTop)).toBe(true);
    }
    // The notice board lists only its own categories.
    const notices = await listOf('demo_partner', 'boardType=NOTICE&size=100');
    expect(notices.content.some((n) => n.noticeType === 'ANONYMOUS_BOARD' || n.noticeType === 'MR_CSO_MATCHING')).toBe(false);
  });

  it('orders the trending box by views, comments and likes', async () => {
    for (const [sort, key] of [
      ['VIEWS', 'viewsCount'],
      ['COMMENTS', 'commentCount'],
      ['LIKES', 'likesCount'],
    ] as const) {
      const rows = (await listOf('demo_cso', `boardType=ANONYMOUS&sortType=${sort}&size=10`)).content;
      expect(rows).toHaveLength(10);
      const values = rows.map((r) => r[key]);
      expect(
        [...values].sort((a, b) => b - a),
        sort,
      ).toEqual(values);
    }
  });
});

describe('POST /v1/boards on the community boards', () => {
  it('refuses a userId or nickname that is not the session’s (403) and writes nothing', async () => {
    for (const fields of [{ userId: 'demo_partner' }, { nickname: '강남영업왕' }, { userId: 'demo_member', nickname: '다른닉네임' }]) {
      const title = `사칭 글 ${JSON.stringify(fields)}`;
      const res = await send(
        'demo_member',
        'POST',
        '/v1/boards',
        multipart('request', { boardType: 'MR_CSO_MATCHING', title, content: '<p>x</p>', ...fields }, 'files'),
      );
      expect(res.status, title).toBe(403);
      expect(res.json?.message).toMatch(/[가-힣]/);
      expect(await postsTitled(title)).toBe(0);
    }
    const id = await newPost('demo_member', 'MR_CSO_MATCHING', { userId: 'demo_member', nickname: '새내기유진', title: '본인 글' });
    expect(await detailOf('demo_member', id)).toMatchObject({ userId: 'demo_member', isMine: true });
  });

  it('keeps a hidden nickname hidden on every edit', async () => {
    const id = await newPost('demo_partner', 'MR_CSO_MATCHING', { hiddenNickname: true });
    for (const fields of [{ hiddenNickname: false }, { hiddenNickname: null }, { title: '제목만 수정' }]) {
      expect((await update('demo_partner', id, fields)).status).toBe(200);
      expect(await detailOf('demo_org', id)).toMatchObject({ hiddenNickname: true, nickname: '익명', userId: '' });
    }
    // A visible nickname may still be hidden later.
    const open = await newPost('demo_partner', 'MR_CSO_MATCHING');
    expect((await update('demo_partner', open, { hiddenNickname: true })).status).toBe(200);
    expect(await detailOf('demo_org', open)).toMatchObject({ hiddenNickname: true, nickname: '익명' });
  });

  it('never answers a title or body that executes', async () => {
    const title = '<script>alert(1)</script>제목';
    const id = await newPost('demo_cso', 'ANONYMOUS', {
      title,
      content:
        '<p onmouseover="alert(1)">본문</p><script>alert(2)</script><img src="javascript:alert(3)"><iframe src="https://evil.example/x"></iframe><a href="javascript:alert(4)">링크</a><svg onload="alert(5)"></svg>',
    });
    const res = await getAs<{ title: string; content: string }>('demo_partner', `/v1/boards/${id}`);
    expect(res.res.headers.get('content-type')).toContain('application/json');
    expect(res.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.body.title).toBe(title); // a title is text: the pages print it escaped
    expect(res.body.content).not.toMatch(/script|onmouseover|onload|javascript:|<svg|evil\.example|alert/i);
    expect(res.body.content).toContain('본문');
    expect((await update('demo_cso', id, { content: '<p>ok</p><img src=x onerror=alert(1)>' })).status).toBe(200);
    expect((await detailOf('demo_partner', id)).content).not.toMatch(/onerror|alert/);
  });
});

describe('the anonymous board, for CSO and contract members only', () => {
  it('refuses a plain member on every route (403) and writes nothing', async () => {
    const postId = await seededPostOf('ANONYMOUS', 'demo_member');
    const commentId = await newComment('demo_cso', postId, '익명 댓글');
    const title = '일반회원의 익명 글';
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/v1/boards?boardType=ANONYMOUS'],
      ['GET', '/v1/boards?boardType=ANONYMOUS&sortType=VIEWS&size=10'],
      ['GET', '/v1/boards/notices/fixed-top?boardType=ANONYMOUS'],
      ['GET', `/v1/boards/${postId}`],
      ['DELETE', `/v1/boards/${postId}`],
      ['POST', `/v1/boards/${postId}/like`],
      ['POST', '/v1/comments/demo_member', { boardPostId: postId, content: '댓글' }],
      ['POST', '/v1/comments/demo_member', { boardPostId: postId, parentId: commentId, content: '답글' }],
      ['PUT', '/v1/comments', { id: commentId, content: '수정' }],
      ['DELETE', `/v1/comments/${commentId}`],
      ['POST', `/v1/comments/${commentId}/like`],
      ['POST', '/v1/reports/demo_member', { postId, reportType: 'SPAM' }],
      ['POST', '/v1/reports/demo_member', { commentId, reportType: 'SPAM' }],
      ['PUT', '/v1/blocks/demo_member', { postId }],
    ];
    for (const [method, path, body] of routes) {
      const res = method === 'GET' ? await getAs<{ code: string }>('demo_member', path) : await sendJson('demo_member', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const created = await send(
      'demo_member',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'ANONYMOUS', title, content: '<p>x</p>' }, 'files'),
    );
    expect(created.status).toBe(403);
    expect((await update('demo_member', postId, { title })).status).toBe(403);
    expect(await postsTitled(title)).toBe(0);
    const db = await getDb();
    expect((await db.select({ n: count() }).from(boardComments).where(eq(boardComments.postId, postId)))[0]?.n).toBeGreaterThan(0);
    expect((await detailOf('demo_cso', postId)).id).toBe(postId); // still there
    for (const who of ['demo_cso', 'demo_partner', 'demo_org'] as const) {
      expect((await getAs(who, `/v1/boards/${postId}`)).status, who).toBe(200);
    }
  });
});

describe('author-only changes; deleted and blinded posts disappear', () => {
  it('others get 403 on edit and delete, and nothing changes', async () => {
    const id = await newPost('demo_org', 'MR_CSO_MATCHING', { title: '원래 제목' });
    for (const who of ['demo_member', 'demo_partner', 'demo_cso'] as const) {
      expect((await update(who, id, { title: '남이 고친 제목' })).status).toBe(403);
      expect((await sendJson(who, 'DELETE', `/v1/boards/${id}`)).status).toBe(403);
    }
    expect((await detailOf('demo_member', id)).title).toBe('원래 제목');
    expect((await sendJson('demo_org', 'DELETE', `/v1/boards/${id}`)).status).toBe(204);
    expect((await getAs('demo_member', `/v1/boards/${id}`)).status).toBe(404);
    expect((await listOf('demo_member', 'boardType=MR_CSO_MATCHING&size=100')).content.some((p) => p.id === id)).toBe(false);
    expect((await sendJson('demo_member', 'POST', `/v1/boards/${id}/like`)).status).toBe(404);
    expect((await sendJson('demo_member', 'POST', '/v1/comments/demo_member', { boardPostId: id, content: '늦은 댓글' })).status).toBe(404);
  });

  it('a blinded post is gone for members', async () => {
    const db = await getDb();
    const [blind] = await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(and(eq(boardPosts.boardType, 'ANONYMOUS'), eq(boardPosts.isBlind, true)));
    expect(blind).toBeDefined();
    expect((await getAs('demo_cso', `/v1/boards/${blind?.id}`)).status).toBe(404);
    expect((await listOf('demo_cso', 'boardType=ANONYMOUS&size=100&sortType=VIEWS')).content.some((p) => p.id === blind?.id)).toBe(false);
  });
});

describe('editor images', () => {
  const upload = async (who: Who) => {
    const res = await send(
      who,
      'POST',
      '/v1/boards/uploads',
      multipart(null, null, 'file', [{ name: '사진.png', bytes: PNG, type: 'image/png' }]),
    );
    expect(res.status).toBe(201);
    return res.json as unknown as Attachment;
  };

  it('binds the images a post shows to it, with or without editorFileIds', async () => {
    const named = await upload('demo_partner');
    const shown = await upload('demo_partner');
    const content = `<p>사진 두 장</p><p><img src="${named.fileUrl}"></p><p><img src="${shown.fileUrl}"></p>`;
    const id = await newPost('demo_partner', 'MR_CSO_MATCHING', { content, editorFileIds: [named.s3fileId] });
    const db = await getDb();
    const rows = await db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [named.s3fileId, shown.s3fileId]));
    expect(rows.map((f) => f.boardPostId)).toEqual([id, id]);
    const detail = await detailOf('demo_org', id);
    expect(detail.attachments.map((a) => a.s3fileId).sort()).toEqual([named.s3fileId, shown.s3fileId].sort());
    expect((await listOf('demo_org', 'boardType=MR_CSO_MATCHING')).content.find((p) => p.id === id)?.hasImage).toBe(true);
    // An edit keeps the images its content still shows, even when keepFileIds forgets them, and drops the others.
    expect((await update('demo_partner', id, { content: `<p>한 장만</p><p><img src="${shown.fileUrl}"></p>` })).status).toBe(200);
    const kept = await db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [named.s3fileId, shown.s3fileId]));
    expect(kept.map((f) => f.id)).toEqual([shown.s3fileId]);
    // Someone else's upload is never bound by showing it.
    const foreign = await upload('demo_org');
    const other = await newPost('demo_partner', 'MR_CSO_MATCHING', { content: `<p><img src="${foreign.fileUrl}"></p>` });
    const [f] = await db.select().from(storedFiles).where(eq(storedFiles.id, foreign.s3fileId));
    expect(f?.boardPostId).toBeNull();
    expect(other).toBeGreaterThan(0);
  });

  it('removes uploads no post took after a day (injected clock), and keeps the others', async () => {
    const db = await getDb();
    const bound = await upload('demo_cso');
    await newPost('demo_cso', 'ANONYMOUS', { content: `<p><img src="${bound.fileUrl}"></p>` });
    const loose = await upload('demo_cso');
    const now = new Date();
    expect(await removeStaleUploads(db, now)).toBe(0);
    expect(await removeStaleUploads(db, new Date(now.getTime() + UNBOUND_UPLOAD_TTL_MS - 60_000))).toBe(0);
    const later = new Date(now.getTime() + UNBOUND_UPLOAD_TTL_MS + 60_000);
    const removed = await removeStaleUploads(db, later);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [bound.s3fileId, loose.s3fileId]));
    expect(left.map((r) => r.id)).toEqual([bound.s3fileId]);
    expect((await getAs('demo_cso', loose.fileUrl)).status).toBe(404);
    expect((await getAs('demo_cso', bound.fileUrl)).status).toBe(200);
    // Seeded and bound files are never touched.
    expect(await removeStaleUploads(db, new Date(now.getTime() + 365 * UNBOUND_UPLOAD_TTL_MS))).toBe(0);

    // The schedule runs at once with its clock, then hourly until stopped.
    const again = await upload('demo_cso');
    const stop = scheduleUploadCleanup(db, () => later);
    await new Promise((r) => setTimeout(r, 300));
    stop();
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, again.s3fileId))).toEqual([]);
  });
});
