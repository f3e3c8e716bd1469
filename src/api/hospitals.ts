import type { Http } from './client';

/** Hospitals. */
export const hospitalsApi = (http: Http) => ({
  /** Hospitals opened in the month ending on `referenceDate` (yyyy-MM-dd), inclusive. */
  openedCount: (referenceDate: string) => http<number>('/v1/hospitals/opened/count', { query: { referenceDate } }),
});
