import { query, type Http } from './client';
import type { BannerListQuery } from './schema/banners';
import type { Banner, Page } from './types';

/** Banners; public: a signed-out visitor gets the banners for everyone. */
export const bannersApi = (http: Http) => ({
  list: (q: BannerListQuery = {}) => http<Page<Banner>>('/v1/banners', { query: query({ ...q }) }),
});
