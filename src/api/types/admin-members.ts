import type {
  AccountStatus,
  BankChangeStatus,
  CsoReviewStatus,
  Gender,
  MemberType,
  PartnerContractStatus,
  PartnerContractType,
  PersonalField,
  Role,
} from '../enums';
import type { MarketingAgreements } from './common';

// Answers of the console's 회원관리. Every personal field is masked (phone 010-****-5678, e-mail ab***@e***.com,
// birth date year only, account ****5678, business number 123-**-***90); one full value is its own audited call.

/** A row of `GET /v1/members` (the contract's MemberResponse, masked). */
export interface MemberResponse {
  id: number;
  userId: string;
  name: string;
  nickname: string;
  nicknameHidden: boolean;
  /** The company of the member's latest contract application, if any. */
  companyName: string | null;
  /** Masked. */
  phoneNumber: string;
  /** Masked. */
  email: string;
  /** The year only. */
  birthDate: string;
  partnerContractStatus: MemberType;
  /** The latest application's status (not in the contract's row: the list tells 검토중 from 미계약). */
  contractStatus: PartnerContractStatus | null;
  hasCsoCert: boolean;
  accountStatus: AccountStatus;
  marketingConsent: boolean;
  role: Role;
  registrationDate: string;
  createdAt: string;
  lastLoginDate: string | null;
}

/** A signed-in device of the member (a live token family). */
export interface MemberDevice {
  id: string;
  device: string | null;
  signedInAt: string;
  lastUsedAt: string;
}

/** The member's latest contract application, masked. */
export interface MemberContractSummary {
  id: number;
  status: PartnerContractStatus;
  contractType: PartnerContractType;
  companyName: string;
  /** Masked. */
  businessNumber: string;
  bankName: string;
  /** Masked. */
  accountNumber: string;
  contractDate: string | null;
  rejectionReason: string | null;
  appliedAt: string;
}

/** A bank account change in the four-eyes queue, masked. */
export interface BankAccountChange {
  id: number;
  status: BankChangeStatus;
  contractId: number;
  member: { id: number; userId: string; name: string };
  /** The account as it is now (masked): what an approval replaces. */
  current: { bankName: string; accountNumber: string };
  /** The requested account (masked). */
  requested: { bankName: string; accountNumber: string };
  reason: string;
  requestedBy: { id: number; userId: string; name: string };
  requestedAt: string;
  decidedBy: { id: number; userId: string; name: string } | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  /** The caller asked for it: they cannot decide it (another MEMBER_MANAGEMENT staff must). */
  mine: boolean;
}

/** `GET /v1/members/{userId}/details` for staff: the member page's data, masked. */
export interface StaffMemberDetails {
  id: number;
  userId: string;
  name: string;
  nickname: string;
  /** Masked. */
  phoneNumber: string;
  /** Masked. */
  email: string;
  /** The year only. */
  birthDate: string;
  gender: Gender | null;
  referralCode: string | null;
  role: Role;
  partnerContractStatus: MemberType;
  registrationDate: string;
  lastLoginDate: string | null;
  accountStatus: AccountStatus;
  /** A suspension by staff (status BLOCKED): why, and when it ends by itself (null: until lifted). */
  suspension: { reason: string | null; until: string | null } | null;
  staffMemo: string | null;
  marketingAgreements: MarketingAgreements;
  contract: MemberContractSummary | null;
  /** The change of the contract's bank account waiting for a second staff member's approval. */
  pendingBankChange: BankAccountChange | null;
  csoCertificate: { url: string | null; state: CsoReviewStatus; submittedAt: string | null; rejectionReason: string | null };
  devices: MemberDevice[];
}

/** `POST /v1/admin/members/{userId}/reveal`: the one full value asked for. */
export interface RevealedField {
  field: PersonalField;
  value: string;
}

/** What an account action answers: the member page's data after it. */
export type MemberActionResult = StaffMemberDetails;
