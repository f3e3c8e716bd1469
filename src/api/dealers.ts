import { query, type Http } from './client';
import type { DealerCreateRequest, DealerListQuery, PartnerListQuery } from './schema/prescriptions';
import type { Dealer, DrugCompany, Page, Partner } from './types';

/** The member's dealers (one row per dealer and drug company). */
export const dealersApi = (http: Http) => ({
  list: (q: DealerListQuery = {}) => http<Dealer[]>('/v1/dealers', { query: query({ ...q }) }),
  /** Creates one dealer row per chosen drug company. */
  create: (request: DealerCreateRequest) => http<void>('/v1/dealers', { method: 'POST', body: request }),
});

/** The member's client institutions (거래처) and the drug companies they deal with. */
export const partnersApi = (http: Http) => ({
  list: (q: PartnerListQuery = {}) => http<Page<Partner>>('/v1/partners', { query: query({ ...q }) }),
  drugCompanies: () => http<DrugCompany[]>('/v1/partners/drug-companies'),
});
