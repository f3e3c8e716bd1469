import { and, count, inArray, isNotNull } from 'drizzle-orm';
import { addMonths, firstDay, seoulMonth } from '../../lib/months';
import { storeFiles } from '../files/staged';
import type { Db } from '../db';
import { members } from '../db/schema';
import { products } from '../db/schema-products';
import { dealers, partners, prescriptionPartnerFiles, prescriptionPartnerProducts, prescriptionPartners } from '../db/schema-prescriptions';
import { banks, dealerNames, generatePartners } from './prescriptions-data';
import { prng } from './prng';
import { pageLines, statementPng } from './statement-image';
import { extraFeeBpOf, seedSettlementStatuses } from './settlements';
import { bpOfFraction, lineAmounts } from '../settlements/money';

// Prescriptions (EDI records) of the two contract demo accounts (demo_partner, demo_org): 6 dealers over 3 drug companies,
// 160 client institutions, 130 EDI records over the last 19 months (18 settled) in every status, each with a printed
// statement of 1–4 product lines from the company's catalogue (statement-image.ts) over 1–2 image pages, and, once staff
// have looked at it (IN_PROGRESS, COMPLETED), those lines entered. Other
// members get nothing. Once: when there are no dealers yet (run after the products). The triggers open the settlements of
// the COMPLETED records and sum them; then they get request statuses (settlements.ts).

const OWNERS = ['demo_partner', 'demo_org'] as const;
const MONTHS = 19;
const RECORDS = 130;
const DAY = 86_400_000;
const PHARMACIES = ['온누리약국', '햇살약국', '푸른약국', '새봄약국', '건강약국', '미소약국'];

export interface PrescriptionSeedCounts {
  dealers: number;
  partners: number;
  records: number;
  files: number;
}

