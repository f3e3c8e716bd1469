import { Hono } from 'hono';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { exposureRangesFor, type ExposureRange } from '../../api/enums';
import { salesAgencyProductListQuerySchema } from '../../api/schema/salesAgencyProducts';
import type { SalesAgencyProductDetail, SalesAgencyProductSummary } from '../../api/types';
import { fileUrl, findPost, loadDetail, recordView } from '../content/posts';
import { isEditor, narrowRanges, readDecision } from '../content/viewer';
import { getDb } from '../db';
import { boardPosts } from '../db/schema';
import { salesAgencyApplications, salesAgencyProducts } from '../db/schema-products';
import { ApiHttpError, forbidden, notFound, toWireDateTime, type AppEnv } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../paging';
import { likePattern } from '../params';
import { validId, validQuery } from '../validate';

// Sales-agency products: a client's product offered for a period, with a body (backing post of
// type SALES_AGENCY: title, HTML, exposure range, publication, views). The server decides who sees what: members see
// published products of their exposure ranges (editors everything), whatever the client asks for. A member applies
// once, while the period runs and only within the product's exposure range.

export const salesAgencyRouter = new Hono<AppEnv>();

// Correlated subqueries name the outer table in full: drizzle renders a lone column as "id" in one-table selects,
// which inside the subquery would mean the application's id.
const appliedCount = sql<number>`(select count(*)::int from sales_agency_applications a where a.product_id = "sales_agency_products"."id")`;
const appliedBy = (memberId: number) =>
  sql<boolean>`exists (select 1 from sales_agency_applications a where a.product_id = "sales_agency_products"."id" and a.member_id = ${memberId})`;

salesAgencyRouter.get('/', validQuery(salesAgencyProductListQuerySchema), async (c) => {
  const viewer = c.get('member');
  const q = c.req.valid('query');
  const paging = pagingOf(q);
  const { productName, clientName, startAt, endAt, isExposed } = q;
  const ranges = narrowRanges(viewer, q.exposureRanges);

  const conds: SQL[] = [isNull(boardPosts.deletedAt)];
  if (!isEditor(viewer)) conds.push(eq(boardPosts.isExposed, true), eq(boardPosts.isBlind, false));
  else if (isExposed !== undefined) conds.push(eq(boardPosts.isExposed, isExposed));
  if (ranges) conds.push(ranges.length ? inArray(boardPosts.exposureRange, ranges) : sql`false`);
  if (productName) conds.push(ilike(salesAgencyProducts.productName, likePattern(productName)));
  if (clientName) conds.push(ilike(salesAgencyProducts.clientName, likePattern(clientName)));
  // A period filter keeps the products whose period overlaps it (home: today/today = running now). Days are KST.
  if (startAt) conds.push(gte(salesAgencyProducts.endAt, new Date(Date.parse(`${startAt}T00:00:00+09:00`))));
  if (endAt) conds.push(lte(salesAgencyProducts.startAt, new Date(Date.parse(`${endAt}T00:00:00+09:00`) + 86_399_999)));

  const db = await getDb();
  const where = and(...conds);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(salesAgencyProducts)
      .innerJoin(boardPosts, eq(boardPosts.id, salesAgencyProducts.boardPostId))
      .where(where),
    db
      .select({ product: salesAgencyProducts, post: boardPosts, appliedCount })
      .from(salesAgencyProducts)
      .innerJoin(boardPosts, eq(boardPosts.id, salesAgencyProducts.boardPostId))
      .where(where)
      // Running products first, then the newest period first.
      .orderBy(sql`(${salesAgencyProducts.endAt} < now())`, desc(salesAgencyProducts.startAt), desc(salesAgencyProducts.id))
      .limit(sqlLimit(paging.size))
      .offset(paging.offset),
  ]);
  const content = rows.map(({ product: p, post, appliedCount: applied }): SalesAgencyProductSummary => ({
    id: p.id,
    clientName: p.clientName,
    productName: p.productName,
    thumbnailUrl: p.thumbnailFileId ? fileUrl(p.thumbnailFileId) : null,
    startAt: toWireDateTime(p.startAt),
    endAt: toWireDateTime(p.endAt),
    contractDate: toWireDateTime(p.contractDate),
    price: p.price,
    quantity: p.quantity,
    appliedCount: applied,
    isExposed: post.isExposed,
  }));
  return c.json(pageOf(content, total?.n ?? 0, paging));
});

