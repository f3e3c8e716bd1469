import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PriceUnit } from '../../api/enums';
import { boardPosts, storedFiles } from './schema-content';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';

// Products and sales-agency products. Kept in their own file and re-exported by schema.ts, so drizzle-kit
// sees them with the rest. A product's 「Detail Info」 page and a sales-agency product's title, body, exposure and
// view count live in a backing board post (board types PRODUCT and SALES_AGENCY), as the contract's detail shapes
// (`boardDetailsResponse`, `boardPostDetail`) suggest; the files route then guards their images like any post's.

/** Drug companies (제약사): the manufacturers of products; later also the companies of dealers and settlements. */
export const drugCompanies = pgTable(
  'drug_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drug_companies_code_key').on(t.code), uniqueIndex('drug_companies_name_key').on(t.name)],
);

/**
 * The product catalogue. Rates are fractions 0–1 (`fee_rate` as agreed, shown rounded to one decimal of a percent);
 * a coming change is `changed_fee_rate` from the first day `changed_month`. Products with the same
 * `substitute_group` (ingredient and strength) can replace each other. Keyword search is `ilike '%…%'` on the
 * lower-cased columns, helped by trigram indexes where PostgreSQL has pg_trgm (see the migration).
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    composition: text('composition').notNull(),
    /** Ingredient and strength, e.g. `amlodipine besylate 5mg`: products of one group are substitutes. */
    substituteGroup: text('substitute_group').notNull(),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    price: integer('price'),
    priceUnit: text('price_unit').$type<PriceUnit>().notNull().default('KRW'),
    insurance: text('insurance'),
    unit: text('unit'),
    nhiPrice: integer('nhi_price'),
    nhiUnit: text('nhi_unit'),
    feeRate: doublePrecision('fee_rate'),
    changedFeeRate: doublePrecision('changed_fee_rate'),
    changedMonth: date('changed_month', { mode: 'string' }),
    isAcquisition: boolean('is_acquisition').notNull().default(false),
    isPromotion: boolean('is_promotion').notNull().default(false),
    isOutOfStock: boolean('is_out_of_stock').notNull().default(false),
    isStopSelling: boolean('is_stop_selling').notNull().default(false),
    note: text('note'),
    /** The 「Detail Info」 page (a PRODUCT board post), if any. */
    boardPostId: integer('board_post_id').references(() => boardPosts.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_product_code_key').on(t.productCode),
    index('products_drug_company_idx').on(t.drugCompanyId),
    index('products_substitute_group_idx').on(t.substituteGroup),
    // Sorted paging: each sort's keys with the id as the tie-breaker, in the sort's own order, so
    // a page is an index range instead of a sort of the whole catalogue (the default fee-rate-desc page: 6 → 0.3 ms).
    index('products_fee_rate_idx').on(t.feeRate, t.id),
    index('products_fee_rate_desc_idx').on(t.feeRate.desc().nullsLast(), t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_price_desc_idx').on(t.price.desc().nullsLast(), t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    check('products_price_unit_check', oneOf(t.priceUnit, PriceUnit.values)),
    check('products_fee_rate_check', sql`${t.feeRate} between 0 and 1`),
    check('products_changed_fee_rate_check', sql`${t.changedFeeRate} between 0 and 1`),
  ],
);

/**
 * Sales-agency products (영업대행상품): a client's product offered for a period. Title, body, exposure range,
 * publication and views are those of the backing SALES_AGENCY post.
 */
export const salesAgencyProducts = pgTable(
  'sales_agency_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardPostId: integer('board_post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    productName: text('product_name').notNull(),
    thumbnailFileId: integer('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    contractDate: tz('contract_date').notNull(),
    price: integer('price').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    videoUrl: text('video_url'),
    note: text('note'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_agency_products_board_post_key').on(t.boardPostId),
    index('sales_agency_products_period_idx').on(t.endAt, t.startAt),
  ],
);

/** Applications to sell a sales-agency product: one per member and product. */
export const salesAgencyApplications = pgTable(
  'sales_agency_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => salesAgencyProducts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    appliedAt: tz('applied_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_agency_applications_product_member_key').on(t.productId, t.memberId),
    index('sales_agency_applications_member_idx').on(t.memberId),
  ],
);

export type DrugCompanyRow = typeof drugCompanies.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type SalesAgencyProductRow = typeof salesAgencyProducts.$inferSelect;
