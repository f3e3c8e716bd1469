import { describe, expect, it } from 'vitest';
import type { BoardPost, BoardPostDetail, Page } from '../../src/api/types';
import { getAs, type Who } from './content-helpers';
import './helpers';

// Other members see an author's nickname only: no list or detail answer carries the author's login id or real name.
// The author sees their own; editors see everyone's on inquiries, but on the community boards nobody's but their own
// (a login id there would tie a nickname to an account).

type Person = 'demo_partner' | 'demo_org' | 'demo_cso' | 'demo_member' | 'demo_editor';
const people: Record<Person, { name: string; nickname: string }> = {
  demo_partner: { name: '김민준', nickname: '강남영업왕' },
  demo_org: { name: '이서연', nickname: '서연메디컬' },
  demo_cso: { name: '박지훈', nickname: '지훈CSO' },
  demo_member: { name: '최유진', nickname: '새내기유진' },
  demo_editor: { name: '정하늘', nickname: '메디판다운영팀' },
};
const others = (viewer: Who) => (Object.keys(people) as Person[]).filter((who) => who !== viewer);

/** Fails when the answer names another member by login id or real name. */
function expectNoIdentityOfOthers(viewer: Who, answer: unknown) {
  const text = JSON.stringify(answer);
  for (const who of others(viewer)) {
    expect(text, `${viewer} sees ${who}'s login id`).not.toContain(who);
    expect(text, `${viewer} sees ${who}'s name`).not.toContain(people[who].name);
  }
}

const list = (who: Who, query: string) => getAs<Page<BoardPost>>(who, `/v1/boards?size=100&${query}`);
const detail = (who: Who, id: number) => getAs<BoardPostDetail>(who, `/v1/boards/${id}`);

describe('authors in board answers', () => {
  it('community lists and details show other members nicknames only', async () => {
    for (const [viewer, board] of [
      ['demo_member', 'MR_CSO_MATCHING'],
      ['demo_partner', 'MR_CSO_MATCHING'],
      ['demo_cso', 'ANONYMOUS'],
      ['demo_org', 'ANONYMOUS'],
    ] as const) {
      const { status, body } = await list(viewer, `boardType=${board}`);
      expect(status).toBe(200);
      expect(body.content.length).toBeGreaterThan(0);
      expectNoIdentityOfOthers(viewer, body);
      for (const post of body.content) {
        const one = await detail(viewer, post.id);
        expect(one.status).toBe(200);
        expectNoIdentityOfOthers(viewer, one.body);
      }
    }
  });

  it('shows the nickname of a visible author', async () => {
    const { body } = await list('demo_member', 'boardType=MR_CSO_MATCHING');
    const byPartner = body.content.find((p) => p.nickname === people.demo_partner.nickname);
    expect(byPartner).toMatchObject({ userId: '', name: '' });
  });

  it('notices, pinned notices and their details carry no editor identity', async () => {
    const viewer = 'demo_partner';
    const notices = await list(viewer, 'boardType=NOTICE');
    expect(notices.body.content.length).toBeGreaterThan(0);
    expectNoIdentityOfOthers(viewer, notices.body);
    expectNoIdentityOfOthers(viewer, (await getAs(viewer, '/v1/boards/notices/fixed-top?boardType=NOTICE')).body);
    expectNoIdentityOfOthers(viewer, (await detail(viewer, notices.body.content[0]!.id)).body);
    expectNoIdentityOfOthers(viewer, (await getAs(viewer, '/v1/boards?boardType=FAQ&size=100&withContent=true')).body);
  });

  it('an inquiry’s author sees their own id, not the answering editor’s', async () => {
    const mine = await list('demo_partner', 'boardType=INQUIRY&myUserId=demo_partner&includeChild=true');
    const answered = mine.body.content.find((p) => p.hasChildren);
    expect(answered).toMatchObject({ userId: 'demo_partner', name: people.demo_partner.name });
    const one = await detail('demo_partner', answered!.id);
    expect(one.body.userId).toBe('demo_partner');
    expect(one.body.children.length).toBeGreaterThan(0);
    expectNoIdentityOfOthers('demo_partner', one.body.children);
  });

  it('the author sees their own post in full; editors see inquiry authors but no community author’s login id', async () => {
    const own = await list('demo_partner', 'boardType=MR_CSO_MATCHING');
    expect(own.body.content.filter((p) => p.userId === 'demo_partner').length).toBeGreaterThan(0);
    expect(own.body.content.every((p) => p.userId === '' || p.isMine)).toBe(true);
    for (const board of ['MR_CSO_MATCHING', 'ANONYMOUS']) {
      const editor = await list('demo_editor', `boardType=${board}`);
      expect(editor.body.content.length).toBeGreaterThan(0);
      expectNoIdentityOfOthers('demo_editor', editor.body);
      for (const post of editor.body.content.slice(0, 5))
        expectNoIdentityOfOthers('demo_editor', (await detail('demo_editor', post.id)).body);
    }
    const inquiries = await list('demo_editor', 'boardType=INQUIRY');
    const ids = new Set(inquiries.body.content.map((p) => p.userId));
    expect(ids.size).toBeGreaterThan(1);
    expect([...ids].every((id) => id !== '')).toBe(true);
  });
});
