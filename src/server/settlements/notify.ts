import { and, eq, inArray } from 'drizzle-orm';
import type { SettlementStatus } from '../../api/enums';
import type { Settlement } from '../../api/types';
import type { Db } from '../db';
import { settlements } from '../db/schema';
import { ApiHttpError, notFound } from '../http';
import { loadSettlements } from './list';

// The member's answer to settlements: request settlement (REQUEST) or object (OBJECTION). Each answer is given once:
// a request only to a settlement without an answer, an objection to one without an answer or requested. Anything
// else is 409 and changes nothing, for all the ids of the request together (all or none), also when two requests
// race: the rows are locked while they are checked and changed. A request does not wait for the month's 정산 확정:
// the contract lets a partner request on any settlement, and the confirmation is staff's step (requests.ts answers
// both; the 정산서 alone is for a confirmed month).

const refusal = (to: SettlementStatus, from: SettlementStatus): string | null => {
  if (to === 'REQUEST' && from === 'REQUEST') return '이미 정산요청한 정산 건입니다. 같은 건은 다시 요청할 수 없습니다.';
  if (to === 'REQUEST' && from === 'OBJECTION') return '이의신청한 정산 건은 정산요청할 수 없습니다.';
  if (to === 'OBJECTION' && from === 'OBJECTION') return '이미 이의신청한 정산 건입니다. 같은 건은 다시 신청할 수 없습니다.';
  return null;
};

export async function answerSettlements(db: Db, memberId: number, ids: number[], to: SettlementStatus): Promise<Settlement[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: settlements.id, status: settlements.status })
      .from(settlements)
      .where(and(eq(settlements.memberId, memberId), inArray(settlements.id, ids)))
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) {
      const message = row.status ? refusal(to, row.status) : null;
      if (message) throw new ApiHttpError(409, 'SETTLEMENT_ALREADY_ANSWERED', message);
    }
    await tx
      .update(settlements)
      .set({ status: to, statusChangedAt: new Date() })
      .where(and(eq(settlements.memberId, memberId), inArray(settlements.id, ids)));
  });
  return loadSettlements(db, memberId, ids);
}
