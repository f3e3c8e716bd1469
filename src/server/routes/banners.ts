import { Hono } from 'hono';
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { bannerScopeRange, BannerScope, type BannerScope as BannerScopeValue } from '../../api/enums';
import type { Banner } from '../../api/types';
import { fileUrl } from '../content/posts';
import { isEditor, viewerOf, visibleRanges } from '../content/viewer';
import { getDb } from '../db';
import { banners as bannersTable } from '../db/schema';
import { bannerListQuerySchema } from '../../api/schema/banners';
import { toWireDateTime, type AppEnv } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../paging';
import { likePattern } from '../params';
import { validQuery } from '../validate';

// Banners, public: a signed-out visitor gets the banners for everyone (scope ENTIRE), a member
// those of their exposure range too, an editor every banner. Others see only visible banners running now (or in the
// asked window); the client does not have to filter.

export const banners = new Hono<AppEnv>();

banners.get('/', validQuery(bannerListQuerySchema), async (c) => {
  const viewer = await viewerOf(c);
  const q = c.req.valid('query');
  const paging = pagingOf(q);
  const { bannerPositions: positions, isExposed, bannerTitle: title } = q;
  const editor = isEditor(viewer);
  const now = new Date();
  let from = q.startAt;
  let to = q.endAt;
  if (!editor) {
    from ??= now;
    to ??= from;
  }

  const conds: SQL[] = [];
  const ranges = visibleRanges(viewer);
  if (ranges) {
    const scopes = (Object.keys(bannerScopeRange) as BannerScopeValue[]).filter((s) => ranges.includes(bannerScopeRange[s]));
    conds.push(inArray(bannersTable.scope, scopes));
  }
  if (!editor || isExposed) conds.push(eq(bannersTable.status, 'VISIBLE'));
  else if (isExposed === false) conds.push(eq(bannersTable.status, 'HIDDEN'));
  if (positions) conds.push(inArray(bannersTable.position, positions));
  if (title) conds.push(ilike(bannersTable.title, likePattern(title)));
  if (to) conds.push(lte(bannersTable.startAt, to));
  if (from) conds.push(gte(bannersTable.endAt, from));

  const db = await getDb();
  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(bannersTable).where(where);
  const rows = await db
    .select()
    .from(bannersTable)
    .where(where)
    .orderBy(asc(bannersTable.displayOrder), asc(bannersTable.id))
    .limit(sqlLimit(paging.size))
    .offset(paging.offset);
  const content = rows.map((b): Banner => ({
    id: b.id,
    title: b.title,
    imageUrl: b.imageFileId ? fileUrl(b.imageFileId) : '',
    linkUrl: b.linkUrl,
    position: b.position,
    scope: BannerScope.is(b.scope) ? b.scope : 'ENTIRE',
    status: b.status,
    startAt: toWireDateTime(b.startAt),
    endAt: toWireDateTime(b.endAt),
    displayOrder: b.displayOrder,
    viewCount: b.viewCount,
    clickCount: b.clickCount,
    ctr: b.viewCount ? Math.round((b.clickCount / b.viewCount) * 10_000) / 10_000 : 0,
    note: b.note,
  }));
  c.header('Cache-Control', 'private, max-age=60');
  return c.json(pageOf(content, total?.n ?? 0, paging));
});
