import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardExposure, BoardPost, BoardPostDetail, Page } from '../../src/api/types';
import { getAs, multipart, PDF, send, type Who } from './content-helpers';
import './helpers';

// Content editors write notices as drafts, preview them and publish or unpublish them; a partner never gets a draft
// (list, detail, pinned notices, the notices pinned above a community board, previous / next links).

const partners: Who[] = ['demo_partner', 'demo_org', 'demo_cso', 'demo_member'];

const notice = (extra: Record<string, unknown> = {}) => ({
  boardType: 'NOTICE',
  title: '초안 공지: 12월 정산 일정',
  content: '<p>12월 정산은 <strong>1월 10일</strong>에 마감합니다.</p>',
  noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: true },
  ...extra,
});

async function write(request: Record<string, unknown>, files: Parameters<typeof multipart>[3] = []) {
  return send('demo_editor', 'POST', '/v1/boards', multipart('request', request, 'files', files));
}

const setExposure = (who: Who | null, id: number, body: unknown) =>
  send(who, 'PUT', `/v1/boards/${id}/exposure`, JSON.stringify(body), { 'content-type': 'application/json' });

const listIds = async (who: Who, query = '') =>
  (await getAs<Page<BoardPost>>(who, `/v1/boards?boardType=NOTICE&size=100${query}`)).body.content.map((p) => p.id);
const pinnedIds = async (who: Who, query = 'boardType=NOTICE') =>
  (await getAs<BoardPost[]>(who, `/v1/boards/notices/fixed-top?${query}`)).body.map((p) => p.id);

/** Every way a partner could come across the post: none may show it while it is a draft. */
async function seenBy(who: Who, id: number) {
  const detail = await getAs<BoardPostDetail>(who, `/v1/boards/${id}`);
  const drafts = await listIds(who, '&isExposed=false');
  return {
    detail: detail.status,
    list: (await listIds(who)).includes(id),
    listOfDrafts: drafts.includes(id),
    searched: (await listIds(who, `&boardTitle=${encodeURIComponent('초안 공지')}`)).includes(id),
    pinned: (await pinnedIds(who)).includes(id),
    pinnedDrafts: (await pinnedIds(who, 'boardType=NOTICE&isExposed=false')).includes(id),
  };
}

const unseen = { detail: 404, list: false, listOfDrafts: false, searched: false, pinned: false, pinnedDrafts: false };

let draftId = 0;
let attachmentUrl = '';

beforeAll(async () => {
  const res = await write(notice(), [{ name: '정산일정.pdf', bytes: PDF }]);
  expect(res.status).toBe(201);
  draftId = Number(res.text);
  const detail = (await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${draftId}`)).body;
  attachmentUrl = detail.attachments[0]?.fileUrl ?? '';
});

describe('a notice written by an editor', () => {
  it('starts as a draft with its properties and attachment, seen by editors only', async () => {
    const draft = await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${draftId}`);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      isExposed: false,
      exposureRange: 'ALL',
      noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: true },
    });
    expect(draft.body.attachments.map((a) => a.originalFileName)).toEqual(['정산일정.pdf']);
    expect(await listIds('demo_editor', '&isExposed=false')).toContain(draftId);
    expect(await listIds('demo_editor', '&isExposed=true')).not.toContain(draftId);
    expect(await pinnedIds('demo_editor')).toContain(draftId);
    for (const who of partners) expect(await seenBy(who, draftId), who).toEqual(unseen);
    // Its attachment is as private as the draft.
    expect((await getAs('demo_partner', attachmentUrl)).status).toBe(404);
    expect((await getAs('demo_editor', attachmentUrl)).status).toBe(200);
  });

  it('is published and unpublished by an editor; partners see it only while it is published', async () => {
    const published = await setExposure('demo_editor', draftId, { isExposed: true });
    expect(published.status).toBe(200);
    expect(published.json as unknown as BoardExposure).toEqual({ id: draftId, isExposed: true });
    const seen = await seenBy('demo_partner', draftId);
    expect(seen).toEqual({ detail: 200, list: true, listOfDrafts: false, searched: true, pinned: true, pinnedDrafts: false });
    expect((await getAs('demo_partner', attachmentUrl)).status).toBe(200);
    // Publishing changes nothing else: the attachment and the properties stay.
    const after = (await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${draftId}`)).body;
    expect(after.attachments).toHaveLength(1);
    expect(after.noticeProperties).toEqual({ noticeType: 'POLICY', drugCompany: '보령', fixedTop: true });

    expect((await setExposure('demo_editor', draftId, { isExposed: false })).status).toBe(200);
    for (const who of partners) expect(await seenBy(who, draftId), who).toEqual(unseen);
    expect((await getAs('demo_partner', attachmentUrl)).status).toBe(404);
  });

  it('never links a partner to a draft as the previous or next notice', async () => {
    const older = await write(notice({ title: '이웃 공지 (게시)', isExposed: true, noticeProperties: { noticeType: 'GENERAL' } }));
    const middle = await write(notice({ title: '이웃 공지 (초안)', noticeProperties: { noticeType: 'GENERAL' } }));
    const newer = await write(notice({ title: '이웃 공지 (게시 2)', isExposed: true, noticeProperties: { noticeType: 'GENERAL' } }));
    const [a, b, c] = [older, middle, newer].map((r) => Number(r.text));
    const partnerView = (await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${a}`)).body;
    expect(partnerView.nextPost?.id).toBe(c);
    expect((await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${c}`)).body.previousPost?.id).toBe(a);
    const editorView = (await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${a}`)).body;
    expect(editorView.nextPost?.id).toBe(b);
  });

  it('pinned above a community board as a draft, it stays off that board for its members', async () => {
    const res = await write(
      notice({ title: '매칭 게시판 공지 초안', noticeProperties: { noticeType: 'MR_CSO_MATCHING', fixedTop: true } }),
    );
    const id = Number(res.text);
    const query = 'boardType=NOTICE&noticeTypes=MR_CSO_MATCHING';
    expect(await pinnedIds('demo_editor', query)).toContain(id);
    for (const who of partners) expect(await pinnedIds(who, query), who).not.toContain(id);
    await setExposure('demo_editor', id, { isExposed: true });
    expect(await pinnedIds('demo_member', query)).toContain(id);
  });

  it('is published at once when the request says so, with the exposure range it names', async () => {
    const res = await write(notice({ title: '계약회원 공지', isExposed: true, exposureRange: 'CONTRACTED' }));
    const id = Number(res.text);
    expect((await getAs('demo_partner', `/v1/boards/${id}`)).status).toBe(200);
    expect((await getAs('demo_member', `/v1/boards/${id}`)).status).toBe(404);
  });
});

