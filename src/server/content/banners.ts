import type * as v from 'valibot';
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { bannerScopeRange, BannerScope, type BannerScope as BannerScopeValue } from '../../api/enums';
import type { bannerListQuerySchema } from '../../api/schema/banners';
import type { Banner, Page } from '../../api/types';
import type { Db } from '../db';
import { banners, type Member } from '../db/schema';
import { toWireDateTime } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';
import { fileUrl } from './posts';
import { isEditor, visibleRanges } from './viewer';

// Banners: a signed-out visitor gets the banners for everyone (scope ENTIRE), a member those of their exposure range
// too, an editor every banner. Others see only visible banners running now (or in the asked window); the client does
// not have to filter.

/** The banners `viewer` (null when signed out) may see, filtered as asked, in display order. */
export async function listBanners(db: Db, viewer: Member | null, q: v.InferOutput<typeof bannerListQuerySchema>): Promise<Page<Banner>> {
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
    conds.push(inArray(banners.scope, scopes));
  }
  if (!editor || isExposed) conds.push(eq(banners.status, 'VISIBLE'));
  else if (isExposed === false) conds.push(eq(banners.status, 'HIDDEN'));
  if (positions) conds.push(inArray(banners.position, positions));
  if (title) conds.push(ilike(banners.title, likePattern(title)));
  if (to) conds.push(lte(banners.startAt, to));
  if (from) conds.push(gte(banners.endAt, from));

  const where = conds.length ? and(...conds) : undefined;
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.displayOrder), asc(banners.id))
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
  return pageOf(content, total?.n ?? 0, paging);
}
