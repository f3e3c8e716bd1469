import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { MonthlyCount, MonthlyTotalAmount } from '../../api/types';
import type { Db } from '../db';
import { hospitalOpenings, prescriptionMonthlyStats } from '../db/schema';

// The home hero's live figures: this month's prescriptions and fee total on the whole platform, and hospitals opened
// in the last month.

/** A validated reference day `yyyy-MM-dd` → the first day of its month. */
const monthOf = (day: string) => ({ first: `${day.slice(0, 7)}-01`, month: Number(day.slice(5, 7)) });

async function statsOf(db: Db, first: string) {
  const [row] = await db.select().from(prescriptionMonthlyStats).where(eq(prescriptionMonthlyStats.month, first));
  return row ?? null;
}

/** Prescriptions on the platform in the month of `referenceDate` (yyyy-MM-dd). */
export async function monthlyPrescriptionCount(db: Db, referenceDate: string): Promise<MonthlyCount> {
  const { first, month } = monthOf(referenceDate);
  const row = await statsOf(db, first);
  return { count: row?.prescriptionCount ?? 0, month };
}

/** The fee total on the platform in the month of `referenceDate` (yyyy-MM-dd). */
export async function monthlyFeeTotal(db: Db, referenceDate: string): Promise<MonthlyTotalAmount> {
  const { first, month } = monthOf(referenceDate);
  const row = await statsOf(db, first);
  return { feeAmount: row?.feeAmount ?? 0, month };
}

/** Hospitals opened in the month ending on `referenceDate` (yyyy-MM-dd), inclusive: (date − 1 month, date]. */
export async function openedHospitalCount(db: Db, referenceDate: string): Promise<number> {
  const [year, month, date] = referenceDate.split('-').map(Number) as [number, number, number];
  const day = { year, month, day: date };
  const end = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const start = new Date(Date.UTC(day.year, day.month - 2, 1));
  // One month back, clamped to the length of that month (03-31 → 02-28).
  start.setUTCDate(Math.min(day.day, new Date(Date.UTC(day.year, day.month - 1, 0)).getUTCDate()));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await db
    .select({ n: count() })
    .from(hospitalOpenings)
    .where(and(gt(hospitalOpenings.openedOn, iso(start)), lte(hospitalOpenings.openedOn, iso(end))));
  return row?.n ?? 0;
}
