import type * as v from 'valibot';
import { and, count, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { salesAgencyProductListQuerySchema } from '../../api/schema/sales-agency-products';
import type { Page, SalesAgencyProductDetail, SalesAgencyProductSummary } from '../../api/types';
import { fileUrl, findPost, loadDetail, recordView } from '../content/posts';
import { exposedTo, narrowRanges, readDecision } from '../content/viewer';
import type { Db } from '../db';
import { boardPosts, type Member } from '../db/schema';
import { salesAgencyProducts } from '../db/schema-products';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';

// Sales-agency products: a client's product offered for a period, with a body (backing post of type SALES_AGENCY:
// title, HTML, exposure range, publication, views). The server decides who sees what: members see published products
// of their exposure ranges (editors everything), whatever the client asks for.

// Correlated subqueries name the outer table in full: drizzle renders a lone column as "id" in one-table selects,
// which inside the subquery would mean the application's id.
const appliedCount = sql<number>`(select count(*)::int from sales_agency_applications a where a.product_id = "sales_agency_products"."id")`;
const appliedBy = (memberId: number) =>
  sql<boolean>`exists (select 1 from sales_agency_applications a where a.product_id = "sales_agency_products"."id" and a.member_id = ${memberId})`;

/** The products the viewer may see, filtered as asked, running ones first. */
export async function listSalesAgencyProducts(
  db: Db,
  viewer: Member,
  q: v.InferOutput<typeof salesAgencyProductListQuerySchema>,
): Promise<Page<SalesAgencyProductSummary>> {
  const paging = pagingOf(q);
  const { productName, clientName, startAt, endAt, isExposed } = q;
  const ranges = narrowRanges(viewer, q.exposureRanges);

  const conds: SQL[] = [isNull(boardPosts.deletedAt), ...exposedTo(viewer, ranges, isExposed)];
  if (productName) conds.push(ilike(salesAgencyProducts.productName, likePattern(productName)));
  if (clientName) conds.push(ilike(salesAgencyProducts.clientName, likePattern(clientName)));
  // A period filter keeps the products whose period overlaps it (home: today/today = running now). Days are KST.
  if (startAt) conds.push(gte(salesAgencyProducts.endAt, new Date(Date.parse(`${startAt}T00:00:00+09:00`))));
  if (endAt) conds.push(lte(salesAgencyProducts.startAt, new Date(Date.parse(`${endAt}T00:00:00+09:00`) + 86_399_999)));

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
  return pageOf(content, total?.n ?? 0, paging);
}

/** The product and its post, if the viewer may read it (else 404: hidden products do not exist for them). */
export async function findSalesAgencyProduct(db: Db, viewer: Member, id: number) {
  const [product] = await db.select().from(salesAgencyProducts).where(eq(salesAgencyProducts.id, id));
  if (!product) throw notFound();
  const record = await findPost(db, viewer, product.boardPostId);
  if (!record) throw notFound();
  return { product, record };
}

/** The product with its body, counting the viewer's first view; 404 when the viewer may not read it. */
export async function salesAgencyProductDetail(db: Db, viewer: Member, id: number): Promise<SalesAgencyProductDetail> {
  const { product: p, record } = await findSalesAgencyProduct(db, viewer, id);
  if (readDecision(viewer, record.post) !== 'ok') throw notFound();
  if (await recordView(db, viewer, record.post.id)) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  const [stats] = await db
    .select({ appliedCount, applied: appliedBy(viewer.id) })
    .from(salesAgencyProducts)
    .where(eq(salesAgencyProducts.id, p.id));
  return {
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
}
