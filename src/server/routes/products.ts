import { Hono } from 'hono';
import type * as v from 'valibot';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRODUCT_SORT, type ProductSortType } from '../../api/enums';
import { productDetailsQuerySchema, productListQuerySchema } from '../../api/schema/products';
import type { AlternativeProduct, BoardPostDetail, ProductDetails, ProductSummary } from '../../api/types';
import { findPost, loadDetail } from '../content/posts';
import { readDecision } from '../content/viewer';
import { productPages } from '../catalogue-cache';
import { getDb, type Db } from '../db';
import type { Member } from '../db/schema';
import { drugCompanies, products, type ProductRow } from '../db/schema-products';
import { notFound, type AppEnv } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../paging';
import { likePattern } from '../params';
import { validId, validQuery } from '../validate';

// Products: the catalogue search and a product's details with its substitutes.
// Filters are optional ("not set" = no filter; a flag set to false selects the products without it), keywords match
// anywhere and ignore case, and every sort ends with the id so that pages never overlap.

export const productsRouter = new Hono<AppEnv>();

/** The fee rate as the screens show it: rounded to one decimal of a percent (0.35548 → 0.355). */
export const roundedRate = (rate: number | null) => (rate === null ? null : Math.round(Math.round(rate * 1_000_000) / 1_000) / 1_000);

const orderBy: Record<ProductSortType, SQL[]> = {
  LATEST: [desc(products.createdAt), desc(products.id)],
  PRICE_ASC: [sql`${products.price} asc nulls last`, asc(products.id)],
  PRICE_DESC: [sql`${products.price} desc nulls last`, asc(products.id)],
  FEE_RATE_ASC: [sql`${products.feeRate} asc nulls last`, asc(products.id)],
  FEE_RATE_DESC: [sql`${products.feeRate} desc nulls last`, asc(products.id)],
};

const FLAGS = ['isAcquisition', 'isPromotion', 'isOutOfStock', 'isStopSelling'] as const;

/** How many products share each of these substitute groups (for the page's rows only, not the whole result). */
async function groupSizes(db: Db, groups: string[]): Promise<Map<string, number>> {
  if (!groups.length) return new Map();
  const rows = await db
    .select({ group: products.substituteGroup, n: count() })
    .from(products)
    .where(inArray(products.substituteGroup, [...new Set(groups)]))
    .groupBy(products.substituteGroup);
  return new Map(rows.map((r) => [r.group, r.n]));
}

function toSummary(p: ProductRow, manufacturerName: string, alternativeCount: number): ProductSummary {
  return {
    id: p.id,
    productCode: p.productCode,
    productName: p.productName,
    composition: p.composition,
    manufacturerName,
    price: p.price,
    insurance: p.insurance,
    feeRate: p.feeRate,
    roundedFeeRate: roundedRate(p.feeRate),
    changedFeeRate: p.changedFeeRate,
    roundedChangedFeeRate: roundedRate(p.changedFeeRate),
    changedMonth: p.changedMonth,
    isAcquisition: p.isAcquisition,
    isPromotion: p.isPromotion,
    isOutOfStock: p.isOutOfStock,
    isStopSelling: p.isStopSelling,
    note: p.note,
    hasDetailInfo: p.boardPostId !== null,
    alternativeCount,
  };
}

type ListQuery = v.InferOutput<typeof productListQuerySchema>;
const KEYWORDS = ['productName', 'composition', 'manufacturerName', 'productCode', 'note'] as const;

// Browse pages (no keyword: sort, status filters and page only) are the same for every member: kept for a while
// (catalogue-cache.ts). Keyword searches always ask the database.
productsRouter.get('/', validQuery(productListQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const json = KEYWORDS.some((k) => q[k])
    ? JSON.stringify(await listProducts(q))
    : await productPages.get(browseKey(q), async () => JSON.stringify(await listProducts(q)));
  return c.body(json, 200, { 'content-type': 'application/json' });
});

/** The cache key of a browse query: its parameters in a fixed order. */
const browseKey = (q: ListQuery) =>
  [q.page ?? '', q.size ?? '', q.sortType ?? '', ...FLAGS.map((f) => (q[f] === undefined ? '' : String(q[f])))].join('|');

