import { desc, eq } from 'drizzle-orm';
import { holdsPermission, isStaffRole } from '../../api/enums';
import { memberByUserId } from '../accounts/members';
import type { Db } from '../db';
import { partnerContracts, type Member, type PartnerContractRow } from '../db/schema';
import { ApiHttpError, notFound } from '../http';

// Whom 회원관리 may look at and act on. Staff accounts are 권한관리's: their page is reachable here only for staff
// holding PERMISSION_MANAGEMENT, and no account action of 회원관리 touches them (404, as for an unknown id, so the
// answer does not tell which login ids are staff).

const unknownMember = () => notFound('회원을 찾을 수 없습니다.');

/** The member whose page the viewer may read, or 404. */
export async function visibleMember(db: Db, viewer: Member, userId: string): Promise<Member> {
  const member = await memberByUserId(db, userId);
  if (!member) throw unknownMember();
  if (isStaffRole(member.role) && !holdsPermission(viewer, 'PERMISSION_MANAGEMENT')) throw unknownMember();
  return member;
}

/** The partner an account action is for (never a staff account), or 404; a withdrawn one is 409. */
export async function actionTarget(db: Db, userId: string): Promise<Member> {
  const member = await memberByUserId(db, userId);
  if (!member || isStaffRole(member.role)) throw unknownMember();
  if (member.accountStatus === 'DELETED') throw new ApiHttpError(409, 'MEMBER_WITHDRAWN', '탈퇴한 회원에게는 할 수 없는 작업입니다.');
  return member;
}

/** The member's latest contract application, or undefined. */
export async function latestContractOf(db: Db, memberId: number): Promise<PartnerContractRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerContracts)
    .where(eq(partnerContracts.memberId, memberId))
    .orderBy(desc(partnerContracts.id))
    .limit(1);
  return row;
}
