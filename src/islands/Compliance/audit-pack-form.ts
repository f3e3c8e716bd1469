import { safeParse } from 'valibot';
import { AUDIT_PERIOD_MAX_DAYS, auditPackQuerySchema } from '../../api/schema/records';
import type { Day } from '../../lib/compliance-rules';

// The audit pack's period: by default from 1 January five years ago (records are kept five years) to today, checked
// with the query schema the server runs, in the form's words. Loaded with the dialog.

/** Years back the default period starts (1 January of that year). */
export const DEFAULT_PERIOD_YEARS = 5;
/** The longest period in whole years, as the screen says it. */
export const PERIOD_MAX_YEARS = Math.floor(AUDIT_PERIOD_MAX_DAYS / 366);

export interface Period {
  from: Day | null;
  to: Day | null;
}

export const defaultPeriod = (today: Day): { from: Day; to: Day } => ({
  from: `${Number(today.slice(0, 4)) - DEFAULT_PERIOD_YEARS}-01-01`,
  to: today,
});

export interface PeriodErrors {
  from?: string;
  to?: string;
  /** About the two together (order, length). */
  period?: string;
}

const WIRE_NAMES = /\((from|to|from, to)\)/g;

/** Why the period cannot be downloaded, per field; empty when it can. */
export function periodErrors({ from, to }: Period, today: Day): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!from) errors.from = '시작일을 선택해 주세요.';
  if (!to) errors.to = '종료일을 선택해 주세요.';
  else if (to > today) errors.to = '종료일은 오늘 이후일 수 없습니다.';
  if (!from || !to || errors.to) return errors;
  const parsed = safeParse(auditPackQuerySchema, { from, to });
  if (parsed.success) return errors;
  const issue = parsed.issues[0];
  const key = issue.path?.[0]?.key;
  const message = issue.message.replace(WIRE_NAMES, '');
  if (key === 'from' || key === 'to') errors[key] = message;
  else errors.period = message;
  return errors;
}

export const hasErrors = (errors: PeriodErrors) => Object.keys(errors).length > 0;
