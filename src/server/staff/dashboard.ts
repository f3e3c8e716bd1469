import { and, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { holdsPermission, permissionsOf, type AdminPermission, type ConsoleQueue, type StaffFacts } from '../../api/staff-enums';
import type { ConsoleDashboard, ConsoleQueueFigure } from '../../api/types';
import type { Db } from '../db';
import { bankAccountChanges, members, partnerContracts, prescriptionPartners, settlements } from '../db/schema';
import { toWireDateTime } from '../http';

// The console's dashboard: what waits for staff, one card per queue with its count and the age of its oldest item.
// Each queue is one query over a partial index whose predicate is the queue's own condition (count and the oldest
// date from the same index), so a card costs the same at 2,000 partners as at 20. A queue is shown only to staff
// holding its permission. Later queues (EDI waiting, inquiries, reports) join as entries here.

interface QueueSource {
  queue: ConsoleQueue;
  permission: AdminPermission;
  table: PgTable;
  /** When an item joined the queue: the oldest one's is the card's age. */
  since: PgColumn;
  /** Exactly the predicate of the queue's partial index. */
  where: SQL | undefined;
}

const sources: readonly QueueSource[] = [
  {
    queue: 'CONTRACT_APPLICATIONS',
    permission: 'MEMBER_MANAGEMENT',
    table: partnerContracts,
    since: partnerContracts.createdAt,
    where: eq(partnerContracts.status, 'PENDING'), // partner_contracts_pending_idx
  },
  {
    queue: 'CSO_CERTIFICATES',
    permission: 'MEMBER_MANAGEMENT',
    table: members,
    since: members.csoCertSubmittedAt,
    // members_cso_review_idx
    where: and(
      isNotNull(members.csoCertUrl),
      eq(members.partnerContractStatus, 'NONE'),
      isNull(members.csoCertRejectionReason),
      ne(members.accountStatus, 'DELETED'),
    ),
  },
  {
    queue: 'BANK_ACCOUNT_CHANGES',
    permission: 'MEMBER_MANAGEMENT',
    table: bankAccountChanges,
    since: bankAccountChanges.requestedAt,
    where: eq(bankAccountChanges.status, 'PENDING'), // bank_account_changes_pending_idx
  },
  {
    // The EDI queue's default: the open records (접수대기 and 처리중), oldest submission first.
    queue: 'EDI_RECORDS',
    permission: 'PRESCRIPTION_MANAGEMENT',
    table: prescriptionPartners,
    since: prescriptionPartners.inputDate,
    where: sql`${prescriptionPartners.status} IN ('PENDING', 'IN_PROGRESS')`, // prescription_partners_open_queue_idx
  },
  {
    queue: 'SETTLEMENT_REQUESTS',
    permission: 'SETTLEMENT_MANAGEMENT',
    table: settlements,
    since: settlements.statusChangedAt,
    where: and(eq(settlements.status, 'REQUEST'), isNull(settlements.answer)), // settlements_open_requests_idx
  },
  {
    queue: 'SETTLEMENT_OBJECTIONS',
    permission: 'SETTLEMENT_MANAGEMENT',
    table: settlements,
    since: settlements.statusChangedAt,
    where: and(eq(settlements.status, 'OBJECTION'), isNull(settlements.answer)), // settlements_open_objections_idx
  },
];

async function figureOf(db: Db, source: QueueSource): Promise<ConsoleQueueFigure> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${source.since})` })
    .from(source.table)
    .where(source.where);
  // min() of a timestamptz comes back as text from some drivers: one Date either way.
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { queue: source.queue, count: row?.count ?? 0, oldestAt: toWireDateTime(oldest) };
}

/** The queues this staff account may see, in the dashboard's order, and the permissions it holds. */
export async function dashboardOf(db: Db, staff: StaffFacts): Promise<ConsoleDashboard> {
  const mine = sources.filter((s) => holdsPermission(staff, s.permission));
  return { queues: await Promise.all(mine.map((s) => figureOf(db, s))), permissions: permissionsOf(staff) };
}
