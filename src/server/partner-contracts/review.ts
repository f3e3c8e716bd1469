import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { PartnerContractFileType, type MemberType, type PartnerContractStatus } from '../../api/enums';
import type { contractQueueQuerySchema } from '../../api/schema/reviews';
import type { ContractDecision, ContractHistoryItem, ContractQueueItem, ContractReview, Page } from '../../api/types';
import { maskAccount, maskBusinessNumber } from '../../lib/mask';
import type { Db } from '../db';
import {
  members,
  partnerContractFiles,
  partnerContracts,
  type Member,
  type PartnerContractFileRow,
  type PartnerContractRow,
} from '../db/schema';
import { forgetMember } from '../auth/sessions';
import { ApiHttpError, notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { likePattern } from '../http/params';
import { notify } from '../notifications/notify';
import { recordStaffAction } from '../staff/audit';
import { alreadyDecided, reviewDocumentOf, reviewMemberOf } from '../staff/review-member';

// 계약 심사: staff decide partner-contract applications. Each decision is one transaction: a conditional update of
// the application (only from the status the decision starts from, so a second operator or a double click finds
// nothing to change and gets 409), the member row's type and contract status (the session reads them: the member's
// 실적관리 and 정산 open or close on their next request), the audit row and the member's notification.
//
// - approve  PENDING → APPROVED, contract date now; the member becomes INDIVIDUAL or ORGANIZATION by the contract type.
// - reject   PENDING → REJECTED with the reason, which the member reads on /partner-contract before applying again.
// - end      APPROVED → CANCELLED with the reason; the member goes back to CSO when their CSO certificate was approved
//            by staff (members.cso_approved_at), else to NONE: approving a contract is not approving a certificate.

type QueueQuery = v.InferOutput<typeof contractQueueQuerySchema>;

const CONTRACT_LINK = '/partner-contract';

/** The staff's path of an application's document (streamed by the admin router). */
export const staffDocumentUrl = (contractId: number, fileId: number) => `/v1/admin/partner-contracts/${contractId}/files/${fileId}`;

/** The member type an ended contract leaves. */
export const typeAfterEnd = (member: Pick<Member, 'csoApprovedAt'>): MemberType => (member.csoApprovedAt ? 'CSO' : 'NONE');

/** The queue: one status (PENDING by default: oldest first, the order they are worked in; the decided ones newest first). */
export async function contractQueue(db: Db, query: QueueQuery): Promise<Page<ContractQueueItem>> {
  const paging = pagingOf(query, 20);
  const status: PartnerContractStatus = query.status ?? 'PENDING';
  const where: SQL[] = [eq(partnerContracts.status, status)];
  if (query.contractType) where.push(eq(partnerContracts.contractType, query.contractType));
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(partnerContracts.companyName, pattern), ilike(members.name, pattern), ilike(members.userId, pattern)) as SQL);
  }
  const filter = and(...where);
  const order =
    status === 'PENDING'
      ? [asc(partnerContracts.createdAt), asc(partnerContracts.id)]
      : [desc(partnerContracts.updatedAt), desc(partnerContracts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: partnerContracts, userId: members.userId, name: members.name })
      .from(partnerContracts)
      .innerJoin(members, eq(members.id, partnerContracts.memberId))
      .where(filter)
      .orderBy(...order)
      .limit(paging.size)
      .offset(paging.offset),
    db.select({ n: count() }).from(partnerContracts).innerJoin(members, eq(members.id, partnerContracts.memberId)).where(filter),
  ]);
  const content = rows.map(({ c, userId, name }): ContractQueueItem => ({
    id: c.id,
    status: c.status,
    contractType: c.contractType,
    companyName: c.companyName,
    submittedAt: toWireDateTime(c.createdAt),
    updatedAt: toWireDateTime(c.updatedAt),
    member: { userId, name },
  }));
  return pageOf(content, total?.n ?? 0, paging);
}

