import type { MemberDetails } from '../api/types';
import type { Member } from './db/schema';
import { toWireDateTime } from './http';

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
    note: m.note ?? null,
    lastLoginDate: toWireDateTime(m.lastLoginAt ?? m.createdAt),
    registrationDate: toWireDateTime(m.createdAt),
  };
}
