import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ExpenditureKind } from '../../api/compliance-enums';
import { addDays, seoulDay, type Day } from '../../lib/compliance-rules';
import { addContract } from '../compliance/dealer-contracts';
import { addExpenditure } from '../compliance/expenditures';
import type { Db } from '../db';
import { auditLog, dealerContracts, dealers, expenditures, members, products, redelegationNotices } from '../db/schema';
import { makePdf } from './assets';

// The records for an inspection of the contract demo accounts, relative to the day the server first starts: sub-contract
// versions for their dealer rows after the first (which keeps a contract date typed by hand), each starting on its
// re-delegation notice's contract date, the sent ones with a later rate change as version 2; and an expenditure log
// over this year and last with receipts, in which one briefing's food is over the per-person limit and one month has
// a fifth briefing at the same institution, so the flags show. Everything is recorded through the domain (so the
// audit trail has its rows) and then dated back to the day it would have been recorded, so only today's entry can
// still be deleted. Once: when there are no contracts yet.

const OWNERS = ['demo_partner', 'demo_org'] as const;
const CONTRACT_DEALERS = 5;

interface PlannedEntry {
  daysAgo: number;
  kind: ExpenditureKind;
  institutionName: string;
  recipients: string[];
  recipientCount: number;
  amount: number;
  itemAmount?: number;
  caseCount?: number;
  productName: string;
  note: string;
  receipts: number;
}

const hospital = '서울바른내과의원';
const entries: PlannedEntry[] = [
  {
    daysAgo: 0,
    kind: 'SAMPLE',
    institutionName: '한빛약국',
    recipients: ['박약사'],
    recipientCount: 1,
    amount: 24_000,
    productName: '로수바스타틴정 10mg',
    note: '최소 포장 단위 견본 2개',
    receipts: 0,
  },
  {
    daysAgo: 3,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['김내과', '이간호'],
    recipientCount: 2,
    amount: 150_000,
    itemAmount: 8_000,
    productName: '텔미사르탄정 40mg',
    note: '점심 제품설명회',
    receipts: 1,
  },
  {
    daysAgo: 6,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['김내과'],
    recipientCount: 1,
    amount: 60_000,
    productName: '텔미사르탄정 40mg',
    note: '',
    receipts: 1,
  },
  {
    daysAgo: 8,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['김내과', '최원장'],
    recipientCount: 2,
    amount: 280_000,
    productName: '로수바스타틴정 10mg',
    note: '저녁 제품설명회 (식음료 한도 초과 예시)',
    receipts: 2,
  },
  {
    daysAgo: 10,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['최원장'],
    recipientCount: 1,
    amount: 45_000,
    productName: '로수바스타틴정 10mg',
    note: '',
    receipts: 1,
  },
  {
    daysAgo: 12,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['김내과'],
    recipientCount: 1,
    amount: 50_000,
    productName: '에제티미브정 10mg',
    note: '같은 달 다섯 번째 설명회 예시',
    receipts: 1,
  },
  {
    daysAgo: 40,
    kind: 'BRIEFING_MULTI',
    institutionName: '강남구 의사회',
    recipients: [],
    recipientCount: 24,
    amount: 1_920_000,
    itemAmount: 30_000,
    productName: '텔미사르탄정 40mg',
    note: '호텔 세미나실, 기념품 포함',
    receipts: 2,
  },
  {
    daysAgo: 75,
    kind: 'SURVEY',
    institutionName: '서울정형외과의원',
    recipients: ['정원장'],
    recipientCount: 1,
    amount: 150_000,
    caseCount: 3,
    productName: '세레콕시브캡슐 200mg',
    note: '시판 후 조사 증례보고서 3건',
    receipts: 1,
  },
  {
    daysAgo: 120,
    kind: 'CONFERENCE',
    institutionName: '대한내과학회',
    recipients: [],
    recipientCount: 1,
    amount: 3_000_000,
    productName: '',
    note: '학회 운영 지원 (학회를 통해 지급)',
    receipts: 1,
  },
  {
    daysAgo: 400,
    kind: 'BRIEFING_SINGLE',
    institutionName: hospital,
    recipients: ['김내과', '이간호', '최원장'],
    recipientCount: 3,
    amount: 210_000,
    productName: '텔미사르탄정 40mg',
    note: '',
    receipts: 1,
  },
];

