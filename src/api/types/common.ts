import type { AccountStatus, AdminPermission, Gender, MemberType, PartnerContractStatus, Role } from '../enums';

// Response shapes of the contract (request types are derived from the schemas in ../schema). Timestamps are UTC ISO strings.

/** Spring page envelope; `page` is 0-based on the wire. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  sort: SortInfo;
  pageable: { offset: number; pageNumber: number; pageSize: number; paged: boolean; unpaged: boolean; sort: SortInfo };
}
export interface SortInfo {
  empty: boolean;
  sorted: boolean;
  unsorted: boolean;
}
/** Body of every error our /v1 server sends: a stable code and a Korean message. */
export interface ApiErrorBody {
  code: string;
  message: string;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  deviceUuid?: string | null;
}
/** `POST /v1/auth/login` for a staff account: no session yet, the second factor comes next. */
export interface SecondFactorRequired {
  secondFactorRequired: true;
  challenge: string;
  /** No authenticator enrolled yet: ask for the secret (`POST /v1/auth/second-factor/enrolment`), scan, then the code. */
  enrolmentRequired: boolean;
}

/** `POST /v1/auth/second-factor`: the session, and at enrolment the ten recovery codes (shown once). */
export interface SecondFactorResponse extends LoginResponse {
  recoveryCodes: string[] | null;
}

/** `POST /v1/auth/second-factor/enrolment` */
export interface EnrolmentResponse {
  secret: string;
  otpauthUri: string;
}

export interface PublicKeyResponse {
  publicKey: string;
}

export interface MarketingAgreements {
  sms: boolean;
  email: boolean;
  push: boolean;
  smsAgreedAt?: string | null;
  emailAgreedAt?: string | null;
  pushAgreedAt?: string | null;
}

/** The session: `GET /v1/auth/me`. */
export interface MemberDetails {
  id: number;
  userId: string;
  name: string;
  nickname: string;
  nicknameHidden: boolean;
  email: string;
  phoneNumber: string;
  birthDate: string;
  gender?: Gender | null;
  partnerContractStatus: MemberType;
  contractStatus?: PartnerContractStatus | null;
  contractDate?: string | null;
  csoCertUrl?: string | null;
  /** Portal addition: why staff refused the certificate on file (cleared by the next upload). */
  csoCertRejectionReason?: string | null;
  referralCode?: string | null;
  marketingAgreements: MarketingAgreements;
  accountStatus: AccountStatus;
  role: Role;
  /** A staff account's permissions (every one for a SUPER_ADMIN); empty for partners. Not in the contract. */
  permissions: AdminPermission[];
  note?: string | null;
  lastLoginDate: string;
  registrationDate: string;
}
