import { describe, expect, it } from 'vitest';
import type { Attachment, BoardPost, BoardPostDetail, Page } from '../../src/api/types';
import { noticeSeeds } from '../../src/server/seed/content-data';
import { MAX_FILE_BYTES, MAX_POST_REQUEST_BYTES } from '../../src/server/files/uploads';
import { cookieOf, GIF, getAs, multipart, PDF, PNG, send, type Who } from './content-helpers';
import './helpers';

// Boards against the seeded in-memory database: envelope, filters, exposure ranges, unpublished
// notices, ownership of inquiries, answers, uploads and sanitizing.

const notices = (who: Who, query = '') => getAs<Page<BoardPost>>(who, `/v1/boards?boardType=NOTICE&size=100${query}`);
const published = noticeSeeds.filter((n) => !n.unpublished);
const contractedOnly = published.filter((n) => n.range === 'CONTRACTED').length;
const uncontractedOnly = published.filter((n) => n.range === 'UNCONTRACTED').length;

describe('GET /v1/boards', () => {
  it('answers the Spring page envelope', async () => {
    const { status, body } = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=NOTICE&page=0&size=10');
    expect(status).toBe(200);
    expect(body.content).toHaveLength(10);
    expect(body).toMatchObject({ number: 0, size: 10, numberOfElements: 10, first: true, last: false, empty: false });
    expect(body.totalElements).toBe(published.length - uncontractedOnly);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 10));
    expect(body.sort).toEqual({ empty: true, sorted: false, unsorted: true });
    expect(body.pageable).toMatchObject({ offset: 0, pageNumber: 0, pageSize: 10, paged: true, unpaged: false });
    const row = body.content[0] as BoardPost;
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(row).toMatchObject({ boardType: 'NOTICE', isExposed: true });
    // newest first
    const dates = body.content.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const last = await getAs<Page<BoardPost>>('demo_partner', `/v1/boards?boardType=NOTICE&page=${body.totalPages - 1}&size=10`);
    expect(last.body).toMatchObject({ first: false, last: true, number: body.totalPages - 1 });
    const beyond = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=NOTICE&page=99&size=10');
    expect(beyond.body).toMatchObject({ content: [], empty: true, numberOfElements: 0 });
  });

  it('refuses bad input with 400 and a Korean message', async () => {
    for (const q of [
      '',
      'boardType=NOPE',
      'boardType=EVENT',
      'boardType=NOTICE&page=-1',
      'boardType=NOTICE&page=x',
      'boardType=NOTICE&size=0',
      'boardType=NOTICE&noticeTypes=POLICY,NOPE',
      'boardType=NOTICE&isExposed=yes',
      'boardType=NOTICE&startAt=2026-13-01',
      'boardType=NOTICE&sortType=RANDOM',
    ]) {
      const { status, body } = await getAs<{ code: string; message: string }>('demo_partner', `/v1/boards?${q}`);
      expect(status, q).toBe(400);
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.message).toMatch(/[가-힣]/);
    }
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const path of ['/v1/boards?boardType=NOTICE', '/v1/boards/notices/fixed-top?boardType=NOTICE', '/v1/boards/1']) {
      expect((await getAs(null, path)).status, path).toBe(401);
    }
  });

  it('filters by notice category (comma-joined) and searches titles and drug companies', async () => {
    const policy = await notices('demo_partner', '&noticeTypes=POLICY');
    expect(policy.body.content.length).toBeGreaterThan(0);
    expect(policy.body.content.every((r) => r.noticeType === 'POLICY' && r.noticeProperties?.noticeType === 'POLICY')).toBe(true);
    const two = await notices('demo_partner', '&noticeTypes=POLICY,GENERAL');
    expect(new Set(two.body.content.map((r) => r.noticeType))).toEqual(new Set(['POLICY', 'GENERAL']));

    const byTitle = await notices('demo_partner', `&boardTitle=${encodeURIComponent('아모잘탄')}`);
    expect(byTitle.body.content.map((r) => r.title)).toEqual(['아모잘탄정 5/50mg 공급 재개 안내']);
    const byCompany = await notices('demo_partner', `&boardTitle=${encodeURIComponent('휴온스')}`);
    expect(byCompany.body.totalElements).toBe(noticeSeeds.filter((n) => n.company === '휴온스').length);
    expect(byCompany.body.content.every((r) => r.noticeProperties?.drugCompany === '휴온스')).toBe(true);
    const none = await notices('demo_partner', `&boardTitle=${encodeURIComponent('%_없는말')}`);
    expect(none.body).toMatchObject({ totalElements: 0, empty: true });

    const general = await notices('demo_partner', '&noticeTypes=GENERAL');
    expect(general.body.content.every((r) => r.noticeProperties?.drugCompany === null)).toBe(true);
  });

  it('lists pinned notices apart, and never twice with ignoreFixedTop', async () => {
    const pinned = await getAs<BoardPost[]>(
      'demo_partner',
      '/v1/boards/notices/fixed-top?boardType=NOTICE&noticeTypes=PRODUCT_STATUS,MANUFACTURING_SUSPENSION,NEW_PRODUCT,POLICY,GENERAL',
    );
    expect(pinned.status).toBe(200);
    expect(Array.isArray(pinned.body)).toBe(true);
    expect(pinned.body.length).toBeGreaterThanOrEqual(3);
    expect(pinned.body.every((p) => p.noticeProperties?.fixedTop)).toBe(true);
    const rest = await notices('demo_partner', '&ignoreFixedTop=true');
    const all = await notices('demo_partner');
    const pinnedIds = new Set(pinned.body.map((p) => p.id));
    expect(rest.body.content.some((r) => pinnedIds.has(r.id))).toBe(false);
    expect(rest.body.totalElements + pinned.body.length).toBe(all.body.totalElements);
    const policyPinned = await getAs<BoardPost[]>('demo_partner', '/v1/boards/notices/fixed-top?boardType=NOTICE&noticeTypes=POLICY');
    expect(policyPinned.body.every((p) => p.noticeType === 'POLICY')).toBe(true);
    expect((await getAs('demo_partner', '/v1/boards/notices/fixed-top?boardType=NOTICE&noticeTypes=NOPE')).status).toBe(400);
  });

  it('applies exposure ranges: contract members, other members and editors see different notices', async () => {
    const partner = await notices('demo_partner');
    const cso = await notices('demo_cso');
    const member = await notices('demo_member');
    const editor = await notices('demo_editor');
    expect(partner.body.totalElements).toBe(published.length - uncontractedOnly);
    expect(cso.body.totalElements).toBe(published.length - contractedOnly);
    expect(member.body.totalElements).toBe(cso.body.totalElements);
    expect(editor.body.totalElements).toBe(noticeSeeds.length);
    expect(partner.body.content.every((r) => r.exposureRange !== 'UNCONTRACTED')).toBe(true);
    expect(cso.body.content.every((r) => r.exposureRange !== 'CONTRACTED')).toBe(true);
    // Asking for a range one may not see narrows to nothing, never widens.
    const asked = await notices('demo_cso', '&exposureRanges=CONTRACTED');
    expect(asked.body.totalElements).toBe(0);

    const contracted = partner.body.content.find((r) => r.exposureRange === 'CONTRACTED') as BoardPost;
    expect((await getAs('demo_partner', `/v1/boards/${contracted.id}`)).status).toBe(200);
    expect((await getAs('demo_cso', `/v1/boards/${contracted.id}`)).status).toBe(404);
  });

  it('keeps unpublished notices from partners (404) and shows them to editors', async () => {
    const editor = await notices('demo_editor');
    const draft = editor.body.content.find((r) => !r.isExposed) as BoardPost;
    expect(draft.title).toContain('게시 예정');
    for (const who of ['demo_partner', 'demo_org', 'demo_cso', 'demo_member'] as const) {
      expect(
        (await notices(who)).body.content.some((r) => r.id === draft.id),
        who,
      ).toBe(false);
      const res = await getAs<{ code: string }>(who, `/v1/boards/${draft.id}`);
      expect(res.status, who).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const detail = await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${draft.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.isExposed).toBe(false);
    const exposedOnly = await notices('demo_editor', '&isExposed=true');
    expect(exposedOnly.body.content.some((r) => r.id === draft.id)).toBe(false);
  });

  it('answers a FAQ page with the answers inline when withContent=true', async () => {
    const { body } = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=FAQ&page=0&size=10&withContent=true');
    expect(body.totalElements).toBe(20);
    expect(body.content.every((r) => typeof r.content === 'string' && r.content.startsWith('<p>'))).toBe(true);
    const second = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=FAQ&page=1&size=10&withContent=true');
    const withFile = [...body.content, ...second.body.content].find((r) => r.attachments?.length);
    expect(withFile?.attachments?.[0]).toMatchObject({ type: 'ATTACHMENT', originalFileName: '파트너계약_신청가이드.pdf' });
    const plain = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=FAQ');
    expect(plain.body.content[0]?.content).toBeUndefined();
  });

  it('keeps anonymous authors anonymous, and the anonymous board for CSO members', async () => {
    const matching = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=MR_CSO_MATCHING');
    const hidden = matching.body.content.find((r) => r.hiddenNickname) as BoardPost;
    expect(hidden).toMatchObject({ nickname: '익명', name: '익명', userId: '', memberId: 0 });
    const own = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=MR_CSO_MATCHING');
    expect(own.body.content.find((r) => r.id === hidden.id)).toMatchObject({ userId: 'demo_member', nickname: '새내기유진' });
    // A login id is private: nobody searches by someone else's (that would tie it to a nickname); one's own works.
    const byId = await getAs('demo_partner', '/v1/boards?boardType=MR_CSO_MATCHING&userId=demo_member');
    expect(byId.status).toBe(403);
    const mine = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=MR_CSO_MATCHING&userId=demo_member');
    expect(mine.body.content.some((r) => r.id === hidden.id)).toBe(true);
    // Editors neither: on the community boards a login id would tie a member to their hidden-nickname posts.
    expect((await getAs('demo_editor', '/v1/boards?boardType=MR_CSO_MATCHING&userId=demo_member')).status).toBe(403);

    expect((await getAs('demo_member', '/v1/boards?boardType=ANONYMOUS')).status).toBe(403);
    const anon = await getAs<Page<BoardPost>>('demo_cso', '/v1/boards?boardType=ANONYMOUS');
    expect(anon.status).toBe(200);
    expect(
      anon.body.content.filter((r) => r.hiddenNickname && r.userId !== 'demo_cso').every((r) => r.nickname === '익명' && r.userId === ''),
    ).toBe(true);
    const post = anon.body.content[0] as BoardPost;
    expect((await getAs('demo_member', `/v1/boards/${post.id}`)).status).toBe(403);
  });
});

