import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardPostDetail } from '../../src/api/types';
import { crowd, detailOf, flat, newComment, sendJson, sendWithCookie, seededPostOf } from './community-helpers';
import { getAs, multipart, send, type Who } from './content-helpers';
import { memberId } from './prescriptions-helpers';
import './helpers';

// The anonymity scan: one member writes a hidden-nickname post on each board and comments on the anonymous board
// (on their own post, on someone else's, a reply), then edits the post without the flag. Another member calls every
// JSON route that can answer with any of it, successes and refusals alike, and none of the answers may carry the
// author's login id, nickname, real name or member id.

// The author is a CSO member of this test alone: none of their content shows their nickname on purpose.
const author = { cookie: '', userId: 'scan_0', nickname: 'scan닉0', name: 'scan이름0', id: 0 };
const viewers: Who[] = ['demo_partner', 'demo_org'];
const ids = { anonPost: 0, matchingPost: 0, otherPost: 0, ownComment: 0, otherComment: 0, reply: 0, matchingComment: 0 };

/** Every value under a key naming a member, author or user, anywhere in the answer. */
function memberValues(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) memberValues(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/member|author|user|blocked|reporter/i.test(k) && (typeof v === 'number' || typeof v === 'string')) out.push(v);
      memberValues(v, out);
    }
  }
  return out;
}

/** JSON, or null for a text answer (an id) or an empty body. */
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Fails when the answer names the author in any way. */
function expectAnonymous(label: string, text: string) {
  for (const secret of [author.userId, author.nickname, author.name]) expect(text, `${label} carries ${secret}`).not.toContain(secret);
  expect(memberValues(parseOrNull(text)), `${label} carries the member id`).not.toContain(author.id);
}

