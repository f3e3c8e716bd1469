import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardPost, Page } from '../../src/api/types';
import { issueTokens } from '../../src/server/auth/sessions';
import { getDb } from '../../src/server/runtime/database';
import { members } from '../../src/server/db/schema';
import {
  allRows,
  expectConstantAuthors,
  latestOf,
  predictBlock,
  predictLike,
  predictReport,
  viewOf,
  VISIBLE,
  type Role,
  type Target,
  type View,
} from './anonymity-view';
import { sendJson, sendWithCookie } from './community-helpers';
import { getAs, multipart } from './content-helpers';
import './helpers';

// Anonymity as a property, tested as a difference: for every role (signed out, plain member, CSO, contract INDIVIDUAL
// and ORGANIZATION, editor) and every action a member can take on anonymous content (block a post's or a comment's
// author, report, like, search, sort, page, 내 글), the viewer's whole view of the community boards before and after
// the action is compared with what the earlier view alone foretells. A block made from a pseudonym hides that
// pseudonym in its thread and nothing else; a block made from a name hides that name's content and never an anonymous
// post or comment; unblocking gives the earlier view back; hidden content carries constants only. The authors are
// members of this test, who write under their nickname and hidden alike.

type Board = 'MR_CSO_MATCHING' | 'ANONYMOUS';
interface Author {
  login: string;
  nickname: string;
  cookie: string;
}
const authors: Record<'a' | 'b' | 'c', Author> = {
  a: { login: 'anon_probe_a', nickname: '익명검증가', cookie: '' },
  b: { login: 'anon_probe_b', nickname: '익명검증나', cookie: '' },
  c: { login: 'anon_probe_c', nickname: '익명검증다', cookie: '' },
};
const KEYWORD = '익명검증';
/** Posts of the test (all watched) and comments, by name. */
const ids: Record<string, number> = {};
const postKeys = ['aNamed', 'aHidden', 'bNamed', 'bHidden', 'aAnon1', 'aAnon2', 'aNamedAnon', 'bAnon', 'cAnon'];