/** The oldest application waiting after `afterId`'s turn (any other PENDING one, oldest first), or null. */
export async function nextPendingId(db: Db, exceptId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: partnerContracts.id })
    .from(partnerContracts)
    .where(and(eq(partnerContracts.status, 'PENDING'), ne(partnerContracts.id, exceptId)))
    .orderBy(asc(partnerContracts.createdAt), asc(partnerContracts.id))
    .limit(1);
  return row?.id ?? null;
}

const fileOrder = PartnerContractFileType.values as readonly string[];

/** The application for a reviewer: masked fields, every document, the member and their other applications. */
export async function contractReview(db: Db, contractId: number): Promise<ContractReview> {
  const [found] = await db
    .select({ c: partnerContracts, m: members })
    .from(partnerContracts)
    .innerJoin(members, eq(members.id, partnerContracts.memberId))
    .where(eq(partnerContracts.id, contractId));
  if (!found) throw notFound('계약 신청을 찾을 수 없습니다.');
  const { c, m } = found;
  const [files, others] = await Promise.all([
    db.select().from(partnerContractFiles).where(eq(partnerContractFiles.contractId, c.id)),
    db
      .select()
      .from(partnerContracts)
      .where(and(eq(partnerContracts.memberId, m.id), ne(partnerContracts.id, c.id)))
      .orderBy(desc(partnerContracts.id))
      .limit(20),
  ]);
  files.sort((a, b) => fileOrder.indexOf(a.fileType) - fileOrder.indexOf(b.fileType));
  return {
    id: c.id,
    status: c.status,
    contractType: c.contractType,
    companyName: c.companyName,
    businessNumber: maskBusinessNumber(c.businessNumber),
    bankName: c.bankName,
    accountNumber: maskAccount(c.accountNumber),
    submittedAt: toWireDateTime(c.createdAt),
    updatedAt: toWireDateTime(c.updatedAt),
    contractDate: toWireDateTime(c.contractDate),
    rejectionReason: c.rejectionReason ?? null,
    endReason: c.endReason ?? null,
    endedAt: toWireDateTime(c.endedAt),
    member: reviewMemberOf(m),
    documents: files.map((f) => reviewDocumentOf(f, PartnerContractFileType.label(f.fileType), staffDocumentUrl(c.id, f.id), f.fileType)),
    history: others.map((o): ContractHistoryItem => ({
      id: o.id,
      status: o.status,
      contractType: o.contractType,
      companyName: o.companyName,
      submittedAt: toWireDateTime(o.createdAt),
      rejectionReason: o.rejectionReason ?? null,
      endReason: o.endReason ?? null,
    })),
  };
}

/** A document of the application, for staff (another application's file id: null). */
export async function staffContractDocument(db: Db, contractId: number, fileId: number): Promise<PartnerContractFileRow | null> {
  const [file] = await db
    .select()
    .from(partnerContractFiles)
    .where(and(eq(partnerContractFiles.id, fileId), eq(partnerContractFiles.contractId, contractId)));
  return file ?? null;
}

type Staff = Pick<Member, 'id' | 'userId'>;

interface Transition {
  from: PartnerContractStatus;
  to: PartnerContractStatus;
  /** The application's columns the decision sets besides its status. */
  set: Partial<PartnerContractRow>;
  /** The member's new type, from the application and the member as they were. */
  memberType: (c: PartnerContractRow, m: Member) => MemberType;
  /** The refusal when the application is not in `from` (it exists). */
  refusal: () => ApiHttpError;
}

