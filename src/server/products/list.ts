import type * as v from 'valibot';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRODUCT_SORT, type ProductSortType } from '../../api/enums';
import type { productListQuerySchema } from '../../api/schema/products';
import type { Page, ProductSummary } from '../../api/types';
import type { Db } from '../db';
import { drugCompanies, products, type ProductRow } from '../db/schema-products';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';
import { roundedRate } from './fee-rate';

// The catalogue search. Filters are optional ("not set" = no filter; a flag set to false selects the products without
// it), keywords match anywhere and ignore case, and every sort ends with the id so that pages never overlap.

export type ProductListQuery = v.InferOutput<typeof productListQuerySchema>;

const orderBy: Record<ProductSortType, SQL[]> = {
  LATEST: [desc(products.createdAt), desc(products.id)],
  PRICE_ASC: [sql`${products.price} asc nulls last`, asc(products.id)],
  PRICE_DESC: [sql`${products.price} desc nulls last`, asc(products.id)],
  FEE_RATE_ASC: [sql`${products.feeRate} asc nulls last`, asc(products.id)],
  FEE_RATE_DESC: [sql`${products.feeRate} desc nulls last`, asc(products.id)],
};

const FLAGS = ['isAcquisition', 'isPromotion', 'isOutOfStock', 'isStopSelling'] as const;
const KEYWORDS = ['productName', 'composition', 'manufacturerName', 'productCode', 'note'] as const;

/** Whether the query searches by keyword; without one it only browses (sort, status filters and page). */
export const isKeywordSearch = (q: ProductListQuery) => KEYWORDS.some((k) => q[k]);

/** The cache key of a browse query: its parameters in a fixed order. */
export const browseKey = (q: ProductListQuery) =>
  [q.page ?? '', q.size ?? '', q.sortType ?? '', ...FLAGS.map((f) => (q[f] === undefined ? '' : String(q[f])))].join('|');

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

/** One page of the catalogue with each product's number of substitutes. */
export async function listProducts(db: Db, q: ProductListQuery): Promise<Page<ProductSummary>> {
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
