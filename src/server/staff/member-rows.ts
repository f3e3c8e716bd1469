import type { AccountStatus, MemberType, PartnerContractStatus, Role } from '../../api/enums';
import type { MemberResponse } from '../../api/types';
import { maskBirthDate, maskEmail, maskPhone } from '../../lib/mask';
import { toWireDateTime } from '../http';

// A member as the console's list and export show it. Personal fields are masked unless the caller passes `reveal`
// (the export with its audited reason only).

export interface MemberListRow {
  id: number;
  userId: string;
  name: string;
  nickname: string;
  nicknameHidden: boolean;
  phoneNumber: string;
  email: string;
  birthDate: string;
  partnerContractStatus: MemberType;
  contractStatus: PartnerContractStatus | null;
  csoCertUrl: string | null;
  accountStatus: AccountStatus;
  marketingSms: boolean;
  marketingEmail: boolean;
  marketingPush: boolean;
  role: Role;
  createdAt: Date;
  lastLoginAt: Date | null;
  companyName: string | null;
}

/** The personal fields of a row, masked or whole. */
export function personalOf(row: Pick<MemberListRow, 'phoneNumber' | 'email' | 'birthDate'>, reveal = false) {
  return reveal
    ? { phoneNumber: row.phoneNumber, email: row.email, birthDate: row.birthDate }
    : { phoneNumber: maskPhone(row.phoneNumber), email: maskEmail(row.email), birthDate: maskBirthDate(row.birthDate) };
}

export function toMemberResponse(row: MemberListRow): MemberResponse {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    nickname: row.nickname,
    nicknameHidden: row.nicknameHidden,
    companyName: row.companyName,
    ...personalOf(row),
    partnerContractStatus: row.partnerContractStatus,
    contractStatus: row.contractStatus,
    hasCsoCert: !!row.csoCertUrl,
    accountStatus: row.accountStatus,
    marketingConsent: row.marketingSms || row.marketingEmail || row.marketingPush,
    role: row.role,
    registrationDate: toWireDateTime(row.createdAt),
    createdAt: toWireDateTime(row.createdAt),
    lastLoginDate: toWireDateTime(row.lastLoginAt),
  };
}
