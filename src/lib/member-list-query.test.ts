import { describe, expect, it } from 'vitest';
import { emptyMemberList, memberFilterQuery, memberListHref, memberPageQuery, readMemberList, withFilters } from './member-list-query';

describe('the member list URL', () => {
  it('leaves defaults out and reads back what it wrote', () => {
    expect(memberListHref(emptyMemberList)).toBe('/admin/members');
    const state = {
      ...emptyMemberList,
      searchType: 'phoneLast4' as const,
      keyword: '5172',
      memberType: 'CSO' as const,
      page: 3,
      startAt: '2026-01-01',
    };
    const href = memberListHref(state);
    expect(href).toBe('/admin/members?searchType=phoneLast4&keyword=5172&memberType=CSO&startAt=2026-01-01&page=3');
    expect(readMemberList(href.split('?')[1]!)).toEqual(state);
  });

  it('falls back to "all" for values that are not ours', () => {
    expect(readMemberList('searchType=password&memberType=VIP&page=-2&startAt=soon&accountStatus=BLOCKED')).toEqual({
      ...emptyMemberList,
      accountStatus: 'BLOCKED',
    });
  });

  it('keeps the search type out while there is no keyword, and starts a new search at page 1', () => {
    expect(memberListHref({ ...emptyMemberList, searchType: 'email' })).toBe('/admin/members');
    expect(withFilters({ ...emptyMemberList, page: 9 }, { keyword: 'kim' }).page).toBe(1);
  });

  it('asks the API for the keyword under its field, phone digits without hyphens, 20 a page', () => {
    expect(memberFilterQuery({ ...emptyMemberList, searchType: 'phoneNumber', keyword: '010-1234-5678' })).toEqual({
      phoneNumber: '01012345678',
    });
    expect(memberFilterQuery({ ...emptyMemberList, searchType: 'memberId', keyword: '42' })).toEqual({ memberId: '42' });
    expect(memberPageQuery({ ...emptyMemberList, page: 2, contractStatus: 'CONTRACT' })).toEqual({
      contractStatus: 'CONTRACT',
      page: 1,
      size: 20,
    });
  });
});
