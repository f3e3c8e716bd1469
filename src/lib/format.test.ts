import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMonth, formatRate, parseApiDate } from './format';

describe('Korean formats', () => {
  it('reads zone-less timestamps as UTC and shows Korean time', () => {
    expect(parseApiDate('2025-10-12T15:30:00').toISOString()).toBe('2025-10-12T15:30:00.000Z');
    expect(formatDate('2025-10-12T15:30:00')).toBe('2025년 10월 13일');
    expect(formatDateTime('2025-10-12T03:04:05Z')).toBe('2025년 10월 12일 12:04');
  });
  it('formats months, money and rates', () => {
    expect(formatMonth('2025-10-01')).toBe('2025년 10월');
    expect(formatMoney(1234567)).toBe('1,234,567원');
    expect(formatRate(0.355)).toBe('35.5%');
    expect(formatRate(1.7)).toBe('100.0%');
  });
});