/** Applies one decision in one transaction; answers the application as it is now and the next one waiting. */
async function decide(
  db: Db,
  staff: Staff,
  contractId: number,
  t: Transition,
  record: (
    c: PartnerContractRow,
    m: Member,
    memberType: MemberType,
  ) => {
    action: 'CONTRACT_APPROVED' | 'CONTRACT_REJECTED' | 'CONTRACT_ENDED';
    reason?: string;
    notice: { title: string; body: string };
  },
): Promise<ContractDecision> {
  const memberId = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(partnerContracts)
      .set({ ...t.set, status: t.to, updatedAt: sql`now()` })
      .where(and(eq(partnerContracts.id, contractId), eq(partnerContracts.status, t.from)))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: partnerContracts.id }).from(partnerContracts).where(eq(partnerContracts.id, contractId));
      throw exists ? t.refusal() : notFound('계약 신청을 찾을 수 없습니다.');
    }
    const [member] = await tx.select().from(members).where(eq(members.id, updated.memberId)).for('update');
    if (!member) throw notFound('계약 신청을 찾을 수 없습니다.');
    const memberType = t.memberType(updated, member);
    await tx
      .update(members)
      .set({
        partnerContractStatus: memberType,
        contractStatus: t.to,
        contractDate: t.to === 'APPROVED' ? updated.contractDate : null,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, member.id));
    const { action, reason, notice } = record(updated, member, memberType);
    const changes: Record<string, [unknown, unknown]> = { status: [t.from, t.to] };
    if (memberType !== member.partnerContractStatus) changes.memberType = [member.partnerContractStatus, memberType];
    await recordStaffAction(tx as unknown as Db, staff, {
      action,
      targetKind: 'PARTNER_CONTRACT',
      targetId: contractId,
      changes,
      reason: reason ?? null,
    });
    await notify(tx as unknown as Db, {
      memberId: member.id,
      kind: action,
      title: notice.title,
      body: notice.body,
      link: CONTRACT_LINK,
    });
    return member.id;
  });
  // The session carries the member's type: their next request reads it anew, on every instance.
  forgetMember(memberId);
  const [review, nextId] = await Promise.all([contractReview(db, contractId), nextPendingId(db, contractId)]);
  return { review, nextId };
}

/** 승인: PENDING → APPROVED; the member is a contract member at once. */
export function approveContract(db: Db, staff: Staff, contractId: number): Promise<ContractDecision> {
  return decide(
    db,
    staff,
    contractId,
    {
      from: 'PENDING',
      to: 'APPROVED',
      set: { contractDate: new Date() },
      memberType: (c) => c.contractType,
      refusal: alreadyDecided,
    },
    (c) => ({
      action: 'CONTRACT_APPROVED',
      notice: {
        title: '파트너사 계약이 승인되었습니다',
        body: `${c.companyName} 파트너사 계약이 승인되었습니다. 이제 실적관리와 정산을 이용할 수 있습니다.`,
      },
    }),
  );
}

/** 반려: PENDING → REJECTED with the reason the member reads; they may correct the application and send it again. */
export function rejectContract(db: Db, staff: Staff, contractId: number, reason: string): Promise<ContractDecision> {
  return decide(
    db,
    staff,
    contractId,
    {
      from: 'PENDING',
      to: 'REJECTED',
      set: { rejectionReason: reason },
      memberType: (_c, m) => m.partnerContractStatus,
      refusal: alreadyDecided,
    },
    () => ({
      action: 'CONTRACT_REJECTED',
      reason,
      notice: {
        title: '파트너사 계약 신청이 반려되었습니다',
        body: `반려 사유: ${reason}\n파트너사 계약 화면에서 내용을 고쳐 다시 신청할 수 있습니다.`,
      },
    }),
  );
}

const notRunning = () =>
  new ApiHttpError(409, 'CONTRACT_NOT_RUNNING', '계약 중인 계약만 종료할 수 있습니다. 화면을 새로 고쳐 현재 상태를 확인해 주세요.');

/** 계약 종료: APPROVED → CANCELLED with the reason; the member's 실적관리 and 정산 close on their next request. */
export function endContract(db: Db, staff: Staff, contractId: number, reason: string): Promise<ContractDecision> {
  return decide(
    db,
    staff,
    contractId,
    {
      from: 'APPROVED',
      to: 'CANCELLED',
      set: { endReason: reason, endedAt: new Date() },
      memberType: (_c, m) => typeAfterEnd(m),
      refusal: notRunning,
    },
    () => ({
      action: 'CONTRACT_ENDED',
      reason,
      notice: {
        title: '파트너사 계약이 종료되었습니다',
        body: `종료 사유: ${reason}\n실적관리와 정산은 더 이상 이용할 수 없습니다. 궁금한 점은 고객센터로 문의해 주세요.`,
      },
    }),
  );
}