/** What the author does, through the API with their own session. */
async function asAuthor(method: string, path: string, body?: unknown): Promise<number> {
  const res = await sendWithCookie(author.cookie, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return Number(res.text);
}
const post = (board: string, fields: Record<string, unknown>) =>
  asAuthor('POST', '/v1/boards', multipart('request', { boardType: board, content: '<p>본문</p>', ...fields }, 'files'));
const comment = (boardPostId: number, content: string, parentId?: number) =>
  asAuthor('POST', `/v1/comments/${author.userId}`, { boardPostId, content, parentId });

beforeAll(async () => {
  [author.cookie] = (await crowd(1, 'scan')) as [string];
  author.id = await memberId(author.userId);
  ids.anonPost = await post('ANONYMOUS', {
    title: '익명 스캔용 글',
    hiddenNickname: true,
    userId: author.userId,
    nickname: author.nickname,
  });
  ids.matchingPost = await post('MR_CSO_MATCHING', { title: '닉네임 숨긴 매칭 글', hiddenNickname: true });
  ids.otherPost = await seededPostOf('ANONYMOUS', 'demo_partner');
  ids.ownComment = await comment(ids.anonPost, '글쓴이의 댓글');
  await newComment('demo_partner', ids.anonPost, '다른 회원의 댓글');
  ids.otherComment = await comment(ids.otherPost, '남의 글에 단 익명 댓글');
  ids.reply = await comment(ids.otherPost, '익명 답글', ids.otherComment);
  ids.matchingComment = await comment(ids.matchingPost, '매칭 글 작성자의 댓글');
  // Editing without the flag (as the old edit form did) keeps the nickname hidden.
  for (const id of [ids.anonPost, ids.matchingPost]) {
    const form = multipart('updateRequest', { title: '익명 스캔용 글 (수정)', hiddenNickname: false, keepFileIds: [] }, 'newFiles');
    await asAuthor('PUT', `/v1/boards/${id}`, form);
  }
}, 60_000);

/** The read routes another member calls (their JSON answers are scanned). */
const readRoutes = () => [
  '/v1/boards?boardType=ANONYMOUS',
  '/v1/boards?boardType=ANONYMOUS&size=100',
  '/v1/boards?boardType=ANONYMOUS&page=0&size=5&filterDeleted=true&filterBlind=true', // home preview
  '/v1/boards?boardType=ANONYMOUS&sortType=VIEWS&size=10', // trending 인기순
  '/v1/boards?boardType=ANONYMOUS&sortType=COMMENTS&size=10', // trending 댓글순
  '/v1/boards?boardType=ANONYMOUS&sortType=LIKES&size=10',
  `/v1/boards?boardType=ANONYMOUS&boardTitle=${encodeURIComponent('익명 스캔용')}`,
  `/v1/boards?boardType=ANONYMOUS&nickname=${encodeURIComponent(author.nickname)}`,
  `/v1/boards?boardType=ANONYMOUS&userId=${author.userId}`,
  `/v1/boards?boardType=ANONYMOUS&myUserId=${author.userId}`,
  '/v1/boards?boardType=MR_CSO_MATCHING&size=100',
  '/v1/boards?boardType=MR_CSO_MATCHING&page=0&size=5&filterDeleted=true&filterBlind=true',
  `/v1/boards?boardType=MR_CSO_MATCHING&nickname=${encodeURIComponent(author.nickname)}`,
  '/v1/boards/notices/fixed-top?boardType=NOTICE&noticeTypes=ANONYMOUS_BOARD',
  `/v1/boards/${ids.anonPost}`,
  `/v1/boards/${ids.anonPost}?filterBlind=true&filterDeleted=true`,
  `/v1/boards/${ids.matchingPost}`,
  `/v1/boards/${ids.otherPost}`,
];

describe('anonymity scan', () => {
  it('no read answer names the author of a hidden post or of anonymous comments', async () => {
    for (const viewer of viewers) {
      for (const path of readRoutes()) {
        const res = await getAs<unknown>(viewer, path);
        expect(res.status, path).toBeLessThan(500);
        expectAnonymous(`${viewer} GET ${path} (${res.status})`, JSON.stringify(res.body));
      }
    }
  });

  it('shows stable pseudonyms: 글쓴이 for the post’s author, 익명N for the others, the same for every viewer', async () => {
    const own = await detailOf('demo_partner', ids.anonPost);
    expect(own).toMatchObject({ nickname: '익명', hiddenNickname: true, userId: '', name: '익명' });
    expect(flat(own.comments).map((c) => [c.content, c.nickname])).toEqual([
      ['글쓴이의 댓글', '글쓴이'],
      ['다른 회원의 댓글', '익명1'],
    ]);
    const other = (await detailOf('demo_partner', ids.otherPost)) as BoardPostDetail;
    const mine = flat(other.comments).filter((c) => c.content.startsWith('남의 글') || c.content === '익명 답글');
    expect(new Set(mine.map((c) => c.nickname)).size).toBe(1);
    expect(mine[0]?.nickname).toMatch(/^익명\d+$/);
    const sameForOthers = flat((await detailOf('demo_org', ids.otherPost)).comments).filter((c) => c.id === ids.otherComment);
    expect(sameForOthers[0]?.nickname).toBe(mine[0]?.nickname);
    // On the matching board only the hidden post's author is masked (글쓴이).
    const matching = await detailOf('demo_partner', ids.matchingPost);
    expect(flat(matching.comments)[0]).toMatchObject({ nickname: '글쓴이', byPostAuthor: true, userId: '' });
    // The author still sees that the post and comments are theirs.
    const self = JSON.parse((await sendWithCookie(author.cookie, 'GET', `/v1/boards/${ids.anonPost}`)).text) as BoardPostDetail;
    expect(self).toMatchObject({ isMine: true, userId: author.userId, hiddenNickname: true });
    expect(flat(self.comments)[0]).toMatchObject({ isMine: true, nickname: '글쓴이' });
  });

  it('no answer to an action or a refusal names the author', async () => {
    const viewer = 'demo_partner';
    const calls: Array<[string, string, unknown?]> = [
      ['POST', `/v1/boards/${ids.anonPost}/like`],
      ['POST', `/v1/comments/${ids.ownComment}/like`],
      ['POST', `/v1/comments/${viewer}`, { boardPostId: ids.anonPost, parentId: ids.ownComment, content: '답글 달아요' }],
      ['POST', `/v1/reports/${viewer}`, { postId: ids.anonPost, reportType: 'SPAM', reportContent: '홍보/스팸' }],
      ['POST', `/v1/reports/${viewer}`, { postId: ids.anonPost, reportType: 'SPAM', reportContent: '홍보/스팸' }], // 409
      ['POST', `/v1/reports/${viewer}`, { commentId: ids.otherComment, reportType: 'OTHER' }],
      ['POST', `/v1/reports/${viewer}`, { commentId: ids.otherComment, reportType: 'OTHER' }], // 409
      ['PUT', '/v1/comments', { id: ids.ownComment, content: '남의 댓글 고치기' }], // 403
      ['DELETE', `/v1/comments/${ids.reply}`], // 403
      ['POST', `/v1/comments/${author.userId}`, { boardPostId: ids.anonPost, content: '사칭' }], // 403
      ['POST', `/v1/reports/${author.userId}`, { postId: ids.anonPost, reportType: 'SPAM' }], // 403
      ['PUT', `/v1/blocks/${author.userId}`, { postId: ids.anonPost }], // 403
      ['DELETE', `/v1/boards/${ids.anonPost}`], // 403
      ['PUT', `/v1/blocks/${viewer}`, { commentId: ids.reply }],
      ['PUT', `/v1/blocks/${viewer}`, { commentId: ids.reply, blocked: false }],
    ];
    for (const [method, path, body] of calls) {
      const res = await sendJson(viewer, method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expectAnonymous(`${method} ${path} (${res.status})`, res.text);
    }
    const edit = await send(
      viewer,
      'PUT',
      `/v1/boards/${ids.anonPost}`,
      multipart('updateRequest', { title: '남의 글', keepFileIds: [] }, 'newFiles'),
    );
    expect(edit.status).toBe(403);
    expectAnonymous('PUT /v1/boards/{id}', edit.text);
    // A plain member is refused without learning anything either.
    for (const path of [`/v1/boards/${ids.anonPost}`, '/v1/boards?boardType=ANONYMOUS']) {
      const res = await getAs<unknown>('demo_member', path);
      expect(res.status).toBe(403);
      expectAnonymous(`demo_member GET ${path}`, JSON.stringify(res.body));
    }
  });
});
