import type { Http } from './client';
import { jsonPart, uploadFileName } from './multipart';
import type { CheckPasswordRequest, MemberUpdateRequest, PasswordChangeRequest, PushPreferencesPatch } from './schema/my-page';
import type { NicknameAvailability, PasswordRecheck, PushPreferences } from './types';

const member = (userId: string) => `/v1/members/${encodeURIComponent(userId)}`;

/** My page: the password re-check, my info, nickname, password, notification settings and withdrawal. */
export const myPageApi = (http: Http) => ({
  /** True when the password matches; this session then counts as re-checked for ten minutes. */
  checkPassword: (body: CheckPasswordRequest) => http<boolean>('/v1/members/check-password', { method: 'POST', body }),
  recheck: () => http<PasswordRecheck>('/v1/members/me/password-check'),
  update: (userId: string, request: MemberUpdateRequest, file?: File) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    if (file) body.append('file', file, uploadFileName(file.name));
    return http<void>(member(userId), { method: 'PATCH', body });
  },
  changePassword: (userId: string, body: PasswordChangeRequest) => http<void>(`${member(userId)}/password`, { method: 'PATCH', body }),
  nicknameAvailability: (nickname: string) =>
    http<NicknameAvailability>('/v1/members/available-nickname', { method: 'POST', body: { nickname } }),
  changeNickname: (userId: string, nickname: string) => http<void>(`${member(userId)}/nickname`, { method: 'POST', body: { nickname } }),
  pushPreferences: () => http<PushPreferences>('/v1/members/me/push-preferences'),
  patchPushPreferences: (body: PushPreferencesPatch) => http<PushPreferences>('/v1/members/me/push-preferences', { method: 'PATCH', body }),
  withdraw: (userId: string) => http<void>(member(userId), { method: 'DELETE' }),
});
