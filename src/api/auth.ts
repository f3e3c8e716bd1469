import type { Http } from './client';
import type { EnrolmentRequest, LoginRequest, RefreshRequest, SecondFactorRequest } from './schema/auth';
import type {
  EnrolmentResponse,
  LoginResponse,
  MemberDetails,
  PublicKeyResponse,
  SecondFactorRequired,
  SecondFactorResponse,
  SessionDevice,
} from './types';

/** A staff account's login answers a challenge, not a session. */
export const needsSecondFactor = (res: LoginResponse | SecondFactorRequired): res is SecondFactorRequired =>
  (res as SecondFactorRequired).secondFactorRequired === true;

/** Authentication calls: login, token refresh, logout and the signed-in devices. */
export const authApi = (http: Http) => ({
  publicKey: () => http<PublicKeyResponse>('/v1/auth/public-key'),
  login: (body: LoginRequest) => http<LoginResponse | SecondFactorRequired>('/v1/auth/login', { method: 'POST', body }),
  /** A staff login's second step: the code of the authenticator app (or a recovery code) for the challenge. */
  secondFactor: (body: SecondFactorRequest) => http<SecondFactorResponse>('/v1/auth/second-factor', { method: 'POST', body }),
  /** The secret to scan, for a staff account without an authenticator yet. */
  enrolment: (body: EnrolmentRequest) => http<EnrolmentResponse>('/v1/auth/second-factor/enrolment', { method: 'POST', body }),
  /** POST: a GET logout is honoured only as a same-origin fetch, so that no image or link can sign anyone out. */
  logout: () => http<void>('/v1/auth/logout', { method: 'POST' }),
  me: () => http<MemberDetails>('/v1/auth/me'),
  refresh: (body: RefreshRequest) => http<LoginResponse>('/v1/auth/token/refresh', { method: 'POST', body }),
  /** The member's live sessions, this one first (needs this session's password re-check). */
  sessions: () => http<SessionDevice[]>('/v1/auth/sessions'),
  /** Ends one session of the member (this one: a logout). */
  endSession: (id: string) => http<void>(`/v1/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** Ends every session of the member but this one. */
  endOtherSessions: () => http<void>('/v1/auth/sessions?others=true', { method: 'DELETE' }),
});
