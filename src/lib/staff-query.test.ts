import { describe, expect, it } from 'vitest';
import { auditHref, auditQuery, emptyAudit, readAudit, readStaffList, staffListHref, staffListQuery } from './staff-query';

describe('the staff list URL', () => {
  it('reads, writes back without defaults, and asks the API 0-based', () => {
    const state = readStaffList('q=%20ops%20&page=3');
    expect(state).toEqual({ q: 'ops', page: 3 });
    expect(staffListHref(state)).toBe('/admin/staff?q=ops&page=3');
    expect(staffListHref({ q: '', page: 1 })).toBe('/admin/staff');
    expect(staffListQuery(state, 20)).toEqual({ q: 'ops', page: 2, size: 20 });
    expect(readStaffList('page=-1').page).toBe(1);
    expect(readStaffList('page=abc').page).toBe(1);
  });
});

describe('the audit trail URL', () => {
  it('keeps known filters only and leaves the defaults out', () => {
    const state = readAudit('staff=demo_admin&action=STAFF_CREATED&targetKind=NOPE&targetId=x&from=2026-05-01&to=bad&page=2');
    expect(state).toEqual({ ...emptyAudit, staff: 'demo_admin', action: 'STAFF_CREATED', targetId: 'x', from: '2026-05-01', page: 2 });
    expect(auditHref(state)).toBe('/admin/audit?staff=demo_admin&action=STAFF_CREATED&targetId=x&from=2026-05-01&page=2');
    expect(auditHref(emptyAudit)).toBe('/admin/audit');
    expect(auditQuery(state, 50)).toMatchObject({ page: 1, size: 50, staff: 'demo_admin', targetKind: undefined });
  });
});
