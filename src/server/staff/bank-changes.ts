import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankChangeStatus } from '../../api/enums';
import type { BankChangeListQuery, BankChangeReject, BankChangeRequest } from '../../api/schema/admin-members';
import type { BankAccountChange, Page } from '../../api/types';
import { maskAccount } from '../../lib/mask';
import { violatedUnique } from '../accounts/unique';
import type { Db } from '../db';
import { bankAccountChanges, members, partnerContracts, type Member } from '../db/schema';
import { ApiHttpError, badRequest, forbidden, notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { notify } from '../notifications/notify';
import { recordStaffAction } from './audit';
import { actionTarget } from './member-target';

// The settlement account of a running contract, changed by staff with four eyes: one MEMBER_MANAGEMENT staff member
// asks (a PENDING row, one per contract: a partial unique index), another approves, and only then is the contract's
// account replaced, in the approval's transaction, with the member told (the account masked) and both steps in the
// audit trail. Nobody decides their own request: the handler says so (403) and a CHECK of the table refuses it anyway.
// Accounts are masked in every answer and audit row.

const requester = alias(members, 'requester');
const decider = alias(members, 'decider');

const selectChange = {
  change: bankAccountChanges,
  member: { id: members.id, userId: members.userId, name: members.name },
  current: { bankName: partnerContracts.bankName, accountNumber: partnerContracts.accountNumber },
  requester: { id: requester.id, userId: requester.userId, name: requester.name },
  decider: { id: decider.id, userId: decider.userId, name: decider.name },
};

function changesQuery(db: Db) {
  return db
    .select(selectChange)
    .from(bankAccountChanges)
    .innerJoin(members, eq(members.id, bankAccountChanges.memberId))
    .innerJoin(partnerContracts, eq(partnerContracts.id, bankAccountChanges.contractId))
    .innerJoin(requester, eq(requester.id, bankAccountChanges.requestedBy))
    .leftJoin(decider, eq(decider.id, bankAccountChanges.decidedBy));
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof changesQuery>['execute']>>[number];

function toBankAccountChange(row: ChangeRow, viewerId: number): BankAccountChange {
  const c = row.change;
  return {
    id: c.id,
    status: c.status,
    contractId: c.contractId,
    member: row.member,
    current: { bankName: row.current.bankName, accountNumber: maskAccount(row.current.accountNumber) },
    requested: { bankName: c.bankName, accountNumber: maskAccount(c.accountNumber) },
    reason: c.reason,
    requestedBy: row.requester,
    requestedAt: toWireDateTime(c.requestedAt),
    decidedBy: row.decider?.id ? row.decider : null,
    decidedAt: toWireDateTime(c.decidedAt),
    rejectionReason: c.status === 'REJECTED' ? c.decisionReason : null,
    mine: c.requestedBy === viewerId,
  };
}

async function changeById(db: Db, id: number, viewerId: number): Promise<BankAccountChange> {
  const [row] = await changesQuery(db).where(eq(bankAccountChanges.id, id)).limit(1);
  if (!row) throw notFound('계좌 변경 요청을 찾을 수 없습니다.');
  return toBankAccountChange(row, viewerId);
}

/** The PENDING change of a contract, or null. */
export async function pendingChangeOf(db: Db, contractId: number, viewerId: number): Promise<BankAccountChange | null> {
  const [row] = await changesQuery(db)
    .where(and(eq(bankAccountChanges.contractId, contractId), eq(bankAccountChanges.status, 'PENDING')))
    .limit(1);
  return row ? toBankAccountChange(row, viewerId) : null;
}

/** The queue: PENDING oldest first (the order they are worked in); decided ones newest decision first. */
export async function listBankChanges(db: Db, viewer: Member, q: BankChangeListQuery): Promise<Page<BankAccountChange>> {
  const status: BankChangeStatus = q.status ?? 'PENDING';
  const paging = pagingOf(q as { page?: number; size?: number }, 20);
  const where = eq(bankAccountChanges.status, status);
  const order =
    status === 'PENDING'
      ? [asc(bankAccountChanges.requestedAt), asc(bankAccountChanges.id)]
      : [desc(bankAccountChanges.decidedAt), desc(bankAccountChanges.id)];
  const [rows, [total]] = await Promise.all([
    changesQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.size)
      .offset(paging.offset),
    db.select({ n: count() }).from(bankAccountChanges).where(where),
  ]);
  return pageOf(
    rows.map((r) => toBankAccountChange(r, viewer.id)),
    total?.n ?? 0,
    paging,
  );
}

const alreadyPending = () =>
  new ApiHttpError(409, 'BANK_CHANGE_PENDING', '이미 승인을 기다리는 계좌 변경 요청이 있습니다. 그 요청이 처리된 뒤 다시 요청해 주세요.');
const noRunningContract = () =>
  new ApiHttpError(409, 'NO_RUNNING_CONTRACT', '진행 중인(승인된) 파트너 계약이 없어 정산 계좌를 바꿀 수 없습니다.');

/** Asks for a change of the member's running contract's account (PENDING until another staff member decides). */
export async function requestBankChange(db: Db, staff: Member, userId: string, input: BankChangeRequest): Promise<BankAccountChange> {
  const member = await actionTarget(db, userId);
  const id = await db
    .transaction(async (tx) => {
      const [contract] = await tx
        .select()
        .from(partnerContracts)
        .where(and(eq(partnerContracts.memberId, member.id), eq(partnerContracts.status, 'APPROVED')))
        .orderBy(desc(partnerContracts.id))
        .limit(1)
        .for('update');
      if (!contract) throw noRunningContract();
      if (contract.bankName === input.bankName && contract.accountNumber === input.accountNumber)
        throw badRequest('지금 등록된 계좌와 같습니다. 바꿀 계좌를 입력해 주세요.');
      const [row] = await tx
        .insert(bankAccountChanges)
        .values({
          contractId: contract.id,
          memberId: member.id,
          bankName: input.bankName,
          accountNumber: input.accountNumber,
          reason: input.reason,
          requestedBy: staff.id,
        })
        .returning({ id: bankAccountChanges.id });
      await recordStaffAction(tx, staff, {
        action: 'BANK_CHANGE_REQUESTED',
        targetKind: 'BANK_ACCOUNT_CHANGE',
        targetId: row!.id,
        changes: {
          bankName: [contract.bankName, input.bankName],
          accountNumber: [maskAccount(contract.accountNumber), maskAccount(input.accountNumber)],
        },
        reason: input.reason,
      });
      return row!.id;
    })
    .catch((err: unknown) => {
      if (violatedUnique(err) === 'bank_account_changes_one_pending_key') throw alreadyPending();
      throw err;
    });
  return changeById(db, id, staff.id);
}

const notPending = () => new ApiHttpError(409, 'BANK_CHANGE_DECIDED', '이미 처리된 계좌 변경 요청입니다.');

/** The PENDING change, locked for the decision; 404 / 409 / 403 (the requester) otherwise. */
async function pendingForDecision(tx: Db, staff: Member, id: number, verb: '승인' | '반려') {
  const [change] = await tx.select().from(bankAccountChanges).where(eq(bankAccountChanges.id, id)).limit(1).for('update');
  if (!change) throw notFound('계좌 변경 요청을 찾을 수 없습니다.');
  if (change.status !== 'PENDING') throw notPending();
  if (change.requestedBy === staff.id)
    throw forbidden(`요청한 사람은 ${verb}할 수 없습니다. 다른 회원관리 담당자의 ${verb}이 필요합니다.`, 'OWN_REQUEST');
  return change;
}

/** Approves another staff member's request: the contract's account is replaced and the member told, at once. */
export async function approveBankChange(db: Db, staff: Member, id: number): Promise<BankAccountChange> {
  await db.transaction(async (tx) => {
    const change = await pendingForDecision(tx, staff, id, '승인');
    const [contract] = await tx.select().from(partnerContracts).where(eq(partnerContracts.id, change.contractId)).limit(1).for('update');
    if (!contract || contract.status !== 'APPROVED')
      throw new ApiHttpError(409, 'NO_RUNNING_CONTRACT', '계약이 더 이상 진행 중이 아니어서 승인할 수 없습니다. 요청을 반려해 주세요.');
    await tx
      .update(partnerContracts)
      .set({ bankName: change.bankName, accountNumber: change.accountNumber, updatedAt: sql`now()` })
      .where(eq(partnerContracts.id, contract.id));
    await tx
      .update(bankAccountChanges)
      .set({ status: 'APPROVED', decidedBy: staff.id, decidedAt: sql`now()` })
      .where(and(eq(bankAccountChanges.id, id), eq(bankAccountChanges.status, 'PENDING')));
    await recordStaffAction(tx, staff, {
      action: 'BANK_CHANGE_APPROVED',
      targetKind: 'BANK_ACCOUNT_CHANGE',
      targetId: id,
      changes: {
        bankName: [contract.bankName, change.bankName],
        accountNumber: [maskAccount(contract.accountNumber), maskAccount(change.accountNumber)],
      },
    });
    await notify(tx, {
      memberId: change.memberId,
      kind: 'BANK_ACCOUNT_CHANGED',
      title: '정산 계좌가 변경되었습니다',
      body: `정산 계좌가 ${change.bankName} ${maskAccount(change.accountNumber)}(으)로 변경되었습니다. 요청하신 적이 없다면 고객센터로 바로 알려 주세요.`,
      link: '/partner-contract',
    });
  });
  return changeById(db, id, staff.id);
}

/** Refuses another staff member's request with a reason; the contract keeps its account. */
export async function rejectBankChange(db: Db, staff: Member, id: number, input: BankChangeReject): Promise<BankAccountChange> {
  await db.transaction(async (tx) => {
    await pendingForDecision(tx, staff, id, '반려');
    await tx
      .update(bankAccountChanges)
      .set({ status: 'REJECTED', decidedBy: staff.id, decidedAt: sql`now()`, decisionReason: input.reason })
      .where(and(eq(bankAccountChanges.id, id), eq(bankAccountChanges.status, 'PENDING')));
    await recordStaffAction(tx, staff, {
      action: 'BANK_CHANGE_REJECTED',
      targetKind: 'BANK_ACCOUNT_CHANGE',
      targetId: id,
      changes: { status: ['PENDING', 'REJECTED'] },
      reason: input.reason,
    });
  });
  return changeById(db, id, staff.id);
}
