import { query, type Http } from './client';
import type { AuditQuery, StaffCreateRequest, StaffEnrolmentRequest, StaffListQuery, StaffUpdateRequest } from './schema/staff';
import type {
  EnrolmentLink,
  Page,
  SecondFactorRequired,
  StaffAuditItem,
  StaffCreated,
  StaffDetail,
  StaffEnrolmentInfo,
  StaffPermissionsResponse,
  StaffRow,
} from './types';

const path = (userId: string) => `/v1/admin/staff/${encodeURIComponent(userId)}`;

/** The address of the audit trail's .xlsx with the list's filters (a plain link: the cookie signs it). */
export const auditExportUrl = (q: AuditQuery = {}) => {
  const params = new URLSearchParams(query({ ...q, page: undefined, size: undefined }));
  const search = params.toString();
  return `/v1/admin/audit/export.xlsx${search ? `?${search}` : ''}`;
};

/** Staff accounts (운영자 관리), their enrolment and the staff audit trail (감사 로그). */
export const staffApi = (http: Http) => ({
  permissions: (userId: string) => http<StaffPermissionsResponse>(`/v1/members/admins/${encodeURIComponent(userId)}/permissions`),
  create: (body: StaffCreateRequest) => http<StaffCreated>('/v1/members/admins', { method: 'POST', body }),
  update: (userId: string, body: StaffUpdateRequest) =>
    http<StaffDetail>(`/v1/members/admins/${encodeURIComponent(userId)}`, { method: 'PATCH', body }),
  list: (q: StaffListQuery = {}) => http<Page<StaffRow>>('/v1/admin/staff', { query: query({ ...q }) }),
  detail: (userId: string) => http<StaffDetail>(path(userId)),
  disable: (userId: string, reason: string) => http<StaffDetail>(`${path(userId)}/disable`, { method: 'POST', body: { reason } }),
  enable: (userId: string, reason: string | null = null) =>
    http<StaffDetail>(`${path(userId)}/enable`, { method: 'POST', body: { reason } }),
  resetSecondFactor: (userId: string, reason: string) =>
    http<StaffDetail>(`${path(userId)}/second-factor-reset`, { method: 'POST', body: { reason } }),
  newEnrolmentLink: (userId: string, reason: string | null = null) =>
    http<EnrolmentLink>(`${path(userId)}/enrolment-link`, { method: 'POST', body: { reason } }),
  enrolmentInfo: (token: string) => http<StaffEnrolmentInfo>(`/v1/auth/staff-enrolment/${encodeURIComponent(token)}`),
  /** Sets the password of the link's account; answers the challenge of its first sign-in (enrolment of the second factor). */
  enrol: (body: StaffEnrolmentRequest) => http<SecondFactorRequired>('/v1/auth/staff-enrolment', { method: 'POST', body }),
  audit: (q: AuditQuery = {}) => http<Page<StaffAuditItem>>('/v1/admin/audit', { query: query({ ...q }) }),
});