async function listProducts(q: ListQuery) {
  const paging = pagingOf(q);
  const sortType = q.sortType ?? DEFAULT_PRODUCT_SORT;
  const conds: SQL[] = [];
  const keyword = (value: string | undefined, column: Parameters<typeof ilike>[0]) => {
    if (value) conds.push(ilike(column, likePattern(value)));
  };
  keyword(q.productName, products.productName);
  keyword(q.composition, products.composition);
  keyword(q.manufacturerName, drugCompanies.name);
  keyword(q.productCode, products.productCode);
  keyword(q.note, products.note);
  for (const flag of FLAGS) {
    const value = q[flag];
    if (value !== undefined) conds.push(eq(products[flag], value));
  }

  const db = await getDb();
  const where = conds.length ? and(...conds) : undefined;
  // Every product has its company (not null, foreign key): the count needs the join only to filter by company name.
  const counted = q.manufacturerName
    ? db.select({ n: count() }).from(products).innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId)).where(where)
    : db.select({ n: count() }).from(products).where(where);
  const [[total], rows] = await Promise.all([
    counted,
    db
      .select({ product: products, manufacturerName: drugCompanies.name })
      .from(products)
      .innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId))
      .where(where)
      .orderBy(...orderBy[sortType])
      .limit(sqlLimit(paging.size))
      .offset(paging.offset),
  ]);
  const sizes = await groupSizes(
    db,
    rows.map((r) => r.product.substituteGroup),
  );
  const content = rows.map((r) => toSummary(r.product, r.manufacturerName, Math.max(0, (sizes.get(r.product.substituteGroup) ?? 1) - 1)));
  return pageOf(content, total?.n ?? 0, paging);
}

productsRouter.get('/:id/details', validId, validQuery(productDetailsQuerySchema), async (c) => {
  const viewer = c.get('member');
  const { id } = c.req.valid('param');
  const month = c.req.valid('query').month || undefined;
  const db = await getDb();
  const [row] = await db
    .select({ product: products, manufacturer: drugCompanies.name })
    .from(products)
    .innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId))
    .where(eq(products.id, id));
  if (!row) throw notFound();
  const p = row.product;

  // Rates as of `month`: from the month of a change on, the changed rate is the rate (and nothing is pending).
  const changeApplies = month !== undefined && p.changedMonth !== null && p.changedFeeRate !== null && `${month}-01` >= p.changedMonth;
  const feeRate = changeApplies ? p.changedFeeRate : p.feeRate;
  const changedFeeRate = changeApplies ? null : p.changedFeeRate;

  const alternatives = await db
    .select({ product: products, manufacturer: drugCompanies.name })
    .from(products)
    .innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId))
    .where(and(eq(products.substituteGroup, p.substituteGroup), ne(products.id, p.id)))
    .orderBy(sql`${products.isStopSelling} asc`, sql`${products.feeRate} desc nulls last`, asc(products.id));

  const details: ProductDetails = {
    manufacturer: row.manufacturer,
    productName: p.productName,
    productCode: p.productCode,
    composition: p.composition,
    price: p.price,
    insurance: p.insurance,
    priceUnit: p.priceUnit,
    unit: p.unit,
    feeRate,
    roundedFeeRate: roundedRate(feeRate),
    changedFeeRate,
    roundedChangedFeeRate: roundedRate(changedFeeRate),
    changedMonth: changeApplies ? null : p.changedMonth,
    isAcquisition: p.isAcquisition,
    isPromotion: p.isPromotion,
    isOutOfStock: p.isOutOfStock,
    isStopSelling: p.isStopSelling,
    note: p.note,
    alternativeProducts: alternatives.map(({ product: a, manufacturer }): AlternativeProduct => ({
      kdCode: a.productCode,
      productId: a.id,
      productName: a.productName,
      composition: a.composition,
      manufacturer,
      substituent: '동일성분·동일함량',
      price: a.price,
      insurance: a.insurance,
      feeRate: a.feeRate,
      note: a.note,
      nhiPrice: a.nhiPrice,
      nhiUnit: a.nhiUnit,
      isAcquisition: a.isAcquisition,
      isPromotion: a.isPromotion,
      isOutOfStock: a.isOutOfStock,
      isStopSelling: a.isStopSelling,
    })),
    boardDetailsResponse: await detailInfo(db, viewer, p),
  };
  return c.json(details);
});

/** The product's Detail Info post, or an empty one (content '') when it has none or the viewer may not read it. */
async function detailInfo(db: Db, viewer: Member, p: ProductRow): Promise<BoardPostDetail> {
  if (p.boardPostId !== null) {
    const record = await findPost(db, viewer, p.boardPostId);
    if (record && readDecision(viewer, record.post) === 'ok') return loadDetail(db, viewer, record);
  }
  return {
    id: 0,
    boardType: 'PRODUCT',
    title: p.productName,
    content: '',
    nickname: '',
    hiddenNickname: false,
    name: '',
    userId: '',
    memberType: 'NONE',
    createdAt: p.createdAt.toISOString().slice(0, 19),
    viewsCount: 0,
    likesCount: 0,
    likedByMe: false,
    commentCount: 0,
    comments: [],
    attachments: [],
    children: [],
    reports: [],
    reportedByMe: false,
    isBlind: false,
    isExposed: true,
    exposureRange: 'ALL',
    noticeProperties: null,
  };
}
