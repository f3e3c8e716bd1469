import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { dealerCreateSchema, dealerListQuerySchema } from '../../api/schema/prescriptions';
import type { Dealer } from '../../api/types';
import type { Db } from '../db';
import { dealers, drugCompanies } from '../db/schema';
import { ApiHttpError, badRequest, toWireDateTime } from '../http';
import { likePattern } from '../http/params';
import { ensureNotices } from '../compliance/notices';

// A member's dealers: one row per dealer name and drug company, unique per member.

const dealerColumns = {
  dealer: dealers,
  companyName: drugCompanies.name,
};

/** The member's dealers, by name then company. */
export async function listDealers(db: Db, memberId: number, q: v.InferOutput<typeof dealerListQuerySchema> = {}): Promise<Dealer[]> {
  const conds: SQL[] = [eq(dealers.memberId, memberId)];
  if (q.dealerName) conds.push(ilike(dealers.dealerName, likePattern(q.dealerName)));
  if (q.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(q.drugCompanyName)));
  const rows = await db
    .select(dealerColumns)
    .from(dealers)
    .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
    .where(and(...conds))
    .orderBy(asc(dealers.dealerName), asc(drugCompanies.name), asc(dealers.id));
  return rows.map(({ dealer: d, companyName }) => ({
    id: d.id,
    dealerName: d.dealerName,
    displayName: `${d.dealerName}(${companyName})`,
    drugCompanyId: d.drugCompanyId,
    drugCompanyName: companyName,
    bankName: d.bankName,
    accountNumber: d.accountNumber,
    createdAt: toWireDateTime(d.createdAt),
  }));
}

/**
 * Creates one row per requested drug company, all or none: 400 when a company does not exist, 409 naming the
 * companies for which the member already has a dealer of this name.
 */
export async function createDealers(db: Db, memberId: number, request: v.InferOutput<typeof dealerCreateSchema>): Promise<void> {
  const companyIds = [...new Set(request.drugCompanyIds)];
  const dealerName = request.dealerName.normalize('NFC');
  await db.transaction(async (tx) => {
    const companies = await tx.select().from(drugCompanies).where(inArray(drugCompanies.id, companyIds));
    if (companies.length !== companyIds.length) throw badRequest('선택한 거래제약사를 찾을 수 없습니다. 목록에서 다시 선택해 주세요.');
    const existing = await tx
      .select({ companyName: drugCompanies.name })
      .from(dealers)
      .innerJoin(drugCompanies, eq(drugCompanies.id, dealers.drugCompanyId))
      .where(and(eq(dealers.memberId, memberId), eq(dealers.dealerName, dealerName), inArray(dealers.drugCompanyId, companyIds)));
    if (existing.length)
      throw duplicateDealer(
        dealerName,
        existing.map((r) => r.companyName),
      );
    const inserted = await tx
      .insert(dealers)
      .values(
        companyIds.map((drugCompanyId) => ({
          memberId,
          dealerName,
          drugCompanyId,
          bankName: request.bankName || null,
          accountNumber: request.accountNumber || null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: dealers.id });
    // A concurrent request inserted the same pair between the check and the insert.
    if (inserted.length !== companyIds.length) throw duplicateDealer(dealerName, []);
    // Each new row is a sub-contract the drug company must be told of: its re-delegation notice starts today.
    await ensureNotices(tx, memberId);
  });
}

const duplicateDealer = (dealerName: string, companyNames: string[]) =>
  new ApiHttpError(
    409,
    'DUPLICATE_DEALER',
    companyNames.length ? `이미 등록된 딜러입니다: ${dealerName} (${companyNames.join(', ')})` : `이미 등록된 딜러입니다: ${dealerName}`,
  );
