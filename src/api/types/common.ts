import type { AccountStatus, Gender, MemberType, PartnerContractStatus, Role } from '../enums';

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
  referralCode?: string | null;
  marketingAgreements: MarketingAgreements;
  accountStatus: AccountStatus;
  role: Role;
  note?: string | null;
  lastLoginDate: string;
  registrationDate: string;
}
