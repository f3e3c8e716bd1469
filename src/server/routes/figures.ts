import { Hono } from 'hono';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { MonthlyCount, MonthlyTotalAmount } from '../../api/types';
import { requireMember } from '../auth/guards';
import { getDb } from '../db';
import { hospitalOpenings, prescriptionMonthlyStats } from '../db/schema';
import { badRequest, type AppEnv } from '../http';
import { parseDay } from '../params';

// The home hero's live figures: this month's prescriptions and fee total on the whole
// platform, and hospitals opened in the last month. Any signed-in member.

/** `referenceDate` as an integer yyyyMMdd (monthly figures) → the first day of its month. */
function monthOf(raw: string | undefined): { first: string; month: number } {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw ?? '');
  const day = m ? parseDay(`${m[1]}-${m[2]}-${m[3]}`) : null;
  if (!day) throw badRequest('기준일(referenceDate)은 yyyyMMdd 형식의 날짜(예: 20261122)여야 합니다.');
  return { first: `${day.year}-${String(day.month).padStart(2, '0')}-01`, month: day.month };
}

async function statsOf(first: string) {
  const db = await getDb();
  const [row] = await db.select().from(prescriptionMonthlyStats).where(eq(prescriptionMonthlyStats.month, first));
  return row ?? null;
}

export const prescriptionFigures = new Hono<AppEnv>();

prescriptionFigures.get('/monthly-count', requireMember, async (c) => {
  const { first, month } = monthOf(c.req.query('referenceDate'));
  const row = await statsOf(first);
  return c.json<MonthlyCount>({ count: row?.prescriptionCount ?? 0, month });
});

prescriptionFigures.get('/monthly-total-amount', requireMember, async (c) => {
  const { first, month } = monthOf(c.req.query('referenceDate'));
  const row = await statsOf(first);
  return c.json<MonthlyTotalAmount>({ feeAmount: row?.feeAmount ?? 0, month });
});

export const hospitals = new Hono<AppEnv>();

/** Hospitals opened in the month ending on `referenceDate` (yyyy-MM-dd), inclusive: (date − 1 month, date]. */
hospitals.get('/opened/count', requireMember, async (c) => {
  const raw = c.req.query('referenceDate') ?? '';
  const day = parseDay(raw);
  if (!day) throw badRequest('기준일(referenceDate)은 yyyy-MM-dd 형식의 날짜(예: 2026-11-22)여야 합니다.');
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
