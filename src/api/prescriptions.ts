import type { Http } from './client';
import type { MonthlyCount, MonthlyTotalAmount } from './types';

/** `referenceDate` of the monthly figures: an integer yyyyMMdd. */
export type ReferenceDay = number;

/** Prescriptions: so far the home figures. */
export const prescriptionsApi = (http: Http) => ({
  monthlyCount: (referenceDate: ReferenceDay) =>
    http<MonthlyCount>('/v1/prescriptions/monthly-count', { query: { referenceDate: String(referenceDate) } }),
  monthlyTotalAmount: (referenceDate: ReferenceDay) =>
    http<MonthlyTotalAmount>('/v1/prescriptions/monthly-total-amount', { query: { referenceDate: String(referenceDate) } }),
});