describe('GET /v1/boards/{id}', () => {
  it('answers a notice with its attachments, previous/next notice and a view counted once per member', async () => {
    const list = await notices('demo_partner', `&boardTitle=${encodeURIComponent('펙수클루정 10mg')}`);
    const id = (list.body.content[0] as BoardPost).id;
    const first = await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${id}`);
    expect(first.status).toBe(200);
    expect(first.body.content).toContain('<li>');
    expect(first.body.attachments.map((a) => a.originalFileName)).toEqual(['펙수클루정10mg_제품설명서.pdf', '펙수클루정_제품이미지.png']);
    expect(first.body.attachments[0]).toMatchObject({ type: 'ATTACHMENT', fileUrl: expect.stringMatching(/^\/v1\/files\/\d+$/) });
    expect(first.body.previousPost?.id).toBeTypeOf('number');
    expect(first.body.nextPost?.id).toBeTypeOf('number');
    const again = await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${id}`);
    expect(again.body.viewsCount).toBe(first.body.viewsCount);
    const other = await getAs<BoardPostDetail>('demo_org', `/v1/boards/${id}`);
    expect(other.body.viewsCount).toBe(first.body.viewsCount + 1);
    const listed = await notices('demo_partner', `&boardTitle=${encodeURIComponent('펙수클루정 10mg')}`);
    expect(listed.body.content[0]?.viewedByMe).toBe(true);
  });

  it('previous/next skip notices the reader may not see', async () => {
    const all = (await notices('demo_cso')).body.content;
    const ids = new Set(all.map((r) => r.id));
    for (const row of all.slice(0, 8)) {
      const d = (await getAs<BoardPostDetail>('demo_cso', `/v1/boards/${row.id}`)).body;
      if (d.previousPost) expect(ids.has(d.previousPost.id)).toBe(true);
      if (d.nextPost) expect(ids.has(d.nextPost.id)).toBe(true);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-3']) expect((await getAs('demo_partner', `/v1/boards/${id}`)).status, id).toBe(404);
  });
});