export async function seedPrescriptions(db: Db, now = new Date()): Promise<PrescriptionSeedCounts> {
  const none = { dealers: 0, partners: 0, records: 0, files: 0 };
  const [existing] = await db.select({ n: count() }).from(dealers);
  if ((existing?.n ?? 0) > 0) return none;
  const owners = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, [...OWNERS]));
  // Companies whose products carry a price and a fee rate (the product lines need both).
  const catalogue = await db
    .select({
      id: products.id,
      drugCompanyId: products.drugCompanyId,
      price: products.price,
      feeRate: products.feeRate,
      productCode: products.productCode,
      productName: products.productName,
      unit: products.unit,
    })
    .from(products)
    .where(and(isNotNull(products.price), isNotNull(products.feeRate)));
  const byCompany = new Map<number, typeof catalogue>();
  for (const p of catalogue) byCompany.set(p.drugCompanyId, [...(byCompany.get(p.drugCompanyId) ?? []), p]);
  const companies = [...byCompany.keys()].filter((id) => (byCompany.get(id)?.length ?? 0) >= 8).sort((a, b) => a - b);
  if (!owners.length || companies.length < 3) return none;

  const totals = { ...none };
  const settlement = seoulMonth(now);
  for (const [index, owner] of owners.sort((a, b) => a.userId.localeCompare(b.userId)).entries()) {
    const random = prng(2026_11 + index * 7919);
    const mine = [0, 1, 2].map((k) => companies[(index * 5 + k * 7) % companies.length] as number);

    // Dealers: six names, each with one or two of the member's companies.
    const dealerValues = dealerNames.slice(index * 2, index * 2 + 6).flatMap((dealerName, k) => {
      const first = mine[k % 3] as number;
      const withSecond = k % 2 === 0 ? [first, mine[(k + 1) % 3] as number] : [first];
      return withSecond.map((drugCompanyId) => ({
        memberId: owner.id,
        dealerName,
        drugCompanyId,
        bankName: banks[k % banks.length] as string,
        accountNumber: `${100 + k * 37}-${String(100000 + Math.floor(random() * 899999))}-${String(10 + k).padStart(2, '0')}`,
        createdAt: new Date(now.getTime() - (400 - k * 9) * DAY),
      }));
    });
    const dealerRows = await db.insert(dealers).values(dealerValues).returning();

    const partnerRows = await db
      .insert(partners)
      .values(
        generatePartners(random, 160).map((p, k) => ({
          ...p,
          memberId: owner.id,
          drugCompanyId: mine[k % 3] as number,
          createdAt: new Date(now.getTime() - (380 - (k % 300)) * DAY),
        })),
      )
      .returning();

    // Records: distinct dealer × client × month; prescription months over the last MONTHS months, settled the month after.
    const seen = new Set<string>();
    const planned: { dealerId: number; partnerId: number; drugCompanyId: number; back: number; institutionName: string }[] = [];
    while (planned.length < RECORDS) {
      const dealer = dealerRows[Math.floor(random() * dealerRows.length)];
      const sameCompany = partnerRows.filter((p) => p.drugCompanyId === dealer?.drugCompanyId);
      const partner = sameCompany[Math.floor(random() * sameCompany.length)];
      const back = 1 + Math.floor(random() * MONTHS);
      if (!dealer || !partner) continue;
      const key = `${dealer.id}/${partner.id}/${back}`;
      if (seen.has(key)) continue;
      seen.add(key);
      planned.push({
        dealerId: dealer.id,
        partnerId: partner.id,
        drugCompanyId: dealer.drugCompanyId,
        back,
        institutionName: partner.institutionName,
      });
    }
    const built = planned.map((plan, k) => {
      const prescriptionMonth = addMonths(settlement, -plan.back);
      const settlementMonth = plan.back === 1 ? settlement : addMonths(prescriptionMonth, 1);
      // This month's records wait; last month's are being entered; older ones are done (a few exceptions each way).
      const status =
        plan.back === 1 ? (k % 3 === 0 ? 'IN_PROGRESS' : 'PENDING') : plan.back === 2 && k % 2 === 0 ? 'IN_PROGRESS' : 'COMPLETED';
      const inputDate = new Date(Date.parse(`${firstDay(settlementMonth)}T01:00:00Z`) + Math.floor(random() * 20) * DAY + k * 60_000);
      const list = byCompany.get(plan.drugCompanyId) ?? [];
      // The statement the member sent: its lines are on its one or two image pages (a page holds every n-th line of n
      // pages; drawing a page costs ≈ 5 ms, so the demo's 260 records stay at ≈ 350 of them); staff have entered the
      // lines unless the record still waits (PENDING), where they are for staff, or OCR, to read.
      const statement = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
        product: list[Math.floor(random() * list.length)] as (typeof catalogue)[number],
        quantity: 10 + Math.floor(random() * 290),
      }));
      const lines =
        status === 'PENDING'
          ? []
          : statement.map(({ product, quantity }) => {
              const baseFeeBp = bpOfFraction(product.feeRate ?? 0);
              const extraFeeBp = extraFeeBpOf(product.id, prescriptionMonth);
              return { productId: product.id, ...lineAmounts(quantity, product.price ?? 0, baseFeeBp, extraFeeBp) };
            });
      const pages = Math.min(statement.length, 1 + Math.floor(random() * 2));
      const pharmacyName = PHARMACIES[k % PHARMACIES.length] as string;
      const images = Array.from({ length: pages }, (_, n) => ({
        name: `EDI_${prescriptionMonth.replace('-', '')}_${String(n + 1).padStart(2, '0')}.png`,
        extension: 'png',
        contentType: 'image/png',
        bytes: statementPng({
          institutionName: plan.institutionName,
          prescriptionMonth,
          pharmacyName,
          lines: pageLines(statement, pages, n).map(({ product, quantity }) => ({
            insuranceCode: product.productCode,
            productName: product.productName,
            unit: product.unit ?? '',
            quantity,
          })),
        }),
      }));
      const record = {
        memberId: owner.id,
        dealerId: plan.dealerId,
        partnerId: plan.partnerId,
        drugCompanyId: plan.drugCompanyId,
        prescriptionMonth: firstDay(prescriptionMonth),
        settlementMonth: firstDay(settlementMonth),
        status,
        inputDate,
        createdAt: inputDate,
        updatedAt: inputDate,
      } as const;
      return { record, lines, images };
    });
    const recordIds = await db
      .insert(prescriptionPartners)
      .values(built.map((b) => b.record))
      .returning({ id: prescriptionPartners.id });
    const lineValues = built.flatMap((b, k) => b.lines.map((l) => ({ ...l, prescriptionPartnerId: recordIds[k]?.id as number })));
    if (lineValues.length) await db.insert(prescriptionPartnerProducts).values(lineValues);
    const stored = await storeFiles(
      db,
      built.flatMap((b) => b.images),
      { kind: 'EDI', uploaderId: owner.id },
    );
    let at = 0;
    const links = built.flatMap((b, k) =>
      b.images.map((_, n) => ({ prescriptionPartnerId: recordIds[k]?.id as number, fileId: stored[at++]?.id as number, position: n })),
    );
    await db.insert(prescriptionPartnerFiles).values(links);
    totals.files += stored.length;
    totals.dealers += dealerRows.length;
    totals.partners += partnerRows.length;
    totals.records += planned.length;
  }
  await seedSettlementStatuses(db, settlement);
  return totals;
}