/** The product and its post, if the viewer may read it (else 404: hidden products do not exist for them). */
async function readable(viewer: Parameters<typeof readDecision>[0], id: number) {
  const db = await getDb();
  const [product] = await db.select().from(salesAgencyProducts).where(eq(salesAgencyProducts.id, id));
  if (!product) throw notFound();
  const record = await findPost(db, viewer, product.boardPostId);
  if (!record) throw notFound();
  return { db, product, record };
}

salesAgencyRouter.get('/:id', validId, async (c) => {
  const viewer = c.get('member');
  const { db, product: p, record } = await readable(viewer, c.req.valid('param').id);
  if (readDecision(viewer, record.post) !== 'ok') throw notFound();
  if (await recordView(db, viewer, record.post.id)) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  const [stats] = await db
    .select({ appliedCount, applied: appliedBy(viewer.id) })
    .from(salesAgencyProducts)
    .where(eq(salesAgencyProducts.id, p.id));
  const detail: SalesAgencyProductDetail = {
    productId: p.id,
    clientName: p.clientName,
    productName: p.productName,
    boardPostDetail: await loadDetail(db, viewer, record),
    startDate: toWireDateTime(p.startAt),
    endDate: toWireDateTime(p.endAt),
    contractDate: toWireDateTime(p.contractDate),
    price: p.price,
    quantity: p.quantity,
    thumbnailUrl: p.thumbnailFileId ? fileUrl(p.thumbnailFileId) : '',
    videoUrl: p.videoUrl,
    note: p.note,
    applied: stats?.applied ?? false,
    appliedCount: stats?.appliedCount ?? 0,
    exposureRange: record.post.exposureRange,
  };
  return c.json(detail);
});

const conflict = (code: string, message: string) => new ApiHttpError(409, code, message);
const rangeMessage: Record<ExposureRange, string> = {
  ALL: '',
  CONTRACTED: '계약회원만 신청할 수 있는 영업대행상품입니다. 파트너 계약 후 신청해 주세요.',
  UNCONTRACTED: '파트너 계약 전 회원만 신청할 수 있는 영업대행상품입니다.',
};

salesAgencyRouter.post('/:id/apply', validId, async (c) => {
  const viewer = c.get('member');
  const { db, product: p, record } = await readable(viewer, c.req.valid('param').id);
  const post = record.post;
  // Unpublished, blinded or deleted products cannot be applied to, not even by editors.
  if (post.deletedAt || !post.isExposed || post.isBlind) throw notFound();
  // The exposure range is checked against the member type itself: an editor's role does not make them a partner.
  if (!exposureRangesFor(viewer.partnerContractStatus).includes(post.exposureRange)) {
    throw forbidden(rangeMessage[post.exposureRange], 'OUT_OF_EXPOSURE_RANGE');
  }
  const now = Date.now();
  if (p.endAt.getTime() < now) throw conflict('SALES_AGENCY_ENDED', '신청 기간이 끝난 영업대행상품입니다.');
  if (p.startAt.getTime() > now) throw conflict('SALES_AGENCY_NOT_STARTED', '아직 신청 기간이 아닌 영업대행상품입니다.');
  const inserted = await db
    .insert(salesAgencyApplications)
    .values({ productId: p.id, memberId: viewer.id })
    .onConflictDoNothing()
    .returning({ id: salesAgencyApplications.id });
  if (!inserted.length) throw conflict('ALREADY_APPLIED', '이미 신청한 영업대행상품입니다.');
  return c.body(null, 204);
});