describe('1:1 inquiries', () => {
  it('a member lists only their own inquiries, with 답변 state', async () => {
    const mine = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY&myUserId=demo_partner');
    expect(mine.body.totalElements).toBe(3);
    expect(mine.body.content.every((r) => r.userId === 'demo_partner')).toBe(true);
    expect(mine.body.content.filter((r) => r.hasChildren)).toHaveLength(1);
    const noFilter = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY');
    expect(noFilter.body.totalElements).toBe(3);
    const answered = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY&hasChildren=true');
    expect(answered.body.content.map((r) => r.hasChildren)).toEqual([true]);
    const waiting = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY&hasChildren=false');
    expect(waiting.body.content.every((r) => !r.hasChildren)).toBe(true);
    expect((await getAs('demo_partner', '/v1/boards?boardType=INQUIRY&myUserId=demo_org')).status).toBe(403);
    const editor = await getAs<Page<BoardPost>>('demo_editor', '/v1/boards?boardType=INQUIRY');
    expect(editor.body.totalElements).toBe(9);
  });

  it("someone else's inquiry is 404 to read, change or delete, and its files too", async () => {
    const org = await getAs<Page<BoardPost>>('demo_org', '/v1/boards?boardType=INQUIRY');
    const withFile = org.body.content.find((r) => r.title.includes('일괄 업로드')) as BoardPost;
    const detail = await getAs<BoardPostDetail>('demo_org', `/v1/boards/${withFile.id}`);
    const fileUrl = (detail.body.attachments[0] as Attachment).fileUrl;
    expect((await getAs('demo_org', fileUrl)).status).toBe(200);
    expect((await getAs('demo_partner', `/v1/boards/${withFile.id}`)).status).toBe(404);
    expect((await getAs('demo_partner', fileUrl)).status).toBe(404);
    expect((await getAs(null, fileUrl)).status).toBe(401);
    expect((await getAs('demo_editor', `/v1/boards/${withFile.id}`)).status).toBe(200);
    expect((await getAs('demo_editor', fileUrl)).status).toBe(200);
    const put = await send(
      'demo_partner',
      'PUT',
      `/v1/boards/${withFile.id}`,
      multipart('updateRequest', { title: '남의 글', keepFileIds: [] }, 'newFiles'),
    );
    expect(put.status).toBe(404);
    expect((await send('demo_partner', 'DELETE', `/v1/boards/${withFile.id}`)).status).toBe(404);
    expect((await getAs<BoardPostDetail>('demo_org', `/v1/boards/${withFile.id}`)).body.title).toBe(withFile.title);
  });

  it('an answered inquiry shows the answer and can no longer be edited or deleted (409)', async () => {
    const mine = await getAs<Page<BoardPost>>('demo_cso', '/v1/boards?boardType=INQUIRY&hasChildren=true');
    const id = (mine.body.content[0] as BoardPost).id;
    const detail = await getAs<BoardPostDetail>('demo_cso', `/v1/boards/${id}`);
    expect(detail.body.children).toHaveLength(1);
    expect(detail.body.children[0]).toMatchObject({ nickname: '메디판다운영팀' });
    expect(detail.body.children[0]?.content).toContain('메디판다 고객센터');
    const put = await send(
      'demo_cso',
      'PUT',
      `/v1/boards/${id}`,
      multipart('updateRequest', { title: '수정', content: '<p>수정</p>', keepFileIds: [] }, 'newFiles'),
    );
    expect(put.status).toBe(409);
    expect(put.json?.message).toBe('답변이 등록된 문의는 수정할 수 없습니다.');
    const del = await send('demo_cso', 'DELETE', `/v1/boards/${id}`);
    expect(del.status).toBe(409);
    expect(del.json?.message).toBe('답변이 등록된 문의는 삭제할 수 없습니다.');
  });

  it('create → read → edit (keep one file, add one) → delete, with NFC names and sanitized HTML', async () => {
    const nfdName = '처방전_사본.pdf'.normalize('NFD');
    expect(nfdName).not.toBe('처방전_사본.pdf');
    const created = await send(
      'demo_member',
      'POST',
      '/v1/boards',
      multipart(
        'request',
        {
          boardType: 'INQUIRY',
          userId: 'demo_member',
          nickname: 'demo_member',
          title: '  첨부파일 문의  ',
          content:
            '<p onclick="steal()">안녕하세요<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a><a href="https://example.com">외부</a>',
          hiddenNickname: false,
          exposureRange: 'CONTRACTED',
          isExposed: false,
        },
        'files',
        [
          { name: nfdName, bytes: PDF, type: 'application/pdf' },
          { name: '화면.png', bytes: PNG, type: 'image/png' },
        ],
      ),
    );
    expect(created.status).toBe(201);
    const id = Number(created.text);
    expect(id).toBeGreaterThan(0);

    const detail = (await getAs<BoardPostDetail>('demo_member', `/v1/boards/${id}`)).body;
    expect(detail.title).toBe('첨부파일 문의');
    expect(detail).toMatchObject({ boardType: 'INQUIRY', exposureRange: 'ALL', isExposed: true, userId: 'demo_member' });
    expect(detail.content).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(detail.content).toContain('안녕하세요');
    expect(detail.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">외부</a>');
    expect(detail.attachments.map((a) => a.originalFileName)).toEqual(['처방전_사본.pdf', '화면.png']);
    expect(detail.attachments[0]?.originalFileName).toBe('처방전_사본.pdf'.normalize('NFC'));

    const file = await getAs<string>('demo_member', (detail.attachments[0] as Attachment).fileUrl);
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('application/pdf');
    expect(file.res.headers.get('content-disposition')).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('처방전_사본.pdf')}`,
    );
    expect(file.res.headers.get('cache-control')).toBe('no-store'); // a member's attachment is never kept in a cache;
    expect(file.res.headers.get('x-content-type-options')).toBe('nosniff');
    const pngFile = await getAs<string>('demo_member', (detail.attachments[1] as Attachment).fileUrl);
    expect(pngFile.res.headers.get('content-security-policy')).toContain('sandbox');
    expect((await getAs('demo_partner', `/v1/boards/${id}`)).status).toBe(404);

    const [pdf, png] = detail.attachments as [Attachment, Attachment];
    const updated = await send(
      'demo_member',
      'PUT',
      `/v1/boards/${id}`,
      multipart(
        'updateRequest',
        { title: '첨부파일 문의 (수정)', content: '<p>내용을 고쳤습니다.</p>', keepFileIds: [pdf.s3fileId] },
        'newFiles',
        [{ name: '추가자료.gif', bytes: GIF }],
      ),
    );
    expect(updated.status).toBe(200);
    const after = (await getAs<BoardPostDetail>('demo_member', `/v1/boards/${id}`)).body;
    expect(after.title).toBe('첨부파일 문의 (수정)');
    expect(after.content).toBe('<p>내용을 고쳤습니다.</p>');
    expect(after.attachments.map((a) => a.originalFileName)).toEqual(['처방전_사본.pdf', '추가자료.gif']);
    expect((await getAs('demo_member', png.fileUrl)).status).toBe(404);

    const deleted = await send('demo_member', 'DELETE', `/v1/boards/${id}`);
    expect(deleted.status).toBe(204);
    expect((await getAs('demo_member', `/v1/boards/${id}`)).status).toBe(404);
    const list = await getAs<Page<BoardPost>>('demo_member', '/v1/boards?boardType=INQUIRY');
    expect(list.body.content.some((r) => r.id === id)).toBe(false);
    expect((await getAs('demo_member', pdf.fileUrl)).status).toBe(404);
  });

  it('refuses bad requests: no JSON part, broken JSON, no title, empty body, not multipart, too many files', async () => {
    const inquiry = (over: Record<string, unknown> = {}) => ({ boardType: 'INQUIRY', title: '제목', content: '<p>내용</p>', ...over });
    const cases: Array<[FormData | string, number, RegExp]> = [
      [multipart(null, null, 'files', [{ name: 'a.png', bytes: PNG }]), 400, /request/],
      [
        (() => {
          const f = new FormData();
          f.append('request', new Blob(['{oops'], { type: 'application/json' }));
          return f;
        })(),
        400,
        /JSON/,
      ],
      [multipart('request', inquiry({ title: '   ' }), 'files'), 400, /제목을 입력해 주세요/],
      [multipart('request', inquiry({ title: 'x'.repeat(201) }), 'files'), 400, /200자/],
      [multipart('request', inquiry({ content: '<p> </p><script>x</script>' }), 'files'), 400, /내용을 입력해 주세요/],
      [multipart('request', inquiry({ boardType: 'NOPE' }), 'files'), 400, /boardType/],
      [multipart('request', inquiry({ boardType: 'EVENT' }), 'files'), 400, /이벤트/],
      [multipart('request', inquiry({ editorFileIds: [999999] }), 'files'), 400, /본문 이미지/],
      [
        multipart(
          'request',
          inquiry(),
          'files',
          Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG })),
        ),
        400,
        /5개/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await send('demo_partner', 'POST', '/v1/boards', body);
      expect(res.status, message.source).toBe(status);
      expect(res.json?.message).toMatch(message);
    }
    const json = await send('demo_partner', 'POST', '/v1/boards', JSON.stringify(inquiry()), { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    expect(json.json?.message).toMatch(/multipart/);
  });

  it('refuses files that are too large, of an unsupported type, or not what their name says', async () => {
    const inquiry = { boardType: 'INQUIRY', title: '파일', content: '<p>파일</p>' };
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    const tooBig = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', inquiry, 'files', [{ name: '큰파일.png', bytes: big }]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.json).toEqual({ code: 'FILE_TOO_LARGE', message: '파일 크기는 10MB 이하여야 합니다. (큰파일.png)' });
    const huge = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', inquiry, 'files', [{ name: 'huge.zip', bytes: new Uint8Array(MAX_POST_REQUEST_BYTES + 1) }]),
    );
    expect(huge.status).toBe(413);
    expect(huge.json?.message).toMatch(/요청이 너무 큽니다/);
    const exe = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', inquiry, 'files', [{ name: 'setup.exe', bytes: 'MZ' }]),
    );
    expect(exe.status).toBe(415);
    expect(exe.json?.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(exe.json?.message).toMatch(/올릴 수 없는 파일 형식입니다.*pdf.*hwp.*docx.*xlsx.*zip/);
    const fake = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', inquiry, 'files', [{ name: '사진.png', bytes: '<html><script>alert(1)</script></html>' }]),
    );
    expect(fake.status).toBe(415);
    expect(fake.json?.code).toBe('FILE_CONTENT_MISMATCH');
    const empty = await send('demo_partner', 'POST', '/v1/boards', multipart('request', inquiry, 'files', [{ name: '빈.pdf', bytes: '' }]));
    expect(empty.status).toBe(400);
    // Nothing was created by the refused requests.
    const list = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY&boardTitle=%ED%8C%8C%EC%9D%BC');
    expect(list.body.content.filter((r) => r.title === '파일')).toHaveLength(0);
  });

  it('refuses writing where the member may not: notices and FAQ (403), answers (403), anonymous board for non-CSO (403)', async () => {
    const post = (who: Who, request: Record<string, unknown>) =>
      send(who, 'POST', '/v1/boards', multipart('request', { title: '제목', content: '<p>내용</p>', ...request }, 'files'));
    for (const boardType of ['NOTICE', 'FAQ']) {
      const res = await post('demo_partner', { boardType, noticeProperties: { noticeType: 'GENERAL', fixedTop: true } });
      expect(res.status, boardType).toBe(403);
      expect(res.json?.message).toBe('관리자만 이용할 수 있는 기능입니다.');
    }
    const org = await getAs<Page<BoardPost>>('demo_org', '/v1/boards?boardType=INQUIRY&hasChildren=false');
    const target = (org.body.content[0] as BoardPost).id;
    expect((await post('demo_partner', { boardType: 'INQUIRY', parentId: target })).status).toBe(403);
    expect((await post('demo_member', { boardType: 'ANONYMOUS' })).status).toBe(403);
    expect((await post('demo_cso', { boardType: 'ANONYMOUS', hiddenNickname: true })).status).toBe(201);
    expect(
      (await send(null, 'POST', '/v1/boards', multipart('request', { boardType: 'INQUIRY', title: 'x', content: 'x' }, 'files'))).status,
    ).toBe(401);
  });

  it('an editor answers once (409 the second time); the asker then can no longer change it', async () => {
    const created = await send(
      'demo_org',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '답변 받을 문의', content: '<p>질문</p>' }, 'files'),
    );
    const id = Number(created.text);
    const answer = (content: string) =>
      send(
        'demo_editor',
        'POST',
        '/v1/boards',
        multipart('request', { boardType: 'INQUIRY', parentId: id, title: 'RE: 답변 받을 문의', content }, 'files', [
          { name: '안내.pdf', bytes: PDF },
        ]),
      );
    expect((await answer('<p>답변드립니다.</p>')).status).toBe(201);
    expect((await answer('<p>두 번째</p>')).status).toBe(409);
    const detail = (await getAs<BoardPostDetail>('demo_org', `/v1/boards/${id}`)).body;
    expect(detail.children[0]?.content).toBe('<p>답변드립니다.</p>');
    expect(detail.children[0]?.attachments[0]?.originalFileName).toBe('안내.pdf');
    expect((await getAs('demo_org', (detail.children[0]?.attachments[0] as Attachment).fileUrl)).status).toBe(200);
    expect((await getAs('demo_partner', (detail.children[0]?.attachments[0] as Attachment).fileUrl)).status).toBe(404);
    expect(
      (await getAs<Page<BoardPost>>('demo_org', `/v1/boards?boardType=INQUIRY&hasChildren=true`)).body.content.some((r) => r.id === id),
    ).toBe(true);
    expect((await send('demo_org', 'DELETE', `/v1/boards/${id}`)).status).toBe(409);
    expect((await answer('<p>x</p>')).status).toBe(409);
    const missing = await send(
      'demo_editor',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', parentId: 999999, title: 'RE', content: '<p>x</p>' }, 'files'),
    );
    expect(missing.status).toBe(404);
  });

  it('PUT refuses a missing keepFileIds and bad values (400), and other members (403/404)', async () => {
    const created = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '수정할 문의', content: '<p>본문</p>' }, 'files'),
    );
    const id = Number(created.text);
    const put = (who: Who, body: Record<string, unknown>) =>
      send(who, 'PUT', `/v1/boards/${id}`, multipart('updateRequest', body, 'newFiles'));
    expect((await put('demo_partner', { title: '제목' })).status).toBe(400);
    expect((await put('demo_partner', { title: '', keepFileIds: [] })).status).toBe(400);
    expect((await put('demo_partner', { keepFileIds: 'all' })).status).toBe(400);
    expect((await put('demo_partner', { hiddenNickname: 'yes', keepFileIds: [] })).status).toBe(400);
    expect((await put('demo_org', { title: '남의 글', keepFileIds: [] })).status).toBe(404);
    expect((await put('demo_partner', { title: '고친 제목', keepFileIds: [] })).status).toBe(200);
    expect((await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${id}`)).body.title).toBe('고친 제목');
    expect((await send('demo_partner', 'PUT', '/v1/boards/abc', multipart('updateRequest', { keepFileIds: [] }, 'newFiles'))).status).toBe(
      404,
    );
    expect((await send(null, 'DELETE', `/v1/boards/${id}`)).status).toBe(401);
    // A community post by someone else: visible, but 403 to change.
    const matching = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=MR_CSO_MATCHING');
    const others = matching.body.content.find((r) => r.userId !== 'demo_partner' && !r.hiddenNickname) as BoardPost;
    const res = await send(
      'demo_partner',
      'PUT',
      `/v1/boards/${others.id}`,
      multipart('updateRequest', { title: 'x', keepFileIds: [] }, 'newFiles'),
    );
    expect(res.status).toBe(403);
    expect(res.json?.message).toBe('본인이 작성한 글만 수정할 수 있습니다.');
    expect((await send('demo_partner', 'DELETE', `/v1/boards/${others.id}`)).status).toBe(403);
  });
});

