import { formatDate, parseApiDate } from './format';

// How old a comment is, in Korean: 방금 전 under a minute, then N분 전, N시간 전, N일 전, and the date from seven days on.

const relative = new Intl.RelativeTimeFormat('ko', { numeric: 'always' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(value: string, now: number): string {
  const age = Math.max(0, now - parseApiDate(value).getTime());
  if (age < MINUTE) return '방금 전';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return relative.format(-Math.floor(age / DAY), 'day');
  return formatDate(value);
}

/**
 * How long the oldest item of a queue has waited, as the dashboard's cards say it: under an hour 「N분 전」, under a
 * day 「N시간 전」, then whole days however many (a queue's age is read in days, never as a date).
 */
export function waitedFor(value: string, now: number): string {
  const age = Math.max(0, now - parseApiDate(value).getTime());
  if (age < HOUR) return relative.format(-Math.max(1, Math.floor(age / MINUTE)), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  return relative.format(-Math.floor(age / DAY), 'day');
}
