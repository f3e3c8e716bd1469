import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PNG, PDF } from '../content-helpers';
import { expectOk, FETCH_ALL, readAs, signedIn, type LegacyBrowser } from './legacy-client';
import { Page } from './wire-common';
import { Attachment, Banner, BoardPost, BoardPostDetail, EventDetail, EventSummary, ProductDetails, ProductSummary } from './wire-content';
import { SalesAgencyProductDetail, SalesAgencyProductSummary } from './wire-content';

// The old app's everyday content calls replayed against our server: products, notices, FAQ, events, sales-agency
// products, the community boards with posts, comments, likes and reports, and 1:1 inquiries.

const USER_SCREEN = { filterDeleted: true, filterBlind: true };
const DRUG_COMPANY_NOTICES = ['PRODUCT_STATUS', 'MANUFACTURING_SUSPENSION', 'NEW_PRODUCT', 'POLICY', 'GENERAL'];

const detail = (b: LegacyBrowser, id: number) =>
  b.get(`/v1/boards/${id}`, USER_SCREEN).then((r) => readAs(BoardPostDetail, r, `GET /v1/boards/${id}`));

describe('products', () => {
  it('searches, sorts and filters the catalogue and opens 대체가능 의약품 보기', async () => {
    const member = await signedIn('demo_member');
    const first = await readAs(Page(ProductSummary), await member.get('/v1/products', { sortType: 'FEE_RATE_DESC', page: 0, size: 10 }));
    expect(first.content.length).toBe(10);
    expect(first.totalElements).toBeGreaterThan(1000);
    const rates = first.content.map((p) => p.roundedFeeRate ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const searched = await member.get('/v1/products', {
      composition: '아세트',
      isPromotion: true,
      sortType: 'PRICE_ASC',
      page: 1,
      size: 10,
    });
    expect((await readAs(Page(ProductSummary), searched)).number).toBe(1);
    const id = first.content[0]?.id ?? 0;
    await readAs(ProductDetails, await member.get(`/v1/products/${id}/details`), 'details');
    await readAs(ProductDetails, await member.get(`/v1/products/${id}/details`, { month: new Date().toISOString().slice(0, 7) }));
  });
});

describe('customer service', () => {
  it('lists notices with the pinned ones, and opens one', async () => {
    const member = await signedIn('demo_member');
    const list = await readAs(
      Page(BoardPost),
      await member.get('/v1/boards', { boardType: 'NOTICE', page: 0, size: 10, isExposed: true, ...USER_SCREEN }),
      'notices',
    );
    expect(list.content.length).toBeGreaterThan(0);
    const pinned = await member.get('/v1/boards/notices/fixed-top', {
      boardType: 'NOTICE',
      noticeTypes: DRUG_COMPANY_NOTICES,
      isExposed: true,
      ...USER_SCREEN,
    });
    await readAs(v.array(BoardPost), pinned, 'fixed-top');
    const notice = await detail(member, list.content[0]?.id ?? 0);
    expect(notice.boardType).toBe('NOTICE');
  });

  it('lists the FAQ and opens an answer', async () => {
    const member = await signedIn('demo_member');
    const faq = await readAs(
      Page(BoardPost),
      await member.get('/v1/boards', { boardType: 'FAQ', page: 0, size: 10, isExposed: true, ...USER_SCREEN }),
    );
    expect(faq.content.length).toBeGreaterThan(0);
    expect((await detail(member, faq.content[0]?.id ?? 0)).content).toBeTruthy();
  });

  it('sends a 1:1 inquiry with `request` + `files` (nickname = login id), lists it as mine and opens it', async () => {
    const member = await signedIn('demo_member');
    const request = {
      boardType: 'INQUIRY',
      userId: 'demo_member',
      nickname: 'demo_member',
      hiddenNickname: member.me?.nicknameHidden ?? false,
      title: '정산 일정 문의드립니다',
      content: '<p>이번 달 정산 일정이 궁금합니다.</p>',
      parentId: null,
      isExposed: true,
      exposureRange: 'ALL',
      editorFileIds: [],
      noticeProperties: null,
    };
    const files = [{ name: 'files', file: new File([PDF], '문의 첨부.pdf', { type: 'application/pdf' }) }];
    await expectOk(
      await member.multipart('POST', '/v1/boards', [{ name: 'request', json: request }, ...files]),
      'POST /v1/boards (inquiry)',
    );
    const mine = await member.get('/v1/boards', { boardType: 'INQUIRY', myUserId: 'demo_member', page: 0, size: 10, ...USER_SCREEN });
    const listed = (await readAs(Page(BoardPost), mine)).content.find((p) => p.title === request.title);
    expect(listed?.hasChildren).toBe(false);
    const opened = await detail(member, listed?.id ?? 0);
    expect(opened.attachments.map((a) => [a.type, a.originalFileName])).toEqual([['ATTACHMENT', '문의 첨부.pdf']]);
  });
});

describe('events and sales-agency products', () => {
  it('lists events and opens one', async () => {
    const member = await signedIn('demo_cso');
    const events = await readAs(Page(EventSummary), await member.get('/v1/events', { page: 0, size: 10 }), 'GET /v1/events');
    expect(events.content.length).toBeGreaterThan(0);
    await readAs(EventDetail, await member.get(`/v1/events/${events.content[0]?.id ?? 0}`), 'GET /v1/events/{id}');
  });

  it('lists sales-agency products, opens one and applies', async () => {
    const member = await signedIn('demo_member');
    const list = await readAs(Page(SalesAgencyProductSummary), await member.get('/v1/sales-agency-products', { page: 0, size: 10 }));
    expect(list.content.length).toBeGreaterThan(0);
    const now = new Date().toISOString().slice(0, 19);
    let open: v.InferOutput<typeof SalesAgencyProductDetail> | undefined;
    for (const row of list.content.filter((p) => p.endAt > now)) {
      const shown = await readAs(SalesAgencyProductDetail, await member.get(`/v1/sales-agency-products/${row.id}`), 'detail');
      if (!shown.applied) {
        open = shown;
        break;
      }
    }
    if (!open) throw new Error('no running product this member has not applied to');
    await expectOk(await member.post(`/v1/sales-agency-products/${open.productId}/apply`), 'apply');
    const after = await readAs(SalesAgencyProductDetail, await member.get(`/v1/sales-agency-products/${open.productId}`));
    expect(after.applied).toBe(true);
  });
});

describe('community', () => {
  it('writes, reads, edits and deletes a matching-board post with an editor image and an attachment', async () => {
    const member = await signedIn('demo_member');
    const board = { boardType: 'MR_CSO_MATCHING', page: 0, size: 10, ...USER_SCREEN };
    await readAs(Page(BoardPost), await member.get('/v1/boards', { ...board, sortType: 'VIEWS' }), 'trending');
    const fixed = await member.get('/v1/boards/notices/fixed-top', {
      boardType: 'NOTICE',
      noticeTypes: ['MR_CSO_MATCHING'],
      ...USER_SCREEN,
    });
    await readAs(v.array(BoardPost), fixed);
    await readAs(
      Page(Banner),
      await member.get('/v1/banners', { isExposed: true, bannerPositions: ['ALL', 'PC_COMMUNITY'], size: FETCH_ALL }),
    );

    const image = await readAs(
      Attachment,
      await member.multipart('POST', '/v1/boards/uploads', [{ name: 'file', file: new File([PNG], '사진.png', { type: 'image/png' }) }]),
      'POST /v1/boards/uploads',
    );
    expect(image.type).toBe('EDITOR');
    const request = {
      boardType: 'MR_CSO_MATCHING',
      userId: 'demo_member',
      nickname: member.me?.nickname,
      hiddenNickname: false,
      title: '서울 강남 신규처 매칭 구합니다',
      content: `<p>내과 신규처 찾습니다.</p><img src="${image.fileUrl}">`,
      parentId: null,
      isExposed: true,
      exposureRange: 'ALL',
      editorFileIds: [image.s3fileId],
      noticeProperties: null,
    };
    const attachment = { name: 'files', file: new File([PDF], '소개서.pdf', { type: 'application/pdf' }) };
    await expectOk(await member.multipart('POST', '/v1/boards', [{ name: 'request', json: request }, attachment]), 'POST /v1/boards');
    const mine = await readAs(Page(BoardPost), await member.get('/v1/boards', { ...board, myUserId: 'demo_member' }));
    const post = mine.content.find((p) => p.title === request.title);
    expect(post?.hasImage).toBe(true);
    const read = await detail(member, post?.id ?? 0);
    expect(read.attachments.map((a) => a.type).sort()).toEqual(['ATTACHMENT', 'EDITOR']);

    const keepFileIds = read.attachments.map((a) => a.s3fileId);
    const update = {
      title: `${request.title} (수정)`,
      content: request.content,
      hiddenNickname: false,
      isBlind: null,
      isExposed: null,
      exposureRange: null,
      keepFileIds,
      editorFileIds: [image.s3fileId],
      noticeProperties: null,
    };
    const newFile = { name: 'newFiles', file: new File([PDF], '추가자료.pdf', { type: 'application/pdf' }) };
    await expectOk(await member.multipart('PUT', `/v1/boards/${read.id}`, [{ name: 'updateRequest', json: update }, newFile]), 'PUT board');
    const edited = await detail(member, read.id);
    expect(edited.title).toBe(update.title);
    expect(
      edited.attachments
        .filter((a) => a.type === 'ATTACHMENT')
        .map((a) => a.originalFileName)
        .sort(),
    ).toEqual(['소개서.pdf', '추가자료.pdf']);

    await expectOk(await member.delete(`/v1/boards/${read.id}`), 'DELETE board');
    expect((await member.get(`/v1/boards/${read.id}`, USER_SCREEN)).ok).toBe(false);
  });

  it('comments, replies, edits, likes, reports and deletes on the anonymous board (CSO)', async () => {
    const cso = await signedIn('demo_cso');
    const list = await readAs(Page(BoardPost), await cso.get('/v1/boards', { boardType: 'ANONYMOUS', page: 0, size: 10, ...USER_SCREEN }));
    const fixed = await cso.get('/v1/boards/notices/fixed-top', { boardType: 'NOTICE', noticeTypes: ['ANONYMOUS_BOARD'], ...USER_SCREEN });
    await readAs(v.array(BoardPost), fixed);
    const target = list.content.find((p) => p.userId !== 'demo_cso');
    if (!target) throw new Error('no post of another member');

    await expectOk(await cso.post('/v1/comments/demo_cso', { boardPostId: target.id, parentId: null, content: '좋은 정보 감사합니다' }));
    const withComment = await detail(cso, target.id);
    const comment = withComment.comments.find((c) => c.content === '좋은 정보 감사합니다' && c.userId === 'demo_cso');
    if (!comment) throw new Error('the new comment is not in the detail');
    await expectOk(await cso.post('/v1/comments/demo_cso', { boardPostId: target.id, parentId: comment.id, content: '답글입니다' }));
    await expectOk(await cso.put('/v1/comments', { id: comment.id, content: '수정한 댓글입니다' }), 'PUT /v1/comments');
    await expectOk(await cso.post(`/v1/comments/${comment.id}/like`), 'comment like');
    const after = await detail(cso, target.id);
    const edited = after.comments.find((c) => c.id === comment.id);
    expect(edited).toMatchObject({ content: '수정한 댓글입니다', likedByMe: true });
    expect(edited?.replies?.map((r) => r.content)).toContain('답글입니다');

    const liked = withComment.likedByMe;
    await expectOk(await cso.post(`/v1/boards/${target.id}/like`), 'post like');
    expect((await detail(cso, target.id)).likedByMe).toBe(!liked);
    await expectOk(await cso.post(`/v1/boards/${target.id}/like`), 'post unlike');
    expect((await detail(cso, target.id)).likedByMe).toBe(liked);

    const report = { postId: target.id, commentId: null, reportType: 'SPAM', reportContent: '홍보/스팸' };
    await expectOk(await cso.post('/v1/reports/demo_cso', report), 'POST /v1/reports/{userId}');
    await expectOk(await cso.delete(`/v1/comments/${comment.id}`), 'DELETE comment');
  });
});