describe('who may publish, write and list drafts', () => {
  it('refuses every role but editors (401 signed out, 403 members), and changes nothing', async () => {
    const [id] = await listIds('demo_partner');
    for (const who of partners) {
      const res = await setExposure(who, id as number, { isExposed: false });
      expect(res.status, who).toBe(403);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
    expect((await setExposure(null, id as number, { isExposed: false })).status).toBe(401);
    expect(await listIds('demo_partner')).toContain(id);
    for (const who of partners) {
      const res = await send(who, 'POST', '/v1/boards', multipart('request', notice(), 'files'));
      expect(res.status, who).toBe(403);
      expect((await getAs(who, '/v1/boards/notices/drug-companies')).status, who).toBe(403);
    }
    expect((await getAs(null, '/v1/boards/notices/drug-companies')).status).toBe(401);
    const noChange = await send(
      'demo_partner',
      'PUT',
      `/v1/boards/${draftId}`,
      multipart('updateRequest', { keepFileIds: [] }, 'newFiles'),
    );
    expect(noChange.status, JSON.stringify(noChange.json)).toBe(404);
  });

  it('answers the drug companies of the catalogue to editors', async () => {
    const { status, body } = await getAs<string[]>('demo_editor', '/v1/boards/notices/drug-companies');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    expect(body).toContain('보령');
  });

  it('refuses bad input in Korean, naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [notice({ noticeProperties: { noticeType: 'NOPE' } }), /공지 분류/],
      [notice({ noticeProperties: undefined }), /공지 분류/],
      [notice({ noticeProperties: { noticeType: 'POLICY', drugCompany: 'x'.repeat(200) } }), /제약사명/],
      [notice({ noticeProperties: { noticeType: 'POLICY', fixedTop: 'yes' } }), /상단 고정/],
      [notice({ exposureRange: 'EVERYONE' }), /노출 범위/],
      [notice({ isExposed: 'true' }), /노출 여부/],
      [notice({ title: '' }), /제목/],
      [notice({ content: '<p> </p>' }), /내용/],
    ];
    for (const [request, message] of cases) {
      const res = await write(request);
      expect(res.status, JSON.stringify(request)).toBe(400);
      expect(res.json?.message).toMatch(message);
    }
    for (const body of [{}, { isExposed: 'true' }, { isExposed: null }, []]) {
      const res = await setExposure('demo_editor', draftId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json?.message).toMatch(/게시 여부|요청 형식/);
    }
    expect((await setExposure('demo_editor', 2_147_483_647, { isExposed: true })).status).toBe(404);
    const bad = await send('demo_editor', 'PUT', `/v1/boards/${draftId}/exposure`, 'isExposed=true', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(bad.status).toBe(400);
  });

  it('does not publish posts of boards without publication (an inquiry)', async () => {
    const inquiry = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '문의', content: '<p>문의</p>' }, 'files'),
    );
    const res = await setExposure('demo_editor', Number(inquiry.text), { isExposed: false });
    expect(res.status).toBe(400);
    expect(res.json?.message).toMatch(/게시 여부/);
  });
});
