import { ComplianceKind, ComplianceStatus, ComplianceSubject } from '../../api/compliance-enums';
import type { ComplianceItem, ComplianceRecord } from '../../api/types';
import type { ComplianceFilter } from '../../lib/compliance-query';
import { dDay, STATUS_ORDER, type Day } from '../../lib/compliance-rules';
import { formatDate } from '../../lib/format';

// What the items list shows, computed from the server's items: order, filters, counts and the due-date line. Pure, so
// the stories and unit tests hold the wording partners read.

/** Whose item or record it is, as the list names it: 본인, or the dealer's name. */
export const subjectName = (x: { subjectType: ComplianceSubject; dealerName: string | null }) =>
  x.subjectType === 'MEMBER' ? ComplianceSubject.label('MEMBER') : (x.dealerName ?? '');

const collator = new Intl.Collator('ko-KR');
/** The member first, then dealers by name. */
export const compareSubjects = (a: ComplianceItem | ComplianceRecord, b: ComplianceItem | ComplianceRecord) =>
  a.subjectType !== b.subjectType ? (a.subjectType === 'MEMBER' ? -1 : 1) : collator.compare(a.dealerName ?? '', b.dealerName ?? '');

/** What is late first (STATUS_ORDER), then the nearest due date (none last), then by subject, then the law's order. */
export function sortItems(items: readonly ComplianceItem[]): ComplianceItem[] {
  return [...items].sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
      (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
      compareSubjects(a, b) ||
      ComplianceKind.values.indexOf(a.kind) - ComplianceKind.values.indexOf(b.kind),
  );
}

/** Whether an item belongs to the chosen subject (all when none is chosen). */
export const ofSubject = (item: ComplianceItem, subject: ComplianceFilter['subject']) =>
  !subject ||
  (subject.type === 'MEMBER' ? item.subjectType === 'MEMBER' : item.subjectType === 'DEALER' && item.dealerName === subject.name);

/** The items the filters keep. */
export const filterItems = (items: readonly ComplianceItem[], filter: ComplianceFilter) =>
  items.filter((item) => ofSubject(item, filter.subject) && (!filter.status || item.status === filter.status));

/** How many items have each status. */
export function statusCounts(items: readonly ComplianceItem[]): Record<ComplianceStatus, number> {
  const counts = Object.fromEntries(ComplianceStatus.values.map((s) => [s, 0])) as Record<ComplianceStatus, number>;
  for (const item of items) counts[item.status]++;
  return counts;
}

/** The dealers the list names, by name (one person behind the dealer rows of one name). */
export const dealerNames = (items: readonly ComplianceItem[]) =>
  [...new Set(items.flatMap((i) => (i.subjectType === 'DEALER' && i.dealerName ? [i.dealerName] : [])))].sort(collator.compare);

/** A filter that names a dealer the list does not have falls back to everyone's items (a stale link). */
export function effectiveFilter(filter: ComplianceFilter, items: readonly ComplianceItem[]): ComplianceFilter {
  const subject = filter.subject;
  if (subject?.type === 'DEALER' && !items.some((i) => i.dealerName === subject.name)) return { ...filter, subject: null };
  return filter;
}

/** The due-date line of an item: the words, and the D-day apart so the list can stress it. */
export interface DueLine {
  text: string;
  dDay?: string;
}

/**
 * As partners say it: 「기한 2026년 12월 3일 · D-6」; a finished item says when it was done (from its record); an item
 * without a due date says why (a training waits for the 신고증).
 */
export function dueLine(item: ComplianceItem, today: Day, record?: ComplianceRecord | null): DueLine {
  if (item.status === 'DONE') {
    if (record?.issuedAt && item.kind === 'CSO_CERTIFICATE') return { text: `${formatDate(record.issuedAt)} 발급` };
    if (record?.completedAt && item.kind !== 'CSO_CERTIFICATE') return { text: `${formatDate(record.completedAt)} 이수` };
    return { text: item.dueDate ? `기한 ${formatDate(item.dueDate)}` : '기한 없음' };
  }
  if (item.dueDate) return { text: `기한 ${formatDate(item.dueDate)} · `, dDay: dDay(item.dueDate, today) };
  if (item.kind === 'CSO_CERTIFICATE') return { text: '업무를 맡기 전에 신고해야 합니다' };
  if (item.status === 'MISSING') return { text: '신고증을 먼저 등록하세요' };
  if (item.kind === 'REFRESHER_TRAINING') return { text: '신규교육을 이수한 다음 해부터' };
  return { text: '기한 없음' };
}

/** An item's key in lists (one per subject and kind). */
export const itemKey = (item: ComplianceItem) => `${item.subjectType}:${item.dealerName ?? ''}:${item.kind}`;
