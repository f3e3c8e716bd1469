import type { Http } from './client';
import type { LoginRequest, RefreshRequest } from './schema/auth';
import type { LoginResponse, MemberDetails, PublicKeyResponse } from './types';

/** Authentication calls: login, token refresh and logout. */
export const authApi = (http: Http) => ({
  publicKey: () => http<PublicKeyResponse>('/v1/auth/public-key'),
  login: (body: LoginRequest) => http<LoginResponse>('/v1/auth/login', { method: 'POST', body }),
  logout: () => http<void>('/v1/auth/logout'),
  me: () => http<MemberDetails>('/v1/auth/me'),
  refresh: (body: RefreshRequest) => http<LoginResponse>('/v1/auth/token/refresh', { method: 'POST', body }),
});