export async function seedRecords(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(dealerContracts);
  if ((existing?.n ?? 0) > 0) return 0;
  const today = seoulDay(now);
  const owners = await db
    .select({ id: members.id, name: members.name, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, [...OWNERS]));
  let added = 0;
  for (const owner of owners.sort((a, b) => a.userId.localeCompare(b.userId))) {
    const actor = { id: owner.id, name: owner.name };
    const rows = await db
      .select({
        id: dealers.id,
        drugCompanyId: dealers.drugCompanyId,
        contractDate: redelegationNotices.contractDate,
        sentAt: redelegationNotices.sentAt,
      })
      .from(dealers)
      .leftJoin(redelegationNotices, eq(redelegationNotices.dealerId, dealers.id))
      .where(eq(dealers.memberId, owner.id))
      .orderBy(asc(dealers.dealerName), asc(dealers.id))
      .limit(CONTRACT_DEALERS + 1);
    for (const [k, row] of rows.slice(1).entries()) {
      const catalogue = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.drugCompanyId, row.drugCompanyId))
        .orderBy(asc(products.id))
        .limit(3);
      if (!catalogue.length) continue;
      const start = row.contractDate ?? addDays(today, -30);
      const rates = (bump: number) => catalogue.map((p, i) => ({ productId: p.id, feeRate: 30 + i * 2.5 + bump + k * 0.25 }));
      const changed = row.sentAt !== null && addDays(start, 90) < today ? addDays(start, 90) : null;
      const first = await addContract(
        db,
        actor,
        row.id,
        { startDate: start, endDate: changed ? addDays(changed, -1) : null, rates: rates(0) },
        contractPdf(k, 1),
      );
      await backdate(db, owner.id, 'DEALER_CONTRACT', first.id, start);
      added++;
      if (changed) {
        const second = await addContract(db, actor, row.id, { startDate: changed, endDate: null, rates: rates(1.5) }, contractPdf(k, 2));
        await backdate(db, owner.id, 'DEALER_CONTRACT', second.id, changed);
        added++;
      }
    }
    for (const [k, e] of entries.entries()) {
      const date = addDays(today, -e.daysAgo);
      const receipts = Array.from({ length: e.receipts }, (_, r) =>
        pdfFile(`영수증-${date}-${k}-${r + 1}.pdf`, `Receipt (demo): ${e.institutionName} ${date}`),
      );
      const { id } = await addExpenditure(
        db,
        actor,
        {
          date,
          kind: e.kind,
          institutionName: e.institutionName,
          recipients: e.recipients,
          recipientCount: e.recipientCount,
          amount: e.amount,
          itemAmount: e.itemAmount ?? 0,
          caseCount: e.caseCount ?? null,
          productName: e.productName,
          note: e.note,
          correctsId: null,
        },
        receipts,
      );
      await backdate(db, owner.id, 'EXPENDITURE', id, date);
      added++;
    }
  }
  return added;
}

/** Dates a seeded record and its audit row back to the (Seoul) day it would have been recorded, at 18:00. */
async function backdate(db: Db, memberId: number, entity: 'DEALER_CONTRACT' | 'EXPENDITURE', id: number, day: Day) {
  if (day === seoulDay()) return;
  const at = new Date(`${day}T18:00:00+09:00`);
  const table = entity === 'DEALER_CONTRACT' ? dealerContracts : expenditures;
  await db.update(table).set({ createdAt: at }).where(eq(table.id, id));
  await db
    .update(auditLog)
    .set({ at })
    .where(and(eq(auditLog.memberId, memberId), eq(auditLog.entity, entity), eq(auditLog.entityId, id)));
}

const pdfFile = (name: string, line: string) => ({ name, extension: 'pdf', contentType: 'application/pdf', bytes: makePdf([line]) });
const contractPdf = (dealer: number, version: number) =>
  pdfFile(`재위탁계약서_${dealer + 1}_${version}차.pdf`, `Sub-contract (demo) ${dealer + 1}, version ${version}`);
