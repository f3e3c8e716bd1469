// Korean formats through Intl (ko-KR). Server timestamps are UTC, often without a zone suffix:
// they are parsed as UTC and shown in Korean time, whatever the browser's zone.

const TIME_ZONE = 'Asia/Seoul';

/** Parses an API timestamp; a missing zone means UTC. */
export function parseApiDate(value: string): Date {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Date(hasZone ? value : isDateOnly ? `${value}T00:00:00Z` : `${value}Z`);
}

const dateFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthFmt = new Intl.DateTimeFormat('ko-KR', { timeZone: TIME_ZONE, year: 'numeric', month: 'long' });
const moneyFmt = new Intl.NumberFormat('ko-KR');
const percentFmt = new Intl.NumberFormat('ko-KR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const toDate = (value: string | Date) => (typeof value === 'string' ? parseApiDate(value) : value);

/** 2025년 10월 12일 */
export const formatDate = (value: string | Date) => dateFmt.format(toDate(value));
/** 2025년 10월 12일 12:04 */
export const formatDateTime = (value: string | Date) => dateTimeFmt.format(toDate(value));
/** 2025년 10월 */
export const formatMonth = (value: string | Date) => monthFmt.format(toDate(value));
/** 1,234,567원 */
export const formatMoney = (won: number) => `${moneyFmt.format(won)}원`;
/** 1,234 (counts without a unit) */
export const formatNumber = (n: number) => moneyFmt.format(n);
/** A fraction 0–1 as a percentage with one decimal: 0.355 → 35.5% */
export const formatRate = (fraction: number) => percentFmt.format(Math.min(1, Math.max(0, fraction)));
