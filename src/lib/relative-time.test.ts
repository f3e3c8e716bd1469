import { describe, expect, it } from 'vitest';
import { relativeTime, waitedFor } from './relative-time';

const now = Date.parse('2026-11-25T06:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString().replace('Z', '');

describe('relativeTime', () => {
  it('says 방금 전 under a minute (and for a clock a little ahead)', () => {
    expect(relativeTime(ago(0), now)).toBe('방금 전');
    expect(relativeTime(ago(59_000), now)).toBe('방금 전');
    expect(relativeTime(ago(-5_000), now)).toBe('방금 전');
  });
  it('counts minutes, hours and days in Korean', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1분 전');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59분 전');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3시간 전');
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('1일 전');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6일 전');
  });
  it('shows the date in Korean time from seven days on', () => {
    expect(relativeTime('2026-11-10T16:00:00', now)).toBe('2026년 11월 11일');
  });
});

describe("waitedFor (the age of a queue's oldest item)", () => {
  it('counts minutes, hours, then days however many', () => {
    expect(waitedFor(ago(0), now)).toBe('1분 전');
    expect(waitedFor(ago(45 * 60_000), now)).toBe('45분 전');
    expect(waitedFor(ago(5 * 3_600_000), now)).toBe('5시간 전');
    expect(waitedFor(ago(86_400_000), now)).toBe('1일 전');
    expect(waitedFor(ago(400 * 86_400_000), now)).toBe('400일 전');
  });
});
