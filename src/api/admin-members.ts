import { query, type Http } from './client';
import type {
  BankChangeListQuery,
  BankChangeReject,
  BankChangeRequest,
  MemberExportQuery,
  MemberSearchQuery,
  MemoRequest,
  RevealRequest,
  SuspensionRequest,
} from './schema/admin-members';
import type { BankAccountChange, MemberResponse, Page, RevealedField, StaffMemberDetails } from './types';

// The console's 회원관리: the contract's member search and page, and our account actions and four-eyes queue.

const member = (userId: string) => `/v1/admin/members/${encodeURIComponent(userId)}`;

export const adminMembersApi = (http: Http) => ({
  search: (q: MemberSearchQuery = {}) => http<Page<MemberResponse>>('/v1/members', { query: query({ ...q }) }),
  details: (userId: string) => http<StaffMemberDetails>(`/v1/members/${encodeURIComponent(userId)}/details`),
  reveal: (userId: string, body: RevealRequest) => http<RevealedField>(`${member(userId)}/reveal`, { method: 'POST', body }),
  suspend: (userId: string, body: SuspensionRequest) => http<StaffMemberDetails>(`${member(userId)}/suspension`, { method: 'POST', body }),
  lift: (userId: string) => http<StaffMemberDetails>(`${member(userId)}/suspension`, { method: 'DELETE' }),
  signOut: (userId: string) => http<StaffMemberDetails>(`${member(userId)}/sign-out`, { method: 'POST' }),
  memo: (userId: string, body: MemoRequest) => http<StaffMemberDetails>(`${member(userId)}/memo`, { method: 'PUT', body }),
  sendResetCode: (userId: string) => http<{ sentTo: string }>(`${member(userId)}/password-reset-code`, { method: 'POST' }),
  requestBankChange: (userId: string, body: BankChangeRequest) =>
    http<BankAccountChange>(`${member(userId)}/bank-account-changes`, { method: 'POST', body }),
  bankChanges: (q: BankChangeListQuery = {}) => http<Page<BankAccountChange>>('/v1/admin/bank-account-changes', { query: query({ ...q }) }),
  approveBankChange: (id: number) => http<BankAccountChange>(`/v1/admin/bank-account-changes/${id}/approve`, { method: 'POST' }),
  rejectBankChange: (id: number, body: BankChangeReject) =>
    http<BankAccountChange>(`/v1/admin/bank-account-changes/${id}/reject`, { method: 'POST', body }),
});

/** The Excel link of the member list (a plain link: the browser sends the session cookie and saves the file). */
export const memberExportUrl = (q: MemberExportQuery) => {
  const params = new URLSearchParams(query({ ...q }));
  const text = params.toString();
  return `/v1/members/excel-download${text ? `?${text}` : ''}`;
};
