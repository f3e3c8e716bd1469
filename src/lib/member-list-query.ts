import { AccountStatus, ContractStatus, MemberType } from '../api/enums';
import type { MemberSearchQuery } from '../api/schema/admin-members';
import { MEMBERS_PER_SCREEN } from '../api/schema/member-admin-limits';
import { cleanKeyword } from './list-url';

// The URL state of the console's 회원관리 list (/admin/members): which field the keyword searches, the filters, the
// join period and the 1-based page. Defaults stay out of the URL; a new search or filter starts at page 1; values that
// are not ours fall back to "all" (a URL is something people type and share).

/** What the keyword box searches, as the screen offers it (the API's parameter of each). */
export const MemberSearchField = {
  userId: '아이디',
  name: '이름',
  companyName: '회사명',
  phoneLast4: '연락처 뒷자리',
  phoneNumber: '연락처',
  email: '이메일',
  memberId: '회원번호',
} as const;
export type MemberSearchField = keyof typeof MemberSearchField;
export const memberSearchFields = Object.keys(MemberSearchField) as MemberSearchField[];
export const DEFAULT_MEMBER_SEARCH_FIELD: MemberSearchField = 'userId';

export interface MemberListState {
  page: number;
  searchType: MemberSearchField;
  keyword: string;
  memberType: MemberType | null;
  contractStatus: ContractStatus | null;
  accountStatus: AccountStatus | null;
  startAt: string | null;
  endAt: string | null;
}

export const emptyMemberList: MemberListState = {
  page: 1,
  searchType: DEFAULT_MEMBER_SEARCH_FIELD,
  keyword: '',
  memberType: null,
  contractStatus: null,
  accountStatus: null,
  startAt: null,
  endAt: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <V extends string>(values: readonly V[], raw: string | null): V | null =>
  raw && (values as readonly string[]).includes(raw) ? (raw as V) : null;

/** The state a query string names. */
export function readMemberList(search: string | URLSearchParams): MemberListState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(q.get('page'));
  const startAt = q.get('startAt');
  const endAt = q.get('endAt');
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    searchType: pick(memberSearchFields, q.get('searchType')) ?? DEFAULT_MEMBER_SEARCH_FIELD,
    keyword: cleanKeyword(q.get('keyword')),
    memberType: pick(MemberType.values, q.get('memberType')),
    contractStatus: pick(ContractStatus.values, q.get('contractStatus')),
    accountStatus: pick(AccountStatus.values, q.get('accountStatus')),
    startAt: startAt && DAY.test(startAt) ? startAt : null,
    endAt: endAt && DAY.test(endAt) ? endAt : null,
  };
}

/** The address of a state (defaults left out). */
export function memberListHref(state: MemberListState, path = '/admin/members'): string {
  const q = new URLSearchParams();
  if (state.keyword) {
    if (state.searchType !== DEFAULT_MEMBER_SEARCH_FIELD) q.set('searchType', state.searchType);
    q.set('keyword', state.keyword);
  }
  for (const key of ['memberType', 'contractStatus', 'accountStatus', 'startAt', 'endAt'] as const) {
    const value = state[key];
    if (value) q.set(key, value);
  }
  if (state.page > 1) q.set('page', String(state.page));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

/** The filters of a state as the API takes them (no paging: the export uses the same). */
export function memberFilterQuery(state: MemberListState): MemberSearchQuery {
  const query: MemberSearchQuery = {};
  if (state.keyword) {
    const value =
      state.searchType === 'phoneNumber' || state.searchType === 'phoneLast4' ? state.keyword.replace(/[\s-]/g, '') : state.keyword;
    if (state.searchType === 'memberId') query.memberId = value;
    else query[state.searchType] = value;
  }
  if (state.memberType) query.memberType = state.memberType;
  if (state.contractStatus) query.contractStatus = state.contractStatus;
  if (state.accountStatus) query.accountStatus = state.accountStatus;
  if (state.startAt) query.startAt = state.startAt;
  if (state.endAt) query.endAt = state.endAt;
  return query;
}

/** One page of a state as the API takes it (0-based, 20 a page). */
export const memberPageQuery = (state: MemberListState): MemberSearchQuery => ({
  ...memberFilterQuery(state),
  page: state.page - 1,
  size: MEMBERS_PER_SCREEN,
});

/** A new search or filter starts at page 1. */
export const withFilters = (state: MemberListState, change: Partial<Omit<MemberListState, 'page'>>): MemberListState => ({
  ...state,
  ...change,
  page: 1,
});
