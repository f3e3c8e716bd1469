import { query, type Http } from './client';
import type { ProductDetailsQuery, ProductListQuery } from './schema/products';
import type { Page, ProductDetails, ProductSummary } from './types';

/** Products: the catalogue search and a product's details with its substitutes. */
export const productsApi = (http: Http) => ({
  list: (q: ProductListQuery = {}) => http<Page<ProductSummary>>('/v1/products', { query: query({ ...q }) }),
  details: (id: number, q: ProductDetailsQuery = {}) => http<ProductDetails>(`/v1/products/${id}/details`, { query: query({ ...q }) }),
});