async function asAuthor(who: Author, method: string, path: string, body?: unknown): Promise<number> {
  const res = await sendWithCookie(who.cookie, method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return Number(res.text);
}
const post = (who: Author, boardType: Board, title: string, hiddenNickname: boolean) =>
  asAuthor(
    who,
    'POST',
    '/v1/boards',
    multipart('request', { boardType, title: `${KEYWORD} ${title}`, content: '<p>본문</p>', hiddenNickname }, 'files'),
  );
const comment = (who: Author, boardPostId: number, content: string, parentId?: number) =>
  asAuthor(who, 'POST', `/v1/comments/${who.login}`, { boardPostId, content, parentId });

beforeAll(async () => {
  const db = await getDb();
  const types = { a: 'INDIVIDUAL', b: 'ORGANIZATION', c: 'CSO' } as const;
  for (const [key, who] of Object.entries(authors) as Array<['a' | 'b' | 'c', Author]>) {
    const [row] = await db
      .insert(members)
      .values({
        userId: who.login,
        passwordHash: '!',
        name: `${who.nickname}실명`,
        nickname: who.nickname,
        email: `${who.login}@example.kr`,
        phoneNumber: `010-7777-000${key.charCodeAt(0) % 10}`,
        birthDate: '1990-01-01',
        partnerContractStatus: types[key],
      })
      .returning({ id: members.id });
    who.cookie = `access_token=${(await issueTokens(db, row!.id)).accessToken}`;
  }
  const { a, b, c } = authors;
  // The matching board: named and hidden posts of the same members; on a hidden post only its author reads 글쓴이.
  ids.aNamed = await post(a, 'MR_CSO_MATCHING', '가의 닉네임 글', false);
  ids.aHidden = await post(a, 'MR_CSO_MATCHING', '가의 숨김 글', true);
  ids.bNamed = await post(b, 'MR_CSO_MATCHING', '나의 닉네임 글', false);
  ids.bHidden = await post(b, 'MR_CSO_MATCHING', '나의 숨김 글', true);
  ids.aHiddenOwn = await comment(a, ids.aHidden, '글쓴이 댓글');
  ids.bOnAHidden = await comment(b, ids.aHidden, '나의 닉네임 댓글');
  ids.cOnAHidden = await comment(c, ids.aHidden, '다의 닉네임 댓글');
  await comment(a, ids.aHidden, '글쓴이 답글', ids.cOnAHidden);
  ids.aOnBNamed = await comment(a, ids.bNamed, '가의 닉네임 댓글');
  await comment(c, ids.bNamed, '다의 댓글');
  await comment(b, ids.aNamed, '나의 댓글');
  // The anonymous board: every commenter is a pseudonym of the thread.
  ids.aAnon1 = await post(a, 'ANONYMOUS', '가의 익명 글 1', true);
  ids.aAnon2 = await post(a, 'ANONYMOUS', '가의 익명 글 2', true);
  ids.aNamedAnon = await post(a, 'ANONYMOUS', '가의 닉네임 익명게시판 글', false);
  ids.bAnon = await post(b, 'ANONYMOUS', '나의 익명 글', true);
  ids.cAnon = await post(c, 'ANONYMOUS', '다의 익명 글', true);
  await comment(a, ids.aAnon1, '글쓴이 댓글');
  const bOnA1 = await comment(b, ids.aAnon1, '익명 댓글');
  ids.cOnAAnon1 = await comment(c, ids.aAnon1, '익명 댓글 둘');
  await comment(b, ids.aAnon1, '익명 답글', ids.cOnAAnon1);
  await comment(a, ids.aAnon1, '글쓴이 답글', bOnA1);
  ids.aOnBAnon = await comment(a, ids.bAnon, '가의 익명 댓글');
  ids.cOnBAnon = await comment(c, ids.bAnon, '다의 익명 댓글');
  await comment(a, ids.bAnon, '가의 익명 댓글 둘');
  await comment(b, ids.bAnon, '글쓴이 답글', ids.aOnBAnon);
  ids.aOwnOnNamedAnon = await comment(a, ids.aNamedAnon, '글쓴이 댓글');
  await comment(b, ids.aNamedAnon, '익명 댓글');
  await comment(a, ids.cAnon, '가의 익명 댓글');
  await comment(b, ids.cAnon, '나의 익명 댓글');
  // Every role reads every post once first: a first read counts a view, which would show in the later views.
  for (const role of roles) await viewOf(role, watched());
}, 120_000);

const roles: Role[] = [null, 'demo_member', 'demo_cso', 'demo_partner', 'demo_org', 'demo_editor'];
const watched = () => postKeys.map((k) => ids[k]!);

/** The anonymous content a role acts on: the anonymous board's when it may read it, the matching board's otherwise. */
function targetsFor(board: Board) {
  if (board === 'ANONYMOUS') {
    return {
      board,
      hiddenPost: ids.aAnon1!,
      pseudonymComment: ids.aOnBAnon!, // 익명1 of someone else's thread
      otherComment: ids.aOwnOnNamedAnon!, // 글쓴이 of a post with the nickname shown
      namedPost: ids.aNamed!,
      reportPost: ids.aAnon2!,
      reportComment: ids.cOnBAnon!,
    };
  }
  return {
    board,
    hiddenPost: ids.aHidden!,
    pseudonymComment: ids.aHiddenOwn!, // 글쓴이 of a hidden post
    otherComment: ids.bOnAHidden!, // a name shown in full
    namedPost: ids.aNamed!,
    reportPost: ids.bHidden!,
    reportComment: ids.cOnAHidden!,
  };
}

const loginOf = (role: Role) => role ?? 'nobody';
const block = (role: Role, target: Target, blocked: boolean) =>
  sendJson(role, 'PUT', `/v1/blocks/${loginOf(role)}`, { ...target, blocked });
const bystanderOf = (role: Role): Role => (role === 'demo_cso' ? 'demo_partner' : 'demo_cso');

/** The role's view after `act`, checked against `expected`; hidden content keeps constant authors throughout. */
async function expectView(role: Role, label: string, expected: View) {
  const after = await viewOf(role, watched());
  expectConstantAuthors(`${String(role)} ${label}`, after);
  expect(after, `${String(role)}: ${label}`).toEqual(expected);
}

describe.each(roles)('anonymity for %s', (role) => {
  it('blocks hide only the blocked identity: a pseudonym in its thread, a name where it is shown', async () => {
    const before = await viewOf(role, watched());
    expectConstantAuthors(`${String(role)} before`, before);
    if (role === null) {
      expect(Object.values(before.lists).every((l) => l === 401)).toBe(true);
      expect((await block(role, { postId: ids.aAnon1! }, true)).status).toBe(401);
      return expectView(role, 'after a refused block', before);
    }
    // Staff (the editor) take no part as members: their block is refused and changes nothing.
    if (role === 'demo_editor') {
      const refused = await block(role, { postId: targetsFor('MR_CSO_MATCHING').namedPost }, true);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'STAFF_NOT_PARTNER' });
      return expectView(role, 'after a refused block', before);
    }
    const t = targetsFor(latestOf(before, 'ANONYMOUS') ? 'ANONYMOUS' : 'MR_CSO_MATCHING');
    const bystander = bystanderOf(role);
    const bystanderBefore = await viewOf(bystander, watched());
    for (const target of [
      { postId: t.hiddenPost },
      { commentId: t.pseudonymComment },
      { commentId: t.otherComment },
      { postId: t.namedPost },
    ] as Target[]) {
      const label = `blocked from ${JSON.stringify(target)}`;
      expect((await block(role, target, true)).json, label).toEqual({ blocked: true });
      try {
        await expectView(role, label, predictBlock(before, target));
        await expectView(bystander, `${label} by ${role}`, bystanderBefore);
      } finally {
        expect((await block(role, target, false)).json).toEqual({ blocked: false });
      }
      await expectView(role, `un${label}`, before);
    }
    // Anonymous content of a board the role may not read stays out of reach, and blocking it changes nothing.
    if (t.board === 'MR_CSO_MATCHING') {
      expect((await block(role, { postId: ids.aAnon1! }, true)).status).toBe(403);
      await expectView(role, 'a refused block', before);
    }
  }, 120_000);

  it('likes and reports change their own counters and marks only', async () => {
    const before = await viewOf(role, watched());
    if (role === null) {
      expect((await sendJson(role, 'POST', `/v1/boards/${ids.aAnon1}/like`)).status).toBe(401);
      expect((await sendJson(role, 'POST', `/v1/reports/nobody`, { postId: ids.aAnon1, reportType: 'SPAM' })).status).toBe(401);
      return expectView(role, 'refused actions', before);
    }
    if (role === 'demo_editor') {
      const t = targetsFor('MR_CSO_MATCHING');
      expect((await sendJson(role, 'POST', `/v1/boards/${t.hiddenPost}/like`)).status).toBe(403);
      expect((await sendJson(role, 'POST', `/v1/reports/${role}`, { postId: t.reportPost, reportType: 'SPAM' })).status).toBe(403);
      return expectView(role, 'refused actions', before);
    }
    const t = targetsFor(latestOf(before, 'ANONYMOUS') ? 'ANONYMOUS' : 'MR_CSO_MATCHING');
    for (const [path, target] of [
      [`/v1/boards/${t.hiddenPost}/like`, { postId: t.hiddenPost }],
      [`/v1/comments/${t.pseudonymComment}/like`, { commentId: t.pseudonymComment }],
    ] as Array<[string, Target]>) {
      expect((await sendJson(role, 'POST', path)).status).toBe(200);
      await expectView(role, `liked ${path}`, predictLike(before, target, 1));
      expect((await sendJson(role, 'POST', path)).status).toBe(200);
      await expectView(role, `unliked ${path}`, before);
    }
    let now = before;
    for (const target of [{ postId: t.reportPost }, { commentId: t.reportComment }] as Target[]) {
      const res = await sendJson(role, 'POST', `/v1/reports/${role}`, { ...target, reportType: 'SPAM', reportContent: '홍보/스팸' });
      expect(res.status, JSON.stringify(target)).toBe(201);
      now = predictReport(now, target);
      await expectView(role, `reported ${JSON.stringify(target)}`, now);
    }
  }, 120_000);

  it('search, sort, paging and 내 글 answer what the full view shows, and change nothing', async () => {
    const before = await viewOf(role, watched());
    const lists = (query: string, size?: number) => allRows(role, `${query}&${VISIBLE}`, size);
    for (const board of ['MR_CSO_MATCHING', 'ANONYMOUS'] as const) {
      const all = latestOf(before, board);
      const q = `boardType=${board}`;
      if (!all) {
        expect(await lists(`${q}&boardTitle=${encodeURIComponent(KEYWORD)}`)).toBe(before.lists[`${board} LATEST`]);
        continue;
      }
      const byTitle = await lists(`${q}&boardTitle=${encodeURIComponent(KEYWORD)}`);
      expect(byTitle, `${board} search`).toEqual(all.filter((p) => p.title.includes(KEYWORD)));
      for (const [sort, key] of [
        ['VIEWS', 'viewsCount'],
        ['LIKES', 'likesCount'],
        ['COMMENTS', 'commentCount'],
      ] as const) {
        // The list's order (newest first) broken by the public counter: a stable sort of the full view.
        const expected = [...all].sort((x, y) => y[key] - x[key]);
        expect(await lists(`${q}&sortType=${sort}`), `${board} ${sort}`).toEqual(expected);
        const trending = await getAs<Page<BoardPost>>(role, `/v1/boards?${q}&sortType=${sort}&page=0&size=10&${VISIBLE}`);
        expect(trending.body.content, `${board} ${sort} trending`).toEqual(expected.slice(0, 10));
      }
      expect(await lists(q, 7), `${board} pages of 7`).toEqual(all);
      expect(await lists(`${q}&myUserId=${role}`), `${board} 내 글`).toEqual(all.filter((p) => p.isMine));
      const named = all.filter((p) => !p.hiddenNickname && p.nickname === authors.a.nickname);
      expect(await lists(`${q}&nickname=${encodeURIComponent(authors.a.nickname)}`), `${board} by nickname`).toEqual(named);
      // Nobody, editors included, lists another member's posts by login id (that would tie it to hidden posts).
      for (const param of ['myUserId', 'userId']) expect(await lists(`${q}&${param}=${authors.a.login}`), `${board} ${param}`).toBe(403);
    }
    await expectView(role, 'after search, sort, paging and 내 글', before);
  }, 120_000);
});
