import { describe, expect, it } from 'vitest';
import { getAs, multipart, send } from './content-helpers';
import { call } from './helpers';

// Inputs that used to answer 500: a NUL byte in text, ids past 2^31−1, days that are not on the calendar.
// Each is now a 400 `{ code: 'BAD_REQUEST', message }` whose Korean message names the field.

const refused = async (res: { status: number; body: unknown }, field: RegExp) => {
  expect(res.status).toBe(400);
  const body = res.body as { code: string; message: string };
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.message).toMatch(/[가-힣]/);
  expect(body.message).toMatch(field);
};
const errorOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

describe('a NUL byte in a query or path parameter', () => {
  it('is refused in product keywords (and an unknown parameter is ignored)', async () => {
    await refused(await getAs('demo_partner', '/v1/products?productName=%00'), /제품명\(productName\)/);
    await refused(await getAs('demo_partner', '/v1/products?composition=a%00b'), /성분명\(composition\)/);
    expect((await getAs('demo_partner', '/v1/products?keyword=%00&size=1')).status).toBe(200);
  });

  it('is refused in board filters: title, userId, nickname', async () => {
    await refused(await getAs('demo_partner', '/v1/boards?boardType=NOTICE&boardTitle=%00'), /boardTitle/);
    await refused(await getAs('demo_partner', '/v1/boards?boardType=NOTICE&userId=%00'), /아이디\(userId\)/);
    await refused(await getAs('demo_partner', '/v1/boards?boardType=ANONYMOUS&nickname=%00'), /닉네임\(nickname\)/);
  });

  it('is refused in events, banners and terms versions', async () => {
    await refused(await getAs('demo_partner', '/v1/events?title=%00'), /검색어\(title\)/);
    await refused(await getAs(null, '/v1/banners?bannerTitle=%00'), /bannerTitle/);
    await refused(await getAs(null, '/v1/terms/%00'), /버전\(version\)/);
    await refused(await getAs(null, '/v1/terms/privacy/v1%00'), /버전\(version\)/);
  });
});

describe('a NUL byte in a JSON body', () => {
  it('is refused in the login id', async () => {
    const res = await call('/v1/auth/login', { json: { userId: 'demo_partner\u0000', password: 'demo1234!', device: null } });
    await refused(await errorOf(res), /아이디\(userId\)/);
  });

  it('is refused in a board title or content; tabs and line breaks stay allowed in content', async () => {
    const post = (request: Record<string, unknown>) =>
      send(
        'demo_partner',
        'POST',
        '/v1/boards',
        multipart('request', { boardType: 'INQUIRY', title: '문의', content: '<p>내용</p>', ...request }, 'files'),
      );
    const title = await post({ title: '제목\u0000' });
    await refused({ status: title.status, body: title.json }, /제목\(title\)/);
    const content = await post({ content: '<p>내용\u0000</p>' });
    await refused({ status: content.status, body: content.json }, /내용\(content\)/);
    expect((await post({ content: '<p>첫 줄\n\t둘째 줄</p>' })).status).toBe(201);
  });
});

describe('ids beyond a signed 32-bit integer', () => {
  it('are refused in editorFileIds; 2^31−1 itself is checked against the uploads', async () => {
    const post = (editorFileIds: number[]) =>
      send(
        'demo_partner',
        'POST',
        '/v1/boards',
        multipart('request', { boardType: 'INQUIRY', title: '문의', content: '<p>내용</p>', editorFileIds }, 'files'),
      );
    const big = await post([2 ** 31]);
    await refused({ status: big.status, body: big.json }, /본문 이미지\(editorFileIds\).*2147483647/);
    const largest = await post([2 ** 31 - 1]);
    expect(largest.status).toBe(400);
    expect(largest.json?.message).toMatch(/본문 이미지를 찾을 수 없습니다/);
  });

  it('are 404 in paths, as ids that name nothing', async () => {
    for (const id of ['2147483648', '99999999999', '0']) expect((await getAs('demo_partner', `/v1/boards/${id}`)).status, id).toBe(404);
  });
});

describe('days that are not on the calendar', () => {
  it('are refused in banners?startAt and list filters', async () => {
    await refused(await getAs(null, '/v1/banners?startAt=0000-01-01'), /시작 시각\(startAt\)/);
    await refused(await getAs(null, '/v1/banners?startAt=2024-02-30T00:00:00Z'), /startAt/);
    expect((await getAs(null, '/v1/banners?startAt=2024-02-29&endAt=2024-03-01')).status).toBe(200);
    await refused(await getAs('demo_partner', '/v1/boards?boardType=NOTICE&startAt=0000-01-01'), /시작일\(startAt\)/);
    await refused(await getAs('demo_partner', '/v1/events?endAt=2024-02-30'), /종료일\(endAt\)/);
    await refused(await getAs('demo_partner', '/v1/sales-agency-products?startAt=2100-01-01'), /startAt/);
  });
});

describe('page sizes', () => {
  it('are at most 100, except on lists that are small by nature (banners)', async () => {
    await refused(await getAs('demo_partner', '/v1/boards?boardType=NOTICE&size=101'), /페이지 크기\(size\).*100/);
    await refused(await getAs('demo_partner', '/v1/events?size=2147483647'), /size/);
    expect((await getAs('demo_partner', '/v1/boards?boardType=NOTICE&size=100')).status).toBe(200);
    expect((await getAs(null, '/v1/banners?size=2147483647')).status).toBe(200);
    await refused(await getAs(null, '/v1/banners?size=2147483648'), /size/);
  });
});

describe('community inputs', () => {
  const json = (method: string, path: string, body: unknown) =>
    send('demo_partner', method, path, JSON.stringify(body), { 'content-type': 'application/json' }).then((r) => ({
      status: r.status,
      body: r.json as unknown,
    }));

  it('refuses a NUL byte in a comment, a report reason and a path login id, and ids past 2^31−1', async () => {
    await refused(await json('POST', '/v1/comments/demo_partner', { boardPostId: 1, content: 'a\u0000b' }), /댓글/);
    await refused(await json('PUT', '/v1/comments', { id: 1, content: '\u0000' }), /댓글/);
    await refused(await json('POST', '/v1/comments/demo%00partner', { boardPostId: 1, content: '댓글' }), /아이디\(userId\)/);
    await refused(await json('POST', '/v1/comments/demo_partner', { boardPostId: 2 ** 31, content: '댓글' }), /boardPostId/);
    await refused(
      await json('POST', '/v1/reports/demo_partner', { postId: 1, reportType: 'SPAM', reportContent: 'a\u0000' }),
      /reportContent/,
    );
    await refused(await json('POST', '/v1/reports/demo_partner', { postId: 1, reportType: 'NOPE' }), /reportType/);
    await refused(await json('PUT', '/v1/blocks/demo_partner', { commentId: 2 ** 31 }), /commentId/);
    expect((await json('POST', '/v1/comments/2147483648/like', {})).status).toBe(404);
  });
});
