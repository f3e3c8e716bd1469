import type { KmcResultStatus } from '../account-enums';

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
 * `PATCH /v1/members/{userId}/password-for-find-account` (sent in its body), and when it stops working.
 */
export interface PasswordResetGrant {
  resetToken: string;
  expiresAt: string;
}
