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
