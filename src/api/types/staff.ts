import type { AccountStatus, Role } from '../enums';
import type { AdminPermission, StaffAction, StaffTarget } from '../staff-enums';

// Response shapes of the staff accounts (운영자 관리), their enrolment links and the staff audit trail. Personal
// fields are masked in every one (src/lib/mask.ts). Timestamps are ISO instants.

/** `GET /v1/members/admins/{userId}/permissions` (the contract's AdminPermissionResponse): a SUPER_ADMIN lists all. */
export interface StaffPermissionsResponse {
  permissions: AdminPermission[];
}

/** One staff account as the console lists it. */
export interface StaffRow {
  userId: string;
  name: string;
  role: Extract<Role, 'ADMIN' | 'SUPER_ADMIN'>;
  /** What the account holds (a SUPER_ADMIN: every permission), in the enum's order. */
  permissions: AdminPermission[];
  accountStatus: AccountStatus;
  /** Masked (`ab***@e***.com`); empty when none was given. */
  email: string;
  /** Masked (`010-****-5678`); empty when none was given. */
  phoneNumber: string;
  secondFactorEnrolled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

/** One staff account's page. */
export interface StaffDetail extends StaffRow {
  /** False until the person has set a password through an enrolment link. */
  passwordSet: boolean;
  /** When the live enrolment link ends; null when none is live. */
  enrolmentLinkExpiresAt: string | null;
  recoveryCodesLeft: number;
}

/** A one-time enrolment link: shown once, only its hash is kept. */
export interface EnrolmentLink {
  url: string;
  expiresAt: string;
}

/** `POST /v1/members/admins`: the new account and its enrolment link (given this once). */
export interface StaffCreated {
  staff: StaffDetail;
  enrolmentLink: EnrolmentLink;
}

export type EnrolmentLinkProblem = 'EXPIRED' | 'USED' | 'DISABLED';

/** `GET /v1/auth/staff-enrolment/{token}`: for whom a link is, or why it no longer works. */
export type StaffEnrolmentInfo =
  { valid: true; userId: string; name: string; expiresAt: string } | { valid: false; problem: EnrolmentLinkProblem };

/** One row of the staff audit trail. */
export interface StaffAuditItem {
  id: number;
  at: string;
  staffUserId: string;
  /** The staff account's name now (null when its row is gone). */
  staffName: string | null;
  action: StaffAction;
  targetKind: StaffTarget;
  targetId: string;
  /** { field: [before, after] }, personal values masked. */
  changes: Record<string, [unknown, unknown]>;
  reason: string | null;
}
