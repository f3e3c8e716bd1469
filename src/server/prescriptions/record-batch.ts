import { sql } from 'drizzle-orm';
import { firstDay } from '../../lib/months';
import type { Db } from '../db';
import { dealers, partners, prescriptionPartners } from '../db/schema';
import { badRequest } from '../http';
import { rowsOf } from '../db/migrate';
import { idIn, jsonInsert } from './bulk-sql';
import { prescriptionMonthProblem } from './record-write';

// Many EDI records at once, without statement images (a member files them one by one with their images: record-write.ts).
// For bulk loads such as the scale seed, where records of past settlement months are written in batches. The same
// rules as a member's records: the dealer and the client are the member's and deal with the record's drug company,
// the prescription month is before the settlement month; a record that exists (same member × dealer × client ×
// prescription month) is skipped, so a batch written twice adds nothing. Records start PENDING: staff then add
// their lines and set their status (lines.ts).

export interface BatchRecord {
  memberId: number;
  dealerId: number;
  partnerId: number;
  drugCompanyId: number;
  /** `yyyy-MM`. */
  prescriptionMonth: string;
  /** `yyyy-MM`. */
  settlementMonth: string;
  inputDate: Date;
}

export interface InsertedRecord {
  id: number;
  dealerId: number;
  partnerId: number;
  /** `yyyy-MM-01`. */
  prescriptionMonth: string;
}

const RECORDS_PER_INSERT = 4_000;
const recordKeys = [
  'memberId',
  'dealerId',
  'partnerId',
  'drugCompanyId',
  'prescriptionMonth',
  'settlementMonth',
  'inputDate',
  'createdAt',
  'updatedAt',
] as const;

/** 400 when a record's dealer or client is not its member's, or they deal with another company, or a month is wrong. */
async function checkBatch(db: Db, records: readonly BatchRecord[]): Promise<void> {
  const dealerIds = [...new Set(records.map((r) => r.dealerId))];
  const partnerIds = [...new Set(records.map((r) => r.partnerId))];
  const dealerRows = new Map((await db.select().from(dealers).where(idIn(dealers.id, dealerIds))).map((d) => [d.id, d] as const));
  const partnerRows = new Map((await db.select().from(partners).where(idIn(partners.id, partnerIds))).map((p) => [p.id, p] as const));
  for (const r of records) {
    const dealer = dealerRows.get(r.dealerId);
    const partner = partnerRows.get(r.partnerId);
    if (dealer?.memberId !== r.memberId) throw badRequest('딜러를 찾을 수 없습니다. 딜러 목록에서 다시 선택해 주세요.');
    if (partner?.memberId !== r.memberId) throw badRequest('거래처를 찾을 수 없습니다. 거래처 목록에서 다시 선택해 주세요.');
    if (dealer.drugCompanyId !== r.drugCompanyId || partner.drugCompanyId !== r.drugCompanyId) {
      throw badRequest('딜러와 거래처의 제약사가 서로 다릅니다. 같은 제약사의 딜러와 거래처를 선택해 주세요.');
    }
    const monthProblem = prescriptionMonthProblem(r.prescriptionMonth, r.settlementMonth);
    if (monthProblem) throw badRequest(monthProblem);
  }
}

/** Inserts the records that do not exist yet (all checked first); answers the ones it inserted. */
export async function insertRecordsBatch(db: Db, records: readonly BatchRecord[]): Promise<InsertedRecord[]> {
  if (!records.length) return [];
  await checkBatch(db, records);
  const out: InsertedRecord[] = [];
  for (let at = 0; at < records.length; at += RECORDS_PER_INSERT) {
    const values = records.slice(at, at + RECORDS_PER_INSERT).map((r) => ({
      memberId: r.memberId,
      dealerId: r.dealerId,
      partnerId: r.partnerId,
      drugCompanyId: r.drugCompanyId,
      prescriptionMonth: firstDay(r.prescriptionMonth),
      settlementMonth: firstDay(r.settlementMonth),
      inputDate: r.inputDate,
      createdAt: r.inputDate,
      updatedAt: r.inputDate,
    }));
    const inserted = rowsOf<{ id: number; dealer_id: number; partner_id: number; prescription_month: string }>(
      await db.execute(
        jsonInsert(
          prescriptionPartners,
          recordKeys,
          values,
          sql`on conflict (member_id, dealer_id, partner_id, prescription_month) do nothing returning id, dealer_id, partner_id, prescription_month::text`,
        ),
      ),
    );
    for (const r of inserted)
      out.push({ id: r.id, dealerId: r.dealer_id, partnerId: r.partner_id, prescriptionMonth: r.prescription_month });
  }
  return out;
}

/**
 * The keys (`dealer/partner/yyyy-MM-01`) of the records that exist for these member × dealer × client triples: what a
 * batch of theirs would skip. Looked up by the unique index's leading columns (a client alone has no index).
 */
export async function existingRecordKeys(
  db: Db,
  refs: readonly { memberId: number; dealerId: number; partnerId: number }[],
): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const triples = JSON.stringify(refs.map((r) => ({ member_id: r.memberId, dealer_id: r.dealerId, partner_id: r.partnerId })));
  const rows = await db
    .select({
      key: sql<string>`${prescriptionPartners.dealerId} || '/' || ${prescriptionPartners.partnerId} || '/' || ${prescriptionPartners.prescriptionMonth}`,
    })
    .from(sql`json_to_recordset(${triples}::json) as wanted(member_id int, dealer_id int, partner_id int)`)
    .innerJoin(
      prescriptionPartners,
      sql`${prescriptionPartners.memberId} = wanted.member_id and ${prescriptionPartners.dealerId} = wanted.dealer_id and ${prescriptionPartners.partnerId} = wanted.partner_id`,
    );
  return new Set(rows.map((r) => r.key));
}

export const recordKey = (r: { dealerId: number; partnerId: number; prescriptionMonth: string }) =>
  `${r.dealerId}/${r.partnerId}/${firstDay(r.prescriptionMonth)}`;
