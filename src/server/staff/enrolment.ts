import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isStaffRole } from '../../api/enums';
import type { StaffEnrolmentInfo } from '../../api/types';
import type { Db } from '../db';
import { members, staffEnrolmentLinks } from '../db/schema';
import { ApiHttpError, notFound } from '../http';
import { hashPassword } from '../auth/passwords';
import { forgetMember } from '../auth/sessions';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import { recordStaffAction } from './audit';
import { enrolmentTokenHash } from './enrolment-links';
import { startChallenge, type StaffChallenge } from './second-factor';

// Using an enrolment link (public: the token is the credential, spent within a budget per client address): the page
// first asks for whom the link is; then the person's new password is set, the link is used up, every session of the
// account ends, and the answer is the challenge a staff login gives, so the page goes straight on to the second
// factor (its enrolment, for a new account or after a reset).

const unknownLink = () => notFound('등록 링크를 찾을 수 없습니다. 받은 주소를 다시 확인해 주세요.');
const deadLink = () =>
  new ApiHttpError(409, 'ENROLMENT_LINK_INVALID', '등록 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 등록 링크를 요청해 주세요.');

async function linkOf(db: Db, token: string) {
  const [row] = await db
    .select({ link: staffEnrolmentLinks, member: members })
    .from(staffEnrolmentLinks)
    .innerJoin(members, eq(members.id, staffEnrolmentLinks.memberId))
    .where(eq(staffEnrolmentLinks.tokenHash, enrolmentTokenHash(token)))
    .limit(1);
  if (!row || !isStaffRole(row.member.role)) throw unknownLink();
  return row;
}

/** For whom a link is while it works; otherwise only why it does not (never whose it was). */
export async function enrolmentInfo(db: Db, token: string, now = new Date()): Promise<StaffEnrolmentInfo> {
  const { link, member } = await linkOf(db, token);
  if (link.usedAt) return { valid: false, problem: 'USED' };
  if (link.expiresAt.getTime() <= now.getTime()) return { valid: false, problem: 'EXPIRED' };
  if (member.accountStatus !== 'ACTIVATED') return { valid: false, problem: 'DISABLED' };
  return { valid: true, userId: member.userId, name: member.name, expiresAt: link.expiresAt.toISOString() };
}

/** Sets the password through a live link (used up by a conditional update: two tabs at once, one wins). */
export async function completeEnrolment(
  db: Db,
  input: { token: string; password: string; deviceLabel: string | null },
): Promise<StaffChallenge> {
  const info = await enrolmentInfo(db, input.token);
  if (!info.valid) throw deadLink();
  // The hash is spent only for a link that works (the budget bounds how often anyone may try).
  const passwordHash = await hashPassword(input.password);
  const member = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffEnrolmentLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffEnrolmentLinks.tokenHash, enrolmentTokenHash(input.token)),
          isNull(staffEnrolmentLinks.usedAt),
          gt(staffEnrolmentLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ memberId: staffEnrolmentLinks.memberId });
    if (!used) throw deadLink();
    const [row] = await tx
      .update(members)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(members.id, used.memberId), eq(members.accountStatus, 'ACTIVATED')))
      .returning();
    if (!row || !isStaffRole(row.role)) throw deadLink();
    await signOutEverywhere(tx, row.id);
    await recordStaffAction(tx, row, { action: 'STAFF_PASSWORD_SET', targetKind: 'STAFF', targetId: row.userId });
    return row;
  });
  forgetMember(member.id);
  return startChallenge(db, member, input.deviceLabel);
}
