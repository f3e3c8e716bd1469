import { count, eq, isNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Banner, BoardPostDetail, EventDetail, EventSummary, MonthlyCount, MonthlyTotalAmount, Page } from '../../src/api/types';
import { getDb } from '../../src/server/runtime/database';
import { boardPosts, events as eventsTable, storedFiles } from '../../src/server/db/schema';
import { seedContent } from '../../src/server/seed/content';
import { bannerSeeds, eventSeeds, noticeSeeds } from '../../src/server/seed/content-data';
import { seedDemoData } from '../../src/server/seed';
import { getAs, type Who } from './content-helpers';
import './helpers';
import { openOwnDb } from '../pg/file-database';

// Events, banners, files and the home figures, and the demo content itself.

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('GET /v1/events', () => {
  it('pages events, running ones first, with card image, period and status', async () => {
    const { status, body } = await getAs<Page<EventSummary>>('demo_partner', '/v1/events?page=0&size=10');
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 0, size: 10, first: true });
    expect(body.content).toHaveLength(10);
    const statuses = body.content.map((e) => e.eventStatus);
    expect(statuses.indexOf('FINISHED')).toBeGreaterThan(statuses.lastIndexOf('IN_PROGRESS'));
    const e = body.content[0] as EventSummary;
    expect(e.thumbnailUrl).toMatch(/^\/v1\/files\/\d+$/);
    expect(e.eventStartAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(e.description).toMatch(/[가-힣]/);
  });

  it('filters 진행중 / 종료 by the end date', async () => {
    const all = await getAs<Page<EventSummary>>('demo_partner', '/v1/events?size=100');
    const running = await getAs<Page<EventSummary>>('demo_partner', '/v1/events?status=IN_PROGRESS&size=100');
    const ended = await getAs<Page<EventSummary>>('demo_partner', '/v1/events?status=FINISHED&size=100');
    const now = Date.now();
    expect(running.body.content.length).toBeGreaterThan(3);
    expect(ended.body.content.length).toBeGreaterThan(10);
    expect(running.body.content.every((e) => e.eventStatus === 'IN_PROGRESS' && Date.parse(`${e.eventEndAt}Z`) >= now)).toBe(true);
    expect(ended.body.content.every((e) => e.eventStatus === 'FINISHED' && Date.parse(`${e.eventEndAt}Z`) < now)).toBe(true);
    expect(running.body.totalElements + ended.body.totalElements).toBe(all.body.totalElements);
    const titled = await getAs<Page<EventSummary>>('demo_partner', `/v1/events?title=${encodeURIComponent('웰컴')}`);
    expect(titled.body.content.map((e) => e.title)).toEqual(['신규 회원 웰컴 이벤트']);
  });

  it('applies exposure ranges and hides unpublished events from partners', async () => {
    const total = (who: Who) => getAs<Page<EventSummary>>(who, '/v1/events?size=100').then((r) => r.body);
    const published = eventSeeds.filter((e) => !e.unpublished);
    const partner = await total('demo_partner');
    const cso = await total('demo_cso');
    const editor = await total('demo_editor');
    expect(partner.totalElements).toBe(published.filter((e) => e.range !== 'UNCONTRACTED').length);
    expect(cso.totalElements).toBe(published.filter((e) => e.range !== 'CONTRACTED').length);
    expect(editor.totalElements).toBe(eventSeeds.length);
    const contracted = partner.content.find((e) => e.title === '파트너 계약 축하 이벤트') as EventSummary;
    expect((await getAs('demo_cso', `/v1/events/${contracted.id}`)).status).toBe(404);
    const draft = editor.content.find((e) => !e.isExposed) as EventSummary;
    expect((await getAs('demo_partner', `/v1/events/${draft.id}`)).status).toBe(404);
    expect((await getAs('demo_editor', `/v1/events/${draft.id}`)).status).toBe(200);
  });

  it('GET /v1/events/{id} answers the body and counts a view once per member', async () => {
    const list = await getAs<Page<EventSummary>>('demo_member', '/v1/events?status=IN_PROGRESS');
    const id = (list.body.content[0] as EventSummary).id;
    const first = await getAs<EventDetail>('demo_member', `/v1/events/${id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      eventId: id,
      eventStatus: 'IN_PROGRESS',
      thumbnailUrl: expect.stringMatching(/^\/v1\/files\/\d+$/),
    });
    expect(first.body.boardPostDetail).toMatchObject({ boardType: 'EVENT', title: list.body.content[0]?.title });
    expect(first.body.boardPostDetail.content).toContain('<h2>');
    const again = await getAs<EventDetail>('demo_member', `/v1/events/${id}`);
    expect(again.body.boardPostDetail.viewsCount).toBe(first.body.boardPostDetail.viewsCount);
    const other = await getAs<EventDetail>('demo_cso', `/v1/events/${id}`);
    expect(other.body.boardPostDetail.viewsCount).toBe(first.body.boardPostDetail.viewsCount + 1);
    // The backing post is not a board of its own.
    expect((await getAs('demo_member', '/v1/boards?boardType=EVENT')).status).toBe(400);
  });

  it('refuses bad input (400), unknown ids (404) and signed-out visitors (401)', async () => {
    for (const q of ['status=DONE', 'page=-1', 'size=abc', 'startAt=2026/11/01', 'exposureRanges=EVERYONE', 'isExposed=1']) {
      expect((await getAs('demo_partner', `/v1/events?${q}`)).status, q).toBe(400);
    }
    for (const id of ['999999', 'x']) expect((await getAs('demo_partner', `/v1/events/${id}`)).status).toBe(404);
    expect((await getAs(null, '/v1/events')).status).toBe(401);
    expect((await getAs(null, '/v1/events/1')).status).toBe(401);
  });
});

describe('GET /v1/banners', () => {
  const home = '/v1/banners?isExposed=true&bannerPositions=ALL,PC_MAIN&size=2147483647';
  it('shows a signed-out visitor only the banners for everyone that run now', async () => {
    const { status, body } = await getAs<Page<Banner>>(null, home);
    expect(status).toBe(200);
    const titles = body.content.map((b) => b.title);
    expect(titles).toEqual(
      bannerSeeds.filter((b) => b.position === 'PC_MAIN' && b.scope === 'ENTIRE' && !b.hidden && !b.expired).map((b) => b.title),
    );
    expect(body.content.every((b) => b.scope === 'ENTIRE' && b.status === 'VISIBLE')).toBe(true);
    expect(body.content[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/v1\/files\/\d+$/), position: 'PC_MAIN' });
    const img = await getAs(null, (body.content[0] as Banner).imageUrl);
    expect(img.status).toBe(200);
    expect(img.res.headers.get('content-type')).toBe('image/svg+xml');
    expect(img.res.headers.get('cache-control')).toMatch(/^public/);
    expect(img.res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('adds the contract or non-contract banners by member type; editors see every banner', async () => {
    const titles = async (who: Who | null, q = home) => (await getAs<Page<Banner>>(who, q)).body.content.map((b) => b.title);
    expect(await titles('demo_partner')).toContain('하반기 수수료율 정책');
    expect(await titles('demo_partner')).not.toContain('파트너 계약 안내');
    expect(await titles('demo_cso')).toContain('파트너 계약 안내');
    expect(await titles('demo_cso')).not.toContain('하반기 수수료율 정책');
    const editor = await titles('demo_editor', '/v1/banners?size=100');
    expect(editor).toHaveLength(bannerSeeds.length);
    expect(await titles('demo_editor', '/v1/banners?size=100&isExposed=false')).toEqual(['(미노출) 연말 감사 이벤트 예고']);
    expect(await titles(null, '/v1/banners?bannerPositions=PC_COMMUNITY')).toEqual(
      bannerSeeds.filter((b) => b.position === 'PC_COMMUNITY').map((b) => b.title),
    );
    // A window in the past shows what ran then.
    const past = new Date(Date.now() - 50 * 86_400_000).toISOString();
    expect(await titles(null, `/v1/banners?startAt=${past}&endAt=${past}`)).toEqual(['(종료) 추석 연휴 안내']);
  });

  it('refuses bad input with 400', async () => {
    for (const q of [
      'bannerPositions=TOP',
      'startAt=yesterday',
      'page=x',
      'isExposed=maybe',
      `startAt=2026-11-22T00:00:00Z&endAt=2026-11-01T00:00:00Z`,
    ]) {
      expect((await getAs(null, `/v1/banners?${q}`)).status, q).toBe(400);
    }
  });
});

describe('home figures', () => {
  const today = () => kstToday().replaceAll('-', '');
  it('GET /v1/prescriptions/monthly-count and monthly-total-amount answer this month', async () => {
    const c = await getAs<MonthlyCount>('demo_member', `/v1/prescriptions/monthly-count?referenceDate=${today()}`);
    expect(c.status).toBe(200);
    expect(c.body.month).toBe(Number(kstToday().slice(5, 7)));
    expect(c.body.count).toBeGreaterThan(1000);
    const a = await getAs<MonthlyTotalAmount>('demo_cso', `/v1/prescriptions/monthly-total-amount?referenceDate=${today()}`);
    expect(a.status).toBe(200);
    expect(a.body.feeAmount).toBeGreaterThan(c.body.count * 100_000);
    expect(Number.isInteger(a.body.feeAmount)).toBe(true);
    const empty = await getAs<MonthlyCount>('demo_member', '/v1/prescriptions/monthly-count?referenceDate=19990101');
    expect(empty.body).toEqual({ count: 0, month: 1 });
  });

  it('GET /v1/hospitals/opened/count answers the openings of the last month', async () => {
    const r = await getAs<number>('demo_partner', `/v1/hospitals/opened/count?referenceDate=${kstToday()}`);
    expect(r.status).toBe(200);
    expect(typeof r.body).toBe('number');
    expect(r.body).toBeGreaterThan(5);
    expect(r.body).toBeLessThan(60);
    expect((await getAs<number>('demo_partner', '/v1/hospitals/opened/count?referenceDate=1999-01-31')).body).toBe(0);
  });

  it('refuses malformed reference dates (400) and signed-out visitors (401)', async () => {
    for (const path of [
      '/v1/prescriptions/monthly-count?referenceDate=2026-11-22',
      '/v1/prescriptions/monthly-count?referenceDate=20261332',
      '/v1/prescriptions/monthly-count',
      '/v1/prescriptions/monthly-total-amount?referenceDate=abc',
      '/v1/hospitals/opened/count?referenceDate=20261122',
      '/v1/hospitals/opened/count?referenceDate=2026-02-30',
    ]) {
      const r = await getAs<{ message: string }>('demo_partner', path);
      expect(r.status, path).toBe(400);
      expect(r.body.message).toMatch(/기준일/);
    }
    for (const path of [
      '/v1/prescriptions/monthly-count?referenceDate=20261122',
      '/v1/prescriptions/monthly-total-amount?referenceDate=20261122',
      '/v1/hospitals/opened/count?referenceDate=2026-11-22',
    ]) {
      expect((await getAs(null, path)).status, path).toBe(401);
    }
  });
});

describe('GET /v1/files/{id}', () => {
  it('answers 404 for unknown ids and serves attachments of readable posts only', async () => {
    expect((await getAs('demo_partner', '/v1/files/999999')).status).toBe(404);
    expect((await getAs('demo_partner', '/v1/files/abc')).status).toBe(404);
    const db = await getDb();
    const [draft] = await db
      .select()
      .from(boardPosts)
      .where(and(eq(boardPosts.boardType, 'NOTICE'), eq(boardPosts.isExposed, false)));
    const [contracted] = await db
      .select({ file: storedFiles.id })
      .from(storedFiles)
      .innerJoin(boardPosts, eq(boardPosts.id, storedFiles.boardPostId))
      .where(and(eq(boardPosts.exposureRange, 'CONTRACTED'), eq(boardPosts.isExposed, true), isNull(boardPosts.deletedAt)));
    expect(draft).toBeDefined();
    const path = `/v1/files/${contracted?.file}`;
    const ok = await getAs('demo_partner', path);
    expect(ok.status).toBe(200);
    expect(ok.res.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]*"; filename\*=UTF-8''\S+$/);
    expect((await getAs('demo_cso', path)).status).toBe(404);
    expect((await getAs(null, path)).status).toBe(401);
  });

  it('sends documents that browsers should not open as downloads, and any file as one with download=1', async () => {
    const db = await getDb();
    const [pdf] = await db.select().from(storedFiles).where(eq(storedFiles.contentType, 'application/pdf'));
    const r = await getAs('demo_editor', `/v1/files/${pdf?.id}?download=1`);
    expect(r.res.headers.get('content-disposition')).toMatch(/^attachment; /);
    const inline = await getAs<string>('demo_editor', `/v1/files/${pdf?.id}`);
    expect(inline.res.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(inline.body.startsWith('%PDF-1.4')).toBe(true);
    expect(Number(inline.res.headers.get('content-length'))).toBe(pdf?.size);
  });
});

describe('demo content', () => {
  it('has 40+ notices over the five categories, pinned ones, drug-company sources, attachments and one unpublished', async () => {
    const db = await getDb();
    const rows = await db.select().from(boardPosts).where(eq(boardPosts.boardType, 'NOTICE'));
    const seeded = rows.filter((r) => noticeSeeds.some((n) => n.title === r.title));
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seeded.map((r) => r.noticeType))).toEqual(
      new Set(['PRODUCT_STATUS', 'MANUFACTURING_SUSPENSION', 'NEW_PRODUCT', 'POLICY', 'GENERAL']),
    );
    expect(seeded.filter((r) => r.fixedTop).length).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((r) => r.drugCompany).filter(Boolean)).size).toBeGreaterThanOrEqual(12);
    expect(seeded.filter((r) => !r.isExposed)).toHaveLength(1);
    const [files] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, 'ATTACHMENT'));
    expect(files?.n).toBeGreaterThanOrEqual(10);
    const [faq] = await db.select({ n: count() }).from(boardPosts).where(eq(boardPosts.boardType, 'FAQ'));
    expect(faq?.n).toBe(20);
    const [ev] = await db.select({ n: count() }).from(eventsTable);
    expect(ev?.n).toBe(30);
  });

  it('gives every partner account answered and unanswered inquiries', async () => {
    for (const who of ['demo_partner', 'demo_org', 'demo_cso', 'demo_member'] as const) {
      const list = (await getAs<Page<{ hasChildren: boolean; id: number }>>(who, '/v1/boards?boardType=INQUIRY&size=50')).body.content;
      expect(
        list.some((r) => r.hasChildren),
        who,
      ).toBe(true);
      expect(
        list.some((r) => !r.hasChildren),
        who,
      ).toBe(true);
      const answered = list.find((r) => r.hasChildren) as { id: number };
      const detail = (await getAs<BoardPostDetail>(who, `/v1/boards/${answered.id}`)).body;
      expect(detail.children[0]?.content).toMatch(/[가-힣]/);
    }
  });

  it('seeds in well under two seconds, once', async () => {
    const handle = await openOwnDb();
    try {
      await seedDemoData(handle.db).catch(() => undefined); // accounts first (the content needs them)
      await handle.db.delete(boardPosts);
      const started = performance.now();
      const added = await seedContent(handle.db);
      const ms = performance.now() - started;
      expect(added).toMatchObject({ notices: noticeSeeds.length, faq: 20, events: 30, banners: bannerSeeds.length, inquiries: 9 });
      console.log(`[seed] demo content seeded in ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(2000);
      expect(await seedContent(handle.db)).toMatchObject({ notices: 0, faq: 0, events: 0 });
    } finally {
      await handle.close();
    }
  });
});
