import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AlternativeProduct, BoardPostDetail, ProductDetails } from '../../api/types';
import { findPost, loadDetail } from '../content/posts';
import { readDecision } from '../content/viewer';
import type { Db } from '../db';
import type { Member } from '../db/schema';
import { drugCompanies, products, type ProductRow } from '../db/schema-products';
import { notFound } from '../http';
import { ratesAsOf, roundedRate } from './fee-rate';

// A product's details: its rates as of a month, its substitutes (same group, still-selling first, best fee rate
// first) and its Detail Info post.

/** The id of the product with this code (codes are unique); 404 when there is none. */
export async function productIdByCode(db: Db, productCode: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, productCode)).limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** The product `id` as of `month` (yyyy-MM, optional); 404 when there is no such product. */
export async function productDetails(db: Db, viewer: Member, id: number, month: string | undefined): Promise<ProductDetails> {
  const [row] = await db
    .select({ product: products, manufacturer: drugCompanies.name })
    .from(products)
    .innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId))
    .where(eq(products.id, id));
  if (!row) throw notFound();
  const p = row.product;
  const { feeRate, changedFeeRate, changedMonth } = ratesAsOf(p, month);

  const alternatives = await db
    .select({ product: products, manufacturer: drugCompanies.name })
    .from(products)
    .innerJoin(drugCompanies, eq(drugCompanies.id, products.drugCompanyId))
    .where(and(eq(products.substituteGroup, p.substituteGroup), ne(products.id, p.id)))
    .orderBy(sql`${products.isStopSelling} asc`, sql`${products.feeRate} desc nulls last`, asc(products.id));

  return {
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
    changedMonth,
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
}

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
