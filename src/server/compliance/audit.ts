import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AuditAction, AuditEntity } from '../../api/compliance-enums';
import type { auditLogQuerySchema } from '../../api/schema/records';
import type { AuditEntry, Page } from '../../api/types';
import { addDays } from '../../lib/compliance-rules';
import type { Db } from '../db';
import { auditLog, type Member } from '../db/schema';
import { toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import type { Tx } from '../files/staged';

// The audit trail: every create, change and delete of compliance records, notices, contract versions and expenditure
// entries writes one row in the same transaction as the change, so a change without its row (or the reverse) cannot
// be committed. Rows are never changed; a member reads their own.

/** Who made a change: the signed-in member (name as it was then; it is replaced at withdrawal). */
export type Actor = Pick<Member, 'id' | 'name'>;

export interface AuditEvent {
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  summary: string;
  before?: object | null;
  after?: object | null;
}

/** Dates as plain values, files as their names: what the row says must read the same years later. */
const plain = (row: object | null | undefined): Record<string, unknown> | null =>
  row
    ? (JSON.parse(JSON.stringify(row, (_k, value: unknown) => (value instanceof Date ? value.toISOString() : value))) as Record<
        string,
        unknown
      >)
    : null;

/** Writes the audit row of a change made by `actor` to `memberId`'s records, inside the change's transaction. */
export async function audit(tx: Pick<Tx, 'insert'>, memberId: number, actor: Actor, event: AuditEvent): Promise<void> {
  await tx.insert(auditLog).values({
    memberId,
    actorId: actor.id,
    actorName: actor.name,
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    summary: event.summary,
    before: plain(event.before),
    after: plain(event.after),
  });
}

type AuditRow = typeof auditLog.$inferSelect;

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: toWireDateTime(r.at),
  actorName: r.actorName,
  entity: r.entity,
  entityId: r.entityId,
  action: r.action,
  summary: r.summary,
  before: r.before,
  after: r.after,
});

/** Rows of a period (Korean calendar days, both included); open ends are unbounded. */
export function auditPeriod(memberId: number, from?: string, to?: string): SQL | undefined {
  const conds: SQL[] = [eq(auditLog.memberId, memberId)];
  if (from) conds.push(gte(auditLog.at, new Date(`${from}T00:00:00+09:00`)));
  if (to) conds.push(lt(auditLog.at, new Date(`${addDays(to, 1)}T00:00:00+09:00`)));
  return and(...conds);
}

/** The member's trail of a period, newest first, a page at a time. */
export async function listAudit(db: Db, memberId: number, q: v.InferOutput<typeof auditLogQuerySchema>): Promise<Page<AuditEntry>> {
  const where = auditPeriod(memberId, q.from, q.to);
  const paging = pagingOf(q, 20);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(paging.size).offset(paging.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return pageOf(rows.map(toAuditEntry), total?.n ?? 0, paging);
}
