import { asc, eq } from 'drizzle-orm';
import type { ComplianceItem } from '../../api/types';
import { computeItems, STATUS_ORDER, type Day, type SubjectRecords } from '../../lib/compliance-rules';
import type { Db } from '../db';
import { dealers } from '../db/schema';
import { recordRows, type RecordRow } from './records';

// The items of the compliance center: for the member and for each of their dealers (the person behind the dealer
// rows of one name), the three things the law asks, with the status and due date the rules table computes today.

export interface Subject {
  dealerName: string | null;
  dealerIds: number[];
}

/** The member and their dealers, by name (a dealer working for several drug companies is one person). */
export async function subjectsOf(db: Db, memberId: number): Promise<Subject[]> {
  const rows = await db
    .select({ id: dealers.id, dealerName: dealers.dealerName })
    .from(dealers)
    .where(eq(dealers.memberId, memberId))
    .orderBy(asc(dealers.dealerName), asc(dealers.id));
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(r.dealerName, [...(byName.get(r.dealerName) ?? []), r.id]);
  return [{ dealerName: null, dealerIds: [] }, ...[...byName].map(([dealerName, dealerIds]) => ({ dealerName, dealerIds }))];
}

/** What the rules read from one subject's records; the latest 신고증 counts. */
export function subjectRecords(rows: readonly RecordRow[]): SubjectRecords {
  const certificates = rows.filter((r) => r.kind === 'CSO_CERTIFICATE' && r.issuedAt);
  const latest = certificates.reduce<RecordRow | null>((a, r) => (!a || (r.issuedAt ?? '') >= (a.issuedAt ?? '') ? r : a), null);
  const trainings = (kind: RecordRow['kind']) =>
    rows.filter((r) => r.kind === kind && r.completedAt && r.hours).map((r) => ({ completedAt: r.completedAt!, hours: r.hours! }));
  return {
    certificateIssuedAt: latest?.issuedAt ?? null,
    initialTrainings: trainings('INITIAL_TRAINING'),
    refresherTrainings: trainings('REFRESHER_TRAINING'),
  };
}

/** The latest record of a kind (the item's `recordId`): the latest 신고증 by issue date, else the newest row. */
function latestRecordId(rows: readonly RecordRow[], kind: RecordRow['kind']): number | null {
  const own = rows.filter((r) => r.kind === kind);
  if (!own.length) return null;
  if (kind === 'CSO_CERTIFICATE')
    return [...own].sort((a, b) => (a.issuedAt ?? '').localeCompare(b.issuedAt ?? '') || a.id - b.id).at(-1)!.id;
  return own.at(-1)!.id;
}

/** What is late first, then by due date (none last); otherwise the member first, then dealers by name. */
const byUrgency = (a: ComplianceItem, b: ComplianceItem) =>
  STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** Every item of the member and their dealers on `today`, what is late first. */
export async function itemsOf(db: Db, memberId: number, today: Day): Promise<ComplianceItem[]> {
  const [subjects, rows] = await Promise.all([subjectsOf(db, memberId), recordRows(db, memberId)]);
  const items = subjects.flatMap((subject): ComplianceItem[] => {
    const own = rows.filter((r) => r.dealerName === subject.dealerName);
    return computeItems(subjectRecords(own), today).map((item) => ({
      subjectType: subject.dealerName === null ? 'MEMBER' : 'DEALER',
      dealerName: subject.dealerName,
      dealerIds: subject.dealerIds,
      ...item,
      recordId: latestRecordId(own, item.kind),
    }));
  });
  // A stable sort keeps the subject order within equal statuses and dates.
  return items.sort(byUrgency);
}