describe('notices written by editors', () => {
  it('an editor writes an unpublished notice, partners see it only once it is published', async () => {
    const created = await send(
      'demo_editor',
      'POST',
      '/v1/boards',
      multipart(
        'request',
        {
          boardType: 'NOTICE',
          title: '편집자 테스트 공지',
          content: '<h2>안내</h2><p>본문</p>',
          isExposed: false,
          exposureRange: 'CONTRACTED',
          noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: false },
        },
        'files',
      ),
    );
    expect(created.status).toBe(201);
    const id = Number(created.text);
    expect((await getAs('demo_partner', `/v1/boards/${id}`)).status).toBe(404);
    const draft = (await getAs<BoardPostDetail>('demo_editor', `/v1/boards/${id}`)).body;
    expect(draft).toMatchObject({
      isExposed: false,
      exposureRange: 'CONTRACTED',
      noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: false },
    });
    const publish = await send(
      'demo_editor',
      'PUT',
      `/v1/boards/${id}`,
      multipart('updateRequest', { isExposed: true, keepFileIds: [], noticeProperties: { fixedTop: true } }, 'newFiles'),
    );
    expect(publish.status).toBe(200);
    expect((await getAs('demo_partner', `/v1/boards/${id}`)).status).toBe(200);
    expect((await getAs('demo_cso', `/v1/boards/${id}`)).status).toBe(404);
    const pinned = await getAs<BoardPost[]>('demo_partner', '/v1/boards/notices/fixed-top?boardType=NOTICE');
    expect(pinned.body.some((p) => p.id === id)).toBe(true);
    expect(
      (await send('demo_partner', 'PUT', `/v1/boards/${id}`, multipart('updateRequest', { title: 'x', keepFileIds: [] }, 'newFiles')))
        .status,
    ).toBe(403);
    const noType = await send(
      'demo_editor',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'NOTICE', title: '분류 없음', content: '<p>x</p>' }, 'files'),
    );
    expect(noType.status).toBe(400);
    expect(noType.json?.message).toMatch(/공지 분류/);
  });
});

