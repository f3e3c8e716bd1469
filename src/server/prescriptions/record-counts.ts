import { and, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { PrescriptionPartner } from '../../api/types';
import type { Db } from '../db';
import { dealers, drugCompanies, members, recordCounts } from '../db/schema';
import { likePattern } from '../http/params';

// The total of an EDI list from the stored counts (migration 0024_record_counts.sql: a member's records by dealer,
// drug company, status, prescription month and settlement month, kept by triggers), so the total of a big member's
// list adds up a few hundred rows instead of counting its 100,000 records. A filter on what those keys do not hold
// (a client's names, the input dates) is counted on the records themselves (records.ts).

/** The filters of the EDI lists; months are the first day of the month (`yyyy-MM-01`). */
export interface RecordFilters {
  status?: PrescriptionPartner['status'];
  institutionName?: string;
  companyName?: string;
  dealerName?: string;
  drugCompanyName?: string;
  userId?: string;
  dealerId?: number;
  prescriptionFrom?: string;
  prescriptionTo?: string;
  settlementFrom?: string;
  settlementTo?: string;
  inputFrom?: Date;
  inputTo?: Date;
}

/** Whether the stored counts answer the filters: every filter is on one of their keys or a table joined to one. */
export const countsCover = (f: RecordFilters) => !(f.institutionName || f.companyName || f.inputFrom || f.inputTo);

/** The number of the member's records the filters select, from the stored counts; the caller checks countsCover. */
export async function storedRecordCount(db: Db, memberId: number, f: RecordFilters): Promise<number> {
  const c = recordCounts;
  const conds: SQL[] = [eq(c.memberId, memberId)];
  if (f.status) conds.push(eq(c.status, f.status));
  if (f.dealerId) conds.push(eq(c.dealerId, f.dealerId));
  if (f.prescriptionFrom) conds.push(gte(c.prescriptionMonth, f.prescriptionFrom));
  if (f.prescriptionTo) conds.push(lte(c.prescriptionMonth, f.prescriptionTo));
  if (f.settlementFrom) conds.push(gte(c.settlementMonth, f.settlementFrom));
  if (f.settlementTo) conds.push(lte(c.settlementMonth, f.settlementTo));
  let query = db
    .select({ n: sql<string>`coalesce(sum(${c.records}), 0)` })
    .from(c)
    .$dynamic();
  if (f.dealerName) {
    query = query.innerJoin(dealers, eq(dealers.id, c.dealerId));
    conds.push(ilike(dealers.dealerName, likePattern(f.dealerName)));
  }
  if (f.drugCompanyName) {
    query = query.innerJoin(drugCompanies, eq(drugCompanies.id, c.drugCompanyId));
    conds.push(ilike(drugCompanies.name, likePattern(f.drugCompanyName)));
  }
  if (f.userId) {
    query = query.innerJoin(members, eq(members.id, c.memberId));
    conds.push(eq(members.userId, f.userId));
  }
  const [row] = await query.where(and(...conds));
  return Number(row?.n ?? 0);
}
