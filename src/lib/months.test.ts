import { describe, expect, it } from 'vitest';
import { addMonths, latestPrescriptionMonth, monthInstant, seoulMonth } from './months';

describe('months in Korean time', () => {
  it('takes the Seoul month, not the UTC one', () => {
    // 2026-11-30 16:00 UTC is already 1 December in Seoul.
    expect(seoulMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
  });
  it('moves across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(latestPrescriptionMonth('2026-01')).toBe('2025-12');
  });
  it('sends UTC midnight of the 1st', () => {
    expect(monthInstant('2026-11')).toBe('2026-11-01T00:00:00.000Z');
    expect(monthInstant('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
  });
});
