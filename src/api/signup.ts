import type { Http } from './client';
import { jsonPart, uploadFileName } from './multipart';
import type { SignupRequest } from './schema/members';

/** Sign-up and its checks. */
export const signupApi = (http: Http) => ({
  /** True when the login id is free. */
  isUserIdFree: (userId: string) => http<boolean>(`/v1/members/${encodeURIComponent(userId)}/available`),
  /** True when no account has the phone number of this identity verification (the caller's own, by its certNum). */
  isPhoneFree: (certNum: string) => http<boolean>('/v1/members/available-phone', { method: 'POST', query: { certNum } }),
  /** Multipart: `request` and the optional CSO certificate under `file`. */
  signUp: (request: SignupRequest, file: File | null) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    if (file) body.append('file', file, uploadFileName(file.name));
    return http<{ userId: string }>('/v1/members', { method: 'POST', body });
  },
});
