import { count, inArray, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/sanitize';
import { storeFiles } from '../files/staged';
import type { Db } from '../db';
import { boardPosts, members } from '../db/schema';
import { drugCompanies, products, salesAgencyApplications, salesAgencyProducts } from '../db/schema-products';
import { palettes } from './assets';
import {
  companySeeds,
  generateCatalogue,
  productDetailHtml,
  salesAgencyHtml,
  salesAgencySeeds,
  salesAgencyThumbnailSvg,
} from './products-data';

// Seeds the product catalogue (≈ 3,000 products, ≈ 40 drug companies, Detail Info pages) and the sales-agency
// products with card images, bodies and a few applications. Once: when there are no products yet. Batch inserts keep
// it under a second or two on the embedded database.

const DAY = 86_400_000;

export interface ProductSeedCounts {
  companies: number;
  products: number;
  detailPages: number;
  salesAgencyProducts: number;
  applications: number;
}

export async function seedProducts(db: Db, now = new Date()): Promise<ProductSeedCounts> {
  const none: ProductSeedCounts = { companies: 0, products: 0, detailPages: 0, salesAgencyProducts: 0, applications: 0 };
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return none;

  const people = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, ['demo_editor', 'demo_partner', 'demo_org', 'demo_cso', 'demo_member']));
  const idOf = (userId: string) => people.find((p) => p.userId === userId)?.id ?? null;
  const editorId = idOf('demo_editor');

  // Drug companies (kept when they exist: another seed may have added them).
  await db
    .insert(drugCompanies)
    .values(companySeeds.map((c) => ({ code: c.code, name: c.name })))
    .onConflictDoNothing();
  const companyRows = await db.select({ id: drugCompanies.id, code: drugCompanies.code }).from(drugCompanies);
  const companyId = new Map(companyRows.map((r) => [r.code, r.id]));

  const catalogue = generateCatalogue(6_2026, 3_000, now);

  // Detail Info pages first (their post ids go into the products).
  const withInfo = catalogue.filter((p) => p.detailInfo);
  const infoPosts = withInfo.length
    ? await db
        .insert(boardPosts)
        .values(
          withInfo.map((p) => {
            const at = new Date(now.getTime() - p.registeredDaysAgo * DAY);
            return {
              boardType: 'PRODUCT' as const,
              memberId: editorId,
              title: p.productName,
              content: sanitizeRichText(productDetailHtml(p, companySeeds[p.company]?.name ?? '')),
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .returning({ id: boardPosts.id })
    : [];
  const postOf = new Map(withInfo.map((p, i) => [p, infoPosts[i]?.id ?? null]));

  // One statement with the rows as one JSON parameter: PostgreSQL expands it (json_populate_recordset), which is
  // several times faster on the embedded database than 60,000 bound parameters in batches.
  const rows = catalogue.map((p) => {
    const at = new Date(now.getTime() - p.registeredDaysAgo * DAY).toISOString();
    return {
      product_code: p.productCode,
      product_name: p.productName,
      composition: p.composition,
      substitute_group: p.substituteGroup,
      drug_company_id: companyId.get(companySeeds[p.company]?.code ?? '') as number,
      price: p.price,
      price_unit: 'KRW',
      insurance: p.insurance,
      unit: p.unit,
      nhi_price: p.nhiPrice,
      nhi_unit: p.nhiUnit,
      fee_rate: p.feeRate,
      changed_fee_rate: p.changedFeeRate,
      changed_month: p.changedMonth,
      is_acquisition: p.isAcquisition,
      is_promotion: p.isPromotion,
      is_out_of_stock: p.isOutOfStock,
      is_stop_selling: p.isStopSelling,
      note: p.note,
      board_post_id: postOf.get(p) ?? null,
      created_at: at,
      updated_at: at,
    } satisfies Record<string, unknown>;
  });
  const columns = sql.raw(Object.keys(rows[0] ?? {}).join(', '));
  await db.execute(
    sql`insert into products (${columns}) select ${columns} from json_populate_recordset(null::products, ${JSON.stringify(rows)}::json)`,
  );

  // Sales-agency products: card image (public, like event images), backing post, period, applications.
  const thumbs = await storeFiles(
    db,
    salesAgencySeeds.map((s, i) => ({
      name: `sales-agency-${i + 1}.svg`,
      extension: 'svg',
      contentType: 'image/svg+xml',
      bytes: salesAgencyThumbnailSvg(i, palettes[(i * 3) % palettes.length] as readonly [string, string, string], s),
    })),
    { kind: 'THUMBNAIL', uploaderId: editorId, isPublic: true },
  );
  const day = (n: number) => new Date(now.getTime() + n * DAY);
  const agencyPosts = await db
    .insert(boardPosts)
    .values(
      salesAgencySeeds.map((s) => ({
        boardType: 'SALES_AGENCY' as const,
        memberId: editorId,
        title: `${s.clientName} ${s.productName}`,
        content: sanitizeRichText(salesAgencyHtml(s)),
        isExposed: !s.unpublished,
        exposureRange: s.range,
        viewsCount: s.views,
        createdAt: day(s.startDay - 1),
        updatedAt: day(s.startDay - 1),
      })),
    )
    .returning({ id: boardPosts.id });
  const agency = await db
    .insert(salesAgencyProducts)
    .values(
      salesAgencySeeds.map((s, i) => ({
        boardPostId: (agencyPosts[i] as { id: number }).id,
        clientName: s.clientName,
        productName: s.productName,
        thumbnailFileId: thumbs[i]?.id ?? null,
        // Periods run from 09:00 KST on the first day to 23:59:59 KST on the last.
        startAt: new Date(Math.floor(day(s.startDay).getTime() / DAY) * DAY),
        endAt: new Date(Math.floor(day(s.endDay).getTime() / DAY) * DAY + DAY - 9 * 3_600_000 - 1_000),
        contractDate: day(s.contractDay),
        price: s.price,
        quantity: s.quantity,
        note: s.note ?? null,
        createdAt: day(s.startDay - 1),
      })),
    )
    .returning({ id: salesAgencyProducts.id });
  const applications = salesAgencySeeds.flatMap((s, i) =>
    (s.appliedBy ?? []).flatMap((userId) => {
      const memberId = idOf(userId);
      const productId = agency[i]?.id;
      return memberId && productId ? [{ productId, memberId, appliedAt: day(Math.min(s.startDay + 2, 0)) }] : [];
    }),
  );
  if (applications.length) await db.insert(salesAgencyApplications).values(applications).onConflictDoNothing();
  // Fresh statistics, so that the planner knows the catalogue's size from the first search on.
  await db.execute(sql`analyze drug_companies, products, sales_agency_products, sales_agency_applications`);

  return {
    companies: companySeeds.length,
    products: rows.length,
    detailPages: infoPosts.length,
    salesAgencyProducts: agency.length,
    applications: applications.length,
  };
}
