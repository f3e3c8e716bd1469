import { query, type Http } from './client';
import type { SalesAgencyProductListQuery } from './schema/sales-agency-products';
import type { Page, SalesAgencyProductDetail, SalesAgencyProductSummary } from './types';

/** Sales-agency products: the list (home carousel and list screen), a detail and applying. */
export const salesAgencyProductsApi = (http: Http) => ({
  list: (q: SalesAgencyProductListQuery = {}) =>
    http<Page<SalesAgencyProductSummary>>('/v1/sales-agency-products', { query: query({ ...q }) }),
  get: (id: number) => http<SalesAgencyProductDetail>(`/v1/sales-agency-products/${id}`),
  /** Applies once per member; answers nothing (409 when already applied or ended, 403 outside the exposure range). */
  apply: (id: number) => http<void>(`/v1/sales-agency-products/${id}/apply`, { method: 'POST' }),
});
