import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { certificateFileId, certificateName } from '../../api/cso-certificate';
import { isStaffRole, type CsoReviewStatus } from '../../api/enums';
import type { csoQueueQuerySchema } from '../../api/schema/reviews';
import type { CsoDecision, CsoQueueItem, CsoReview, Page } from '../../api/types';
import type { Db } from '../db';
import { members, type Member, type StoredFile } from '../db/schema';
import { forgetMember } from '../auth/sessions';
import { storedFileById } from '../files/file-access';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { likePattern } from '../http/params';
import { notify } from '../notifications/notify';
import { recordStaffAction } from '../staff/audit';
import { alreadyDecided, reviewDocumentOf, reviewMemberOf } from '../staff/review-member';

// CSO 신고증 심사: a member without a contract (type NONE) uploads a CSO certificate (at sign-up or on my page, which
// sets cso_cert_submitted_at and clears an earlier refusal); staff approve it (the member becomes CSO: the anonymous
// board opens on their next request) or refuse it with a reason the member reads where they upload. Each decision
// is one conditional update of the member row (only a certificate still waiting: a second decision is 409), with
// its audit row and the member's notification, in one transaction.

type QueueQuery = v.InferOutput<typeof csoQueueQuerySchema>;

/** The staff's path of a member's certificate (streamed by the admin router). */
export const staffCertificateUrl = (userId: string) => `/v1/admin/cso-certificates/${encodeURIComponent(userId)}/file`;

/** A certificate waiting for review: on the row, of a NONE member, not refused since it was sent (members_cso_review_idx). */
const waiting = () =>
  and(
    isNotNull(members.csoCertUrl),
    eq(members.partnerContractStatus, 'NONE'),
    isNull(members.csoCertRejectionReason),
    ne(members.accountStatus, 'DELETED'),
    eq(members.role, 'USER'),
  ) as SQL;

export function csoReviewStatus(m: Member): CsoReviewStatus {
  if (m.partnerContractStatus !== 'NONE') return 'APPROVED';
  if (!m.csoCertUrl) return 'NONE';
  return m.csoCertRejectionReason ? 'REJECTED' : 'PENDING';
}

/** The queue, oldest first (certificates of the old system without a time last). */
export async function csoQueue(db: Db, query: QueueQuery): Promise<Page<CsoQueueItem>> {
  const paging = pagingOf(query, 20);
  const where: SQL[] = [waiting()];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(or(ilike(members.name, pattern), ilike(members.userId, pattern)) as SQL);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: members.userId,
        name: members.name,
        url: members.csoCertUrl,
        submittedAt: members.csoCertSubmittedAt,
        createdAt: members.createdAt,
      })
      .from(members)
      .where(filter)
      .orderBy(asc(members.csoCertSubmittedAt), asc(members.id))
      .limit(paging.size)
      .offset(paging.offset),
    db.select({ n: count() }).from(members).where(filter),
  ]);
  const content = rows.map((r): CsoQueueItem => ({
    userId: r.userId,
    name: r.name,
    fileName: certificateName(r.url ?? ''),
    submittedAt: toWireDateTime(r.submittedAt),
    registrationDate: toWireDateTime(r.createdAt),
  }));
  return pageOf(content, total?.n ?? 0, paging);
}

/** A partner by login id (staff accounts hold no certificate to review: 404). */
async function partnerByUserId(db: Db, userId: string): Promise<Member> {
  const [m] = await db.select().from(members).where(eq(members.userId, userId));
  if (!m || isStaffRole(m.role) || m.accountStatus === 'DELETED') throw notFound('회원을 찾을 수 없습니다.');
  return m;
}

/** The stored bytes of the member's certificate, or null (none, or one of the old system). */
export async function certificateFile(db: Db, m: Member): Promise<StoredFile | null> {
  const id = certificateFileId(m.csoCertUrl);
  return id ? ((await storedFileById(db, id)) ?? null) : null;
}

/** The member's certificate for a reviewer. */
export async function csoReview(db: Db, userId: string): Promise<CsoReview> {
  const m = await partnerByUserId(db, userId);
  const file = await certificateFile(db, m);
  return {
    status: csoReviewStatus(m),
    member: reviewMemberOf(m),
    submittedAt: toWireDateTime(m.csoCertSubmittedAt),
    rejectionReason: m.csoCertRejectionReason ?? null,
    approvedAt: toWireDateTime(m.csoApprovedAt),
    document: file ? reviewDocumentOf(file, 'CSO 신고증', staffCertificateUrl(m.userId)) : null,
    legacyFileName: !file && m.csoCertUrl ? certificateName(m.csoCertUrl) : null,
  };
}

/** The certificate file of a member for staff, or null. */
export async function staffCertificateFile(db: Db, userId: string): Promise<StoredFile | null> {
  return certificateFile(db, await partnerByUserId(db, userId));
}

/** The next certificate waiting (oldest first) after this member's, or null. */
export async function nextCsoUserId(db: Db, exceptUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(waiting(), ne(members.userId, exceptUserId)))
    .orderBy(asc(members.csoCertSubmittedAt), asc(members.id))
    .limit(1);
  return row?.userId ?? null;
}

type Staff = Pick<Member, 'id' | 'userId'>;

/** 승인 (member type NONE → CSO) or 반려 with a reason; 409 when the certificate is no longer waiting. */
export async function decideCsoCertificate(db: Db, staff: Staff, userId: string, approve: boolean, reason?: string): Promise<CsoDecision> {
  const target = await partnerByUserId(db, userId);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(members)
      .set(
        approve
          ? { partnerContractStatus: 'CSO', csoApprovedAt: sql`now()`, updatedAt: sql`now()` }
          : { csoCertRejectionReason: reason ?? null, updatedAt: sql`now()` },
      )
      .where(and(eq(members.id, target.id), waiting()))
      .returning({ id: members.id });
    if (!updated) throw alreadyDecided();
    await recordStaffAction(tx as unknown as Db, staff, {
      action: approve ? 'CSO_APPROVED' : 'CSO_REJECTED',
      targetKind: 'CSO_CERTIFICATE',
      targetId: target.userId,
      changes: approve ? { memberType: ['NONE', 'CSO'] } : { csoCertRejectionReason: [null, reason ?? null] },
      reason: approve ? null : (reason ?? null),
    });
    await notify(
      tx as unknown as Db,
      approve
        ? {
            memberId: target.id,
            kind: 'CSO_APPROVED',
            title: 'CSO 신고증이 승인되었습니다',
            body: 'CSO 회원이 되었습니다. 이제 익명게시판을 이용할 수 있습니다.',
            link: '/community/anonymous',
          }
        : {
            memberId: target.id,
            kind: 'CSO_REJECTED',
            title: 'CSO 신고증이 반려되었습니다',
            body: `반려 사유: ${reason ?? ''}\n마이페이지 내정보관리에서 CSO 신고증을 다시 올려 주세요.`,
            link: '/mypage/info',
          },
    );
  });
  forgetMember(target.id);
  const [review, nextUserId] = await Promise.all([csoReview(db, userId), nextCsoUserId(db, userId)]);
  return { review, nextUserId };
}
