import { and, eq } from 'drizzle-orm';
import { permissionsOf } from '../../api/enums';
import type { MemberDetails } from '../../api/types';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { toWireDateTime } from '../http';

// Members by id, login id or phone number, and a member as the contract shows it.

export type { Member };

/** The member with this row id (any account status), or undefined. */
export async function memberById(db: Db, id: number): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return member;
}

/** The member with this login id (any account status: a withdrawn id stays taken), or undefined. */
export async function memberByUserId(db: Db, userId: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.userId, userId)).limit(1);
  return member;
}

/** The row id of the active (not blocked, not withdrawn) member with this login id, or undefined. */
export async function activeMemberIdOf(db: Db, userId: string): Promise<number | undefined> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.accountStatus, 'ACTIVATED')))
    .limit(1);
  return member?.id;
}

/** The active member with this phone number, or undefined. */
export async function activeMemberByPhone(db: Db, phoneNumber: string): Promise<Member | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.phoneNumber, phoneNumber), eq(members.accountStatus, 'ACTIVATED')))
    .limit(1);
  return member;
}

/** A member row as the contract's MemberDetails; never includes the password hash. */
export function toMemberDetails(m: Member): MemberDetails {
  return {
    id: m.id,
    userId: m.userId,
    name: m.name,
    nickname: m.nickname,
    nicknameHidden: m.nicknameHidden,
    email: m.email,
    phoneNumber: m.phoneNumber,
    birthDate: m.birthDate,
    gender: m.gender ?? null,
    partnerContractStatus: m.partnerContractStatus,
    contractStatus: m.contractStatus ?? null,
    contractDate: toWireDateTime(m.contractDate),
    csoCertUrl: m.csoCertUrl ?? null,
    csoCertRejectionReason: m.partnerContractStatus === 'NONE' ? (m.csoCertRejectionReason ?? null) : null,
    referralCode: m.referralCode ?? null,
    marketingAgreements: {
      sms: m.marketingSms,
      email: m.marketingEmail,
      push: m.marketingPush,
      smsAgreedAt: toWireDateTime(m.marketingSmsAgreedAt),
      emailAgreedAt: toWireDateTime(m.marketingEmailAgreedAt),
      pushAgreedAt: toWireDateTime(m.marketingPushAgreedAt),
    },
    accountStatus: m.accountStatus,
    role: m.role,
    permissions: permissionsOf(m),
    note: m.note ?? null,
    lastLoginDate: toWireDateTime(m.lastLoginAt ?? m.createdAt),
    registrationDate: toWireDateTime(m.createdAt),
  };
}
