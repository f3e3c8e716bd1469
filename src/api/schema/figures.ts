import * as v from 'valibot';
import { fields, isCalendarDay } from './common';

// Reference days of the home figures.

const MONTHLY = '기준일(referenceDate)은 yyyyMMdd 형식의 날짜(예: 20261122)여야 합니다.';
const OPENED = '기준일(referenceDate)은 yyyy-MM-dd 형식의 날짜(예: 2026-11-22)여야 합니다.';

/** `GET /v1/prescriptions/monthly-*`: `referenceDate` as an integer yyyyMMdd; answers the day as `yyyy-MM-dd`. */
export const monthlyFigureQuerySchema = fields({
  referenceDate: v.pipe(
    v.union([v.number(), v.string()], MONTHLY),
    v.transform((x) => String(x).trim()),
    v.regex(/^\d{8}$/, MONTHLY),
    v.transform((s) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`),
    v.check(isCalendarDay, MONTHLY),
  ),
});
export type MonthlyFigureQuery = v.InferInput<typeof monthlyFigureQuerySchema>;

/** `GET /v1/hospitals/opened/count`: `referenceDate` as `yyyy-MM-dd`. */
export const openedCountQuerySchema = fields({
  referenceDate: v.pipe(v.string(OPENED), v.trim(), v.check(isCalendarDay, OPENED)),
});
export type OpenedCountQuery = v.InferInput<typeof openedCountQuerySchema>;
