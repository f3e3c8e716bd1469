import { Hono } from 'hono';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { MonthlyCount, MonthlyTotalAmount } from '../../api/types';
import { getDb } from '../db';
import { hospitalOpenings, prescriptionMonthlyStats } from '../db/schema';
import { monthlyFigureQuerySchema, openedCountQuerySchema } from '../../api/schema/figures';
import type { AppEnv } from '../http';
import { validQuery } from '../validate';

// The home hero's live figures: this month's prescriptions and fee total on the whole
// platform, and hospitals opened in the last month. Any signed-in member.

/** A validated reference day `yyyy-MM-dd` → the first day of its month. */
const monthOf = (day: string) => ({ first: `${day.slice(0, 7)}-01`, month: Number(day.slice(5, 7)) });

async function statsOf(first: string) {
  const db = await getDb();
  const [row] = await db.select().from(prescriptionMonthlyStats).where(eq(prescriptionMonthlyStats.month, first));
  return row ?? null;
}

export const prescriptionFigures = new Hono<AppEnv>();

prescriptionFigures.get('/monthly-count', validQuery(monthlyFigureQuerySchema), async (c) => {
  const { first, month } = monthOf(c.req.valid('query').referenceDate);
  const row = await statsOf(first);
  return c.json<MonthlyCount>({ count: row?.prescriptionCount ?? 0, month });
});

prescriptionFigures.get('/monthly-total-amount', validQuery(monthlyFigureQuerySchema), async (c) => {
  const { first, month } = monthOf(c.req.valid('query').referenceDate);
  const row = await statsOf(first);
  return c.json<MonthlyTotalAmount>({ feeAmount: row?.feeAmount ?? 0, month });
});

export const hospitals = new Hono<AppEnv>();

/** Hospitals opened in the month ending on `referenceDate` (yyyy-MM-dd), inclusive: (date − 1 month, date]. */
hospitals.get('/opened/count', validQuery(openedCountQuerySchema), async (c) => {
  const [year, month, date] = c.req.valid('query').referenceDate.split('-').map(Number) as [number, number, number];
  const day = { year, month, day: date };
  const end = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const start = new Date(Date.UTC(day.year, day.month - 2, 1));
  // One month back, clamped to the length of that month (03-31 → 02-28).
  start.setUTCDate(Math.min(day.day, new Date(Date.UTC(day.year, day.month - 1, 0)).getUTCDate()));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(hospitalOpenings)
    .where(and(gt(hospitalOpenings.openedOn, iso(start)), lte(hospitalOpenings.openedOn, iso(end))));
  return c.json(row?.n ?? 0);
});
