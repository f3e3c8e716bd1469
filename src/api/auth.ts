import type { Http } from './client';
import type { LoginRequest, RefreshRequest } from './schema/auth';
import type { LoginResponse, MemberDetails, PublicKeyResponse, SessionDevice } from './types';

/** Authentication calls: login, token refresh, logout and the signed-in devices. */
export const authApi = (http: Http) => ({
  publicKey: () => http<PublicKeyResponse>('/v1/auth/public-key'),
  login: (body: LoginRequest) => http<LoginResponse>('/v1/auth/login', { method: 'POST', body }),
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
