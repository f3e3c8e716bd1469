import { Hono } from 'hono';
import type { MonthlyCount, MonthlyTotalAmount } from '../../api/types';
import { monthlyFigureQuerySchema, openedCountQuerySchema } from '../../api/schema/figures';
import { monthlyFeeTotal, monthlyPrescriptionCount, openedHospitalCount } from '../content/figures';
import { getDb } from '../runtime/database';
import type { AppEnv } from '../http';
import { validQuery } from '../http/validate';

// The home hero's live figures: this month's prescriptions and fee total on the whole
// platform, and hospitals opened in the last month. Any signed-in member.

export const prescriptionFigures = new Hono<AppEnv>();

prescriptionFigures.get('/monthly-count', validQuery(monthlyFigureQuerySchema), async (c) => {
  return c.json<MonthlyCount>(await monthlyPrescriptionCount(await getDb(), c.req.valid('query').referenceDate));
});

prescriptionFigures.get('/monthly-total-amount', validQuery(monthlyFigureQuerySchema), async (c) => {
  return c.json<MonthlyTotalAmount>(await monthlyFeeTotal(await getDb(), c.req.valid('query').referenceDate));
});

export const hospitals = new Hono<AppEnv>();

hospitals.get('/opened/count', validQuery(openedCountQuerySchema), async (c) => {
  return c.json(await openedHospitalCount(await getDb(), c.req.valid('query').referenceDate));
});
