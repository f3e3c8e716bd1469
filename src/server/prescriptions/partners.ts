import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { partnerListQuerySchema } from '../../api/schema/prescriptions';
import type { DrugCompany, Page, Partner } from '../../api/types';
import type { Db } from '../db';
import { drugCompanies, partners, type Member } from '../db/schema';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';

// A member's client institutions (거래처) and the drug companies they deal with.

/** The member's client institutions, by name, one page (at most 100). */
export async function listPartners(db: Db, member: Member, q: v.InferOutput<typeof partnerListQuerySchema> = {}): Promise<Page<Partner>> {
  const paging = pagingOf(q);
  const conds: SQL[] = [eq(partners.memberId, member.id)];
  if (q.institutionName) conds.push(ilike(partners.institutionName, likePattern(q.institutionName)));
  if (q.companyName) conds.push(ilike(partners.companyName, likePattern(q.companyName)));
  if (q.institutionCode) conds.push(ilike(partners.institutionCode, likePattern(q.institutionCode)));
  if (q.drugCompanyName) conds.push(ilike(drugCompanies.name, likePattern(q.drugCompanyName)));
  if (q.drugCompanyId) conds.push(eq(partners.drugCompanyId, q.drugCompanyId));
  if (q.contractType) conds.push(eq(partners.contractType, q.contractType));
  // Every row is the member's own: a name or type filter that is not theirs leaves nothing.
  const memberName = q.memberName?.normalize('NFC');
  if ((memberName && !member.name.includes(memberName)) || (q.memberType && q.memberType !== member.partnerContractStatus)) {
    return pageOf([], 0, paging);
  }
  const where = and(...conds);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(partners).innerJoin(drugCompanies, eq(drugCompanies.id, partners.drugCompanyId)).where(where),
    db
      .select({ partner: partners, companyName: drugCompanies.name })
      .from(partners)
      .innerJoin(drugCompanies, eq(drugCompanies.id, partners.drugCompanyId))
      .where(where)
      .orderBy(asc(partners.institutionName), asc(partners.id))
      .limit(sqlLimit(paging.size))
      .offset(paging.offset),
  ]);
  const content = rows.map(({ partner: p, companyName }): Partner => ({
    id: p.id,
    institutionName: p.institutionName,
    institutionCode: p.institutionCode,
    companyName: p.companyName,
    businessNumber: p.businessNumber,
    drugCompanyName: companyName,
    drugCompanyId: p.drugCompanyId,
    contractType: p.contractType,
    memberId: member.id,
    memberName: member.name,
    memberType: member.partnerContractStatus,
    medicalDepartment: p.medicalDepartment,
    hasPharmacy: p.hasPharmacy,
    pharmacyName: p.pharmacyName,
    pharmacyAddress: p.pharmacyAddress,
    pharmacyStatus: p.pharmacyStatus,
    note: p.note,
  }));
  return pageOf(content, total?.n ?? 0, paging);
}

/** The drug companies of the member's client institutions, by name. */
export async function partnerDrugCompanies(db: Db, memberId: number): Promise<DrugCompany[]> {
  return db
    .selectDistinct({ id: drugCompanies.id, code: drugCompanies.code, name: drugCompanies.name })
    .from(partners)
    .innerJoin(drugCompanies, eq(drugCompanies.id, partners.drugCompanyId))
    .where(eq(partners.memberId, memberId))
    .orderBy(asc(drugCompanies.name), asc(drugCompanies.id));
}
