import type { KmcResultStatus } from '../account-enums';
import type { LoginResponse } from './common';

// Responses of identity verification, sign-up and account recovery.

/** `POST /v1/kmc/auth/request`. */
export interface KmcAuthResponse {
  certNum: string;
  trCert: string;
  requestedAt: string;
}

/**
 * `GET /v1/kmc/auth/result`: the contract's loose map. On SUCCESS: `name`, `phone` (digits), `birth` (`yyyyMMdd`),
 * `gender` ('0' = MALE, anything else FEMALE).
 */
export interface KmcResultResponse {
  status: KmcResultStatus;
  name?: string;
  phone?: string;
  birth?: string;
  gender?: string;
}

/**
 * `POST /v1/auth/verification-code/password/verify`: the one-time token for
 * `PATCH /v1/members/{userId}/password-for-find-account` (sent in its body), and when it stops working. It is also the
 * contract's LoginResponse (the old app's form): its session, also set as the access cookie, may do nothing but that
 * one reset, until the same time.
 */
export interface PasswordResetGrant extends LoginResponse {
  resetToken: string;
  expiresAt: string;
}
