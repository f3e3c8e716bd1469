import type { Http } from './client';
import type { PasswordResetRequest } from './schema/members';
import type { PasswordResetGrant } from './types';

/** Find ID and find password: SMS codes (phone numbers as digits, as the contract sends them) and the reset. */
export const accountRecoveryApi = (http: Http) => ({
  sendCode: (phoneNumber: string) =>
    http<string>('/v1/auth/verification-code/account/send', { method: 'POST', query: { phoneNumber: digits(phoneNumber) } }),
  /** Answers the found login id, masked after its 4th character. */
  verifyForId: (phoneNumber: string, verificationCode: string) =>
    http<string>('/v1/auth/verification-code/id/verify', {
      method: 'POST',
      query: { phoneNumber: digits(phoneNumber), verificationCode },
    }),
  verifyForPassword: (userId: string, phoneNumber: string, verificationCode: string) =>
    http<PasswordResetGrant>('/v1/auth/verification-code/password/verify', {
      method: 'POST',
      query: { userId, phoneNumber: digits(phoneNumber), verificationCode },
    }),
  resetPassword: (body: PasswordResetRequest) =>
    http<void>(`/v1/members/${encodeURIComponent(body.userId)}/password-for-find-account`, { method: 'PATCH', body }),
});

const digits = (phone: string) => phone.replace(/\D/g, '');
