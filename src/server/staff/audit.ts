import type { StaffAction, StaffTarget } from '../../api/enums';
import type { Db } from '../db';
import { staffAudit, type Member } from '../db/schema';

// The staff audit trail: one append-only row per staff write, reveal or export, written in the transaction of the
// change itself, so a change without its row cannot commit. Values of personal fields are masked by the caller (they
// are written as the screens show them); the reason is the one the action asked for.

export interface StaffActionRecord {
  action: StaffAction;
  targetKind: StaffTarget;
  targetId: string | number;
  /** { field: [before, after] } */
  changes?: Record<string, [unknown, unknown]>;
  reason?: string | null;
}

export async function recordStaffAction(db: Db, staff: Pick<Member, 'id' | 'userId'>, record: StaffActionRecord): Promise<void> {
  await db.insert(staffAudit).values({
    staffId: staff.id,
    staffUserId: staff.userId,
    action: record.action,
    targetKind: record.targetKind,
    targetId: String(record.targetId),
    changes: record.changes ?? {},
    reason: record.reason ?? null,
  });
}
