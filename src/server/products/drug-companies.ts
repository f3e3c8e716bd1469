import { asc } from 'drizzle-orm';
import type { DrugCompany } from '../../api/types';
import type { Db } from '../db';
import { drugCompanies } from '../db/schema-products';

// Every drug company of the catalogue, by name: a reference list the same for every member (the companies of the
// member's own clients are `GET /v1/partners/drug-companies`). Not paged, as in the contract; the list is a few hundred
// companies by nature, and one answer is bounded all the same.

/** Companies one answer lists at most (Korea has a few hundred pharmaceutical companies). */
export const DRUG_COMPANY_LIST_MAX = 5_000;

export async function allDrugCompanies(db: Db): Promise<DrugCompany[]> {
  return db
    .select({ id: drugCompanies.id, code: drugCompanies.code, name: drugCompanies.name })
    .from(drugCompanies)
    .orderBy(asc(drugCompanies.name), asc(drugCompanies.id))
    .limit(DRUG_COMPANY_LIST_MAX);
}
