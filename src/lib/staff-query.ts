import { StaffAction, StaffTarget } from '../api/staff-enums';
import type { AuditQuery, StaffListQuery } from '../api/schema/staff';

// The URL state of the console's 운영자 관리 list and 감사 로그 screens: read from a query string (unknown values fall
// back to "all"), written back with the defaults left out, and turned into the API's query (`page` 1-based here, 0-based
// on the wire). Pure: the pages and the islands read the same state.

export const STAFF_LIST_PATH = '/admin/staff';
export const AUDIT_PATH = '/admin/audit';

export interface StaffListState {
  q: string;
  page: number;
}

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
const text = (raw: string | null, max: number) => (raw ?? '').trim().slice(0, max);
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');

export function readStaffList(search: URLSearchParams | string): StaffListState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { q: text(p.get('q'), 50), page: pageOf(p.get('page')) };
}

export function staffListHref(state: StaffListState): string {
  const p = new URLSearchParams();
  if (state.q) p.set('q', state.q);
  if (state.page > 1) p.set('page', String(state.page));
  const qs = p.toString();
  return qs ? `${STAFF_LIST_PATH}?${qs}` : STAFF_LIST_PATH;
}

export const staffListQuery = (state: StaffListState, size: number): StaffListQuery => ({
  q: state.q || undefined,
  page: state.page - 1,
  size,
});

export interface AuditState {
  staff: string;
  action: StaffAction | '';
  targetKind: StaffTarget | '';
  targetId: string;
  from: string;
  to: string;
  page: number;
}

export const emptyAudit: AuditState = { staff: '', action: '', targetKind: '', targetId: '', from: '', to: '', page: 1 };

export function readAudit(search: URLSearchParams | string): AuditState {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const action = p.get('action');
  const targetKind = p.get('targetKind');
  return {
    staff: text(p.get('staff'), 50),
    action: StaffAction.is(action) ? action : '',
    targetKind: StaffTarget.is(targetKind) ? targetKind : '',
    targetId: text(p.get('targetId'), 100),
    from: day(p.get('from')),
    to: day(p.get('to')),
    page: pageOf(p.get('page')),
  };
}

/** The filters as the API reads them (and the export link carries). */
export const auditFilters = (s: AuditState): AuditQuery => ({
  staff: s.staff || undefined,
  action: s.action || undefined,
  targetKind: s.targetKind || undefined,
  targetId: s.targetId || undefined,
  from: s.from || undefined,
  to: s.to || undefined,
});

export const auditQuery = (s: AuditState, size: number): AuditQuery => ({ ...auditFilters(s), page: s.page - 1, size });

export function auditHref(s: AuditState): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(auditFilters(s))) if (value) p.set(key, String(value));
  if (s.page > 1) p.set('page', String(s.page));
  const qs = p.toString();
  return qs ? `${AUDIT_PATH}?${qs}` : AUDIT_PATH;
}