describe('POST /v1/boards/uploads', () => {
  it('stores an editor image for its uploader; a post can then use it', async () => {
    const up = await send(
      'demo_partner',
      'POST',
      '/v1/boards/uploads',
      multipart(null, null, 'file', [{ name: '본문그림.png'.normalize('NFD'), bytes: PNG }]),
    );
    expect(up.status).toBe(201);
    const att = JSON.parse(up.text) as Attachment;
    expect(att).toMatchObject({ type: 'EDITOR', originalFileName: '본문그림.png', fileUrl: `/v1/files/${att.s3fileId}` });
    expect((await getAs('demo_partner', att.fileUrl)).res.headers.get('content-type')).toBe('image/png');
    expect((await getAs('demo_org', att.fileUrl)).status).toBe(404);
    const created = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart(
        'request',
        {
          boardType: 'INQUIRY',
          title: '그림 문의',
          content: `<p>그림</p><img src="${att.fileUrl}" alt="그림"><img src="data:image/png;base64,AAAA">`,
          editorFileIds: [att.s3fileId],
        },
        'files',
      ),
    );
    expect(created.status).toBe(201);
    const detail = (await getAs<BoardPostDetail>('demo_partner', `/v1/boards/${created.text}`)).body;
    expect(detail.content).toBe(`<p>그림</p><img src="${att.fileUrl}" alt="그림" />`);
    expect(detail.attachments).toEqual([expect.objectContaining({ s3fileId: att.s3fileId, type: 'EDITOR' })]);
    const listed = await getAs<Page<BoardPost>>('demo_partner', '/v1/boards?boardType=INQUIRY');
    expect(listed.body.content.find((r) => r.id === Number(created.text))?.hasImage).toBe(true);
    // Used once only.
    const reuse = await send(
      'demo_partner',
      'POST',
      '/v1/boards',
      multipart('request', { boardType: 'INQUIRY', title: '재사용', content: '<p>x</p>', editorFileIds: [att.s3fileId] }, 'files'),
    );
    expect(reuse.status).toBe(400);
  });

  it('refuses documents (415), big files (413), no file (400) and signed-out visitors (401)', async () => {
    const pdf = await send('demo_partner', 'POST', '/v1/boards/uploads', multipart(null, null, 'file', [{ name: '문서.pdf', bytes: PDF }]));
    expect(pdf.status).toBe(415);
    expect(pdf.json?.message).toMatch(/jpg, jpeg, png, gif, webp 파일만/);
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(PNG);
    const large = await send(
      'demo_partner',
      'POST',
      '/v1/boards/uploads',
      multipart(null, null, 'file', [{ name: 'big.png', bytes: big }]),
    );
    expect(large.status).toBe(413);
    expect(large.json?.code).toBe('FILE_TOO_LARGE');
    const none = await send('demo_partner', 'POST', '/v1/boards/uploads', new FormData());
    expect(none.status).toBe(400);
    expect(none.json?.message).toBe('올릴 파일을 선택해 주세요.');
    expect((await send(null, 'POST', '/v1/boards/uploads', multipart(null, null, 'file', [{ name: 'a.png', bytes: PNG }]))).status).toBe(
      401,
    );
    // The editor-upload cookie is not enough from another site.
    const cross = await send('demo_partner', 'POST', '/v1/boards/uploads', multipart(null, null, 'file', [{ name: 'a.png', bytes: PNG }]), {
      origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    await cookieOf('demo_partner');
  });
});
