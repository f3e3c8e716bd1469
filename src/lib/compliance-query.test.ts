import { describe, expect, it } from 'vitest';
import { complianceSearch, readComplianceFilter, sameSubject } from './compliance-query';

describe('compliance filters in the URL', () => {
  it('reads a status and whose items', () => {
    expect(readComplianceFilter('?status=OVERDUE&subject=me')).toEqual({ status: 'OVERDUE', subject: { type: 'MEMBER' } });
    expect(readComplianceFilter('status=DONE&dealer=%EA%B9%80%EB%AF%BC%EC%A4%80')).toEqual({
      status: 'DONE',
      subject: { type: 'DEALER', name: '김민준' },
    });
    expect(readComplianceFilter(new URLSearchParams())).toEqual({ status: null, subject: null });
  });
  it('falls back to "all" for what it does not know, and a dealer wins over subject=me', () => {
    expect(readComplianceFilter('?status=LATE&subject=someone')).toEqual({ status: null, subject: null });
    expect(readComplianceFilter('?subject=me&dealer=이서연').subject).toEqual({ type: 'DEALER', name: '이서연' });
    expect(readComplianceFilter('?dealer=%20%20').subject).toBeNull();
    expect(readComplianceFilter(`?dealer=${'가'.repeat(80)}`).subject).toEqual({ type: 'DEALER', name: '가'.repeat(50) });
  });
  it('writes only what is set, and reads back what it wrote', () => {
    expect(complianceSearch({ status: null, subject: null })).toBe('');
    const filters = [
      { status: 'DUE_SOON', subject: null },
      { status: null, subject: { type: 'MEMBER' } },
      { status: 'MISSING', subject: { type: 'DEALER', name: '박 지호&co' } },
    ] as const;
    for (const f of filters) expect(readComplianceFilter(complianceSearch(f))).toEqual(f);
    expect(complianceSearch(filters[1])).toBe('?subject=me');
  });
  it('compares subjects', () => {
    expect(sameSubject(null, null)).toBe(true);
    expect(sameSubject({ type: 'MEMBER' }, { type: 'MEMBER' })).toBe(true);
    expect(sameSubject({ type: 'DEALER', name: 'a' }, { type: 'DEALER', name: 'b' })).toBe(false);
    expect(sameSubject({ type: 'MEMBER' }, null)).toBe(false);
  });
});
