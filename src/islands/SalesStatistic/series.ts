import type { PerformanceByDrugCompany, PerformanceByDrugCompanyMonthly } from '../../api/types';
import { addMonths, monthOf, type Month } from '../../lib/months';

// The chart's data: one series per drug company, keyed by the company's name (the table and the monthly figures come
// from two calls, so their order says nothing), with a value for every month of the range (0 where the company had
// no settlement that month).

export interface Series {
  /** The drug company's name: the series' key everywhere (checkbox, line, legend, tooltip). */
  name: string;
  /** totalAmount (settlement total, VAT included) per month of the range, in won. */
  values: number[];
  /** Colour slot (0-based): the company's rank by total, so a company keeps its colour while others come and go. */
  slot: number;
}

/** How many lines the chart shows before anyone ticks a box: the companies with the largest totals. */
export const DEFAULT_VISIBLE = 5;
/** Distinct line colours; later slots repeat them with another dash pattern. */
export const COLOUR_SLOTS = 6;

/** Every month from start to end, inclusive. */
export function monthsOf(startMonth: Month, endMonth: Month): Month[] {
  const months: Month[] = [];
  for (let m = startMonth; m <= endMonth && months.length < 1200; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Companies ranked by total, largest first, ties by name: the order of colour slots and of the default lines. */
export function rankCompanies(totals: PerformanceByDrugCompany[]): string[] {
  return [...totals]
    .sort((a, b) => b.totalAmount - a.totalAmount || a.drugCompany.localeCompare(b.drugCompany, 'ko'))
    .map((r) => r.drugCompany);
}

/** The series of every company in `ranked` (plus any the monthly figures name that the totals did not), zero-filled. */
export function buildSeries(monthly: PerformanceByDrugCompanyMonthly[], months: Month[], ranked: string[]): Series[] {
  const index = new Map(months.map((m, i) => [m, i]));
  const names = [...ranked, ...new Set(monthly.map((r) => r.drugCompany).filter((n) => !ranked.includes(n)))];
  const byName = new Map(names.map((name, slot) => [name, { name, slot, values: months.map(() => 0) }]));
  for (const row of monthly) {
    const i = index.get(monthOf(row.settlementMonth));
    const series = byName.get(row.drugCompany);
    if (i !== undefined && series) series.values[i] = (series.values[i] ?? 0) + row.totalAmount;
  }
  return [...byName.values()];
}

/** The lines shown before anyone ticks a box: the top companies that have a figure at all. */
export function defaultVisible(totals: PerformanceByDrugCompany[], count = DEFAULT_VISIBLE): string[] {
  const withFigures = new Set(totals.filter((r) => r.totalAmount > 0).map((r) => r.drugCompany));
  return rankCompanies(totals)
    .filter((n) => withFigures.has(n))
    .slice(0, count);
}

/** The colour slot's CSS variable and dash pattern (none for the first round of colours). */
export function seriesLook(slot: number): { colour: string; dash: string | undefined } {
  const round = Math.floor(slot / COLOUR_SLOTS) % 3;
  return { colour: `var(--chart-${(slot % COLOUR_SLOTS) + 1})`, dash: [undefined, '6 4', '2 3'][round] };
}
