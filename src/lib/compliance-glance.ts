import { ComplianceKind, ComplianceStatus, ComplianceSubject } from '../api/compliance-enums';
import type { ComplianceItem } from '../api/types';
import { dDay, STATUS_ORDER, type Day } from './compliance-rules';
import { formatDate } from './format';

// The compliance center at a glance, outside its own page: the home card (what needs attention, the most urgent
// first) and the dealer list's status per dealer. Pure: the pages load the items, these functions only read them.

/** The statuses that need the member's attention, in the order the home card counts them. */
export const ATTENTION_STATUSES = ['OVERDUE', 'MISSING', 'DUE_SOON'] as const satisfies readonly ComplianceStatus[];
export type AttentionStatus = (typeof ATTENTION_STATUSES)[number];

const rank = (status: ComplianceStatus) => STATUS_ORDER.indexOf(status);
const needsAttention = (status: ComplianceStatus): status is AttentionStatus =>
  (ATTENTION_STATUSES as readonly ComplianceStatus[]).includes(status);

/** As partners say it: 「기한 2026년 12월 3일 · D-6」. */
export const dueText = (dueDate: Day, today: Day) => `기한 ${formatDate(dueDate)} · ${dDay(dueDate, today)}`;

/** The compliance page, filtered to one dealer when a name is given (the page reads `?dealer=<name>`). */
export const complianceHref = (dealerName?: string | null) =>
  dealerName ? `/compliance?dealer=${encodeURIComponent(dealerName)}` : '/compliance';

/** Who an item is about, as the screens say it: 본인 or the dealer's name. */
export const subjectLabel = (item: Pick<ComplianceItem, 'subjectType' | 'dealerName'>) =>
  item.subjectType === 'DEALER' && item.dealerName ? item.dealerName : ComplianceSubject.label('MEMBER');

/** Most urgent first: by status (STATUS_ORDER), then the earlier due date (none last), then as the server gave them. */
export function byUrgency(a: ComplianceItem, b: ComplianceItem): number {
  return (
    rank(a.status) - rank(b.status) ||
    (a.dueDate === b.dueDate ? 0 : a.dueDate === null ? 1 : b.dueDate === null ? -1 : a.dueDate.localeCompare(b.dueDate))
  );
}

/** One line of the home card. */
export interface GlanceLine {
  subject: string;
  kind: string;
  status: AttentionStatus;
  statusLabel: string;
  /** 「기한 … · D-n」, or null when the rules give no due date yet (a missing 신고증 is needed before any work). */
  due: string | null;
  href: string;
}

export interface ComplianceGlance {
  /** How many items are 기한 경과, 미제출 and 기한 임박. */
  counts: Record<AttentionStatus, number>;
  /** The most urgent items, one per person: a dealer without a 신고증 also misses the trainings it drives, and three
   *  lines about one person would hide the others. Empty when nothing needs attention. */
  urgent: GlanceLine[];
}

/** What the home card shows of the member's items on `today`: counts, and up to `limit` urgent lines. */
export function complianceGlance(items: readonly ComplianceItem[], today: Day, limit = 3): ComplianceGlance {
  const counts: Record<AttentionStatus, number> = { OVERDUE: 0, MISSING: 0, DUE_SOON: 0 };
  const pending = items.filter((i) => needsAttention(i.status));
  for (const item of pending) counts[item.status as AttentionStatus] += 1;
  const seen = new Set<string>();
  const urgent: GlanceLine[] = [];
  for (const item of [...pending].sort(byUrgency)) {
    const who = item.subjectType === 'DEALER' ? `D:${item.dealerName ?? ''}` : 'M';
    if (seen.has(who)) continue;
    seen.add(who);
    urgent.push({
      subject: subjectLabel(item),
      kind: ComplianceKind.label(item.kind),
      status: item.status as AttentionStatus,
      statusLabel: ComplianceStatus.label(item.status),
      due: item.dueDate ? dueText(item.dueDate, today) : null,
      href: complianceHref(item.subjectType === 'DEALER' ? item.dealerName : null),
    });
    if (urgent.length === limit) break;
  }
  return { counts, urgent };
}

/** Each dealer's worst status over their items (STATUS_ORDER: 기한 경과 before 미제출 before 기한 임박 …), by name. */
export function worstStatusByDealer(items: readonly ComplianceItem[]): Record<string, ComplianceStatus> {
  const worst: Record<string, ComplianceStatus> = {};
  for (const item of items) {
    if (item.subjectType !== 'DEALER' || !item.dealerName) continue;
    const before = worst[item.dealerName];
    if (before === undefined || rank(item.status) < rank(before)) worst[item.dealerName] = item.status;
  }
  return worst;
}
