// Calendar months as `yyyy-MM`, in Korean time: the settlement month is the month it is now in Asia/Seoul, whatever
// the zone of the browser or the server. On the wire a month is its first day (`yyyy-MM-01`, or that day's UTC midnight).

export type Month = `${number}-${number}`;

const seoulParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' });

/** The month it is in Seoul at `now`. */
export function seoulMonth(now: Date = new Date()): Month {
  const parts = Object.fromEntries(seoulParts.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}` as Month;
}

/** `month` moved by `delta` months. */
export function addMonths(month: string, delta: number): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}` as Month;
}

/** The month of a wire value (`yyyy-MM-dd`, an ISO date-time on the 1st, or `yyyy-MM`). */
export const monthOf = (value: string): Month => value.slice(0, 7) as Month;

/** The first day of the month, `yyyy-MM-01`. */
export const firstDay = (month: string) => `${monthOf(month)}-01`;

/** The month as the contract's date-time requests send it: UTC midnight of the 1st. */
export const monthInstant = (month: string) => `${firstDay(month)}T00:00:00.000Z`;

/** The latest prescription month an EDI record may name: the month before the settlement month. */
export const latestPrescriptionMonth = (settlementMonth: string) => addMonths(settlementMonth, -1);

/** Months the sales statistics show by default: the twelve before the latest one (which is still being settled). */
export const STATISTICS_MONTHS = 12;

/** The statistics' default period before `latest`, the month still being settled. */
export const statisticsPeriod = (latest: string) => ({
  startMonth: addMonths(latest, -STATISTICS_MONTHS),
  endMonth: addMonths(latest, -1),
});

/** A month as the EDI screens show it: `2025년 09월`. */
export function monthLabel(value: string): string {
  const [year, month] = monthOf(value).split('-');
  return `${year}년 ${month}월`;
}
