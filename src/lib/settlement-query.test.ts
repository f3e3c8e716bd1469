import { describe, expect, it } from 'vitest';
import {
  memberMonthlyQuery,
  readSettlementListState,
  readSettlementMonthState,
  settlementFilterQuery,
  settlementListQuery,
  settlementPlaceholder,
  settlementSearch,
} from './settlement-query';

describe('the settlement screens’ URL state', () => {
  it('reads the month, falling back to the server’s month when missing or malformed', () => {
    expect(readSettlementMonthState('?settlementMonth=2025-09', '2026-11').month).toBe('2025-09');
    for (const bad of ['', '2025-13', '2025-9', '1899-12', 'x', '2025-09-01']) {
      expect(readSettlementMonthState(`?settlementMonth=${bad}`, '2026-11').month).toBe('2026-11');
    }
  });
  it('reads page, keyword and search field with safe defaults', () => {
    expect(readSettlementListState('?page=3&keyword=%20한미%20&searchType=dealerName', '2026-11')).toEqual({
      month: '2026-11',
      page: 3,
      keyword: '한미',
      searchType: 'dealerName',
    });
    expect(readSettlementListState('?page=-1&searchType=companyName', '2026-11')).toMatchObject({ page: 1, searchType: 'drugCompanyName' });
  });
  it('writes the month always and leaves the other defaults out', () => {
    expect(settlementSearch({ month: '2025-09', page: 1, keyword: '', searchType: 'drugCompanyName' })).toBe('?settlementMonth=2025-09');
    expect(settlementSearch({ month: '2025-09', page: 2, keyword: '김', searchType: 'dealerName' })).toBe(
      '?settlementMonth=2025-09&searchType=dealerName&keyword=%EA%B9%80&page=2',
    );
  });
  it('sends the keyword to the field it names, one month, 0-based pages', () => {
    const state = { month: '2025-09', page: 2, keyword: '한미', searchType: 'drugCompanyName' } as const;
    expect(settlementFilterQuery(state)).toEqual({ startMonth: '2025-09-01', endMonth: '2025-09-01', drugCompanyName: '한미' });
    expect(settlementListQuery({ ...state, searchType: 'dealerName' })).toEqual({
      startMonth: '2025-09-01',
      endMonth: '2025-09-01',
      dealerName: '한미',
      page: 1,
      size: 10,
    });
    expect(settlementFilterQuery({ ...state, keyword: '' })).toEqual({ startMonth: '2025-09-01', endMonth: '2025-09-01' });
  });
  it('sends the view by drug company its integer months', () => {
    expect(memberMonthlyQuery({ month: '2025-09', page: 1, keyword: '' })).toEqual({
      startMonth: 20250901,
      endMonth: 20250901,
      page: 0,
      size: 10,
    });
    expect(memberMonthlyQuery({ month: '2025-10', page: 1, keyword: '대웅' }).drugCompanyName).toBe('대웅');
  });
  it('names the chosen field in the placeholder', () => {
    expect(settlementPlaceholder('drugCompanyName')).toBe('제약사명을 검색하세요.');
    expect(settlementPlaceholder('dealerName')).toBe('딜러명을 검색하세요.');
  });
});
