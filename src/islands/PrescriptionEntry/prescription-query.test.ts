import { describe, expect, it } from 'vitest';
import { prescriptionApiQuery, prescriptionListSearch, keywordPlaceholder, readPrescriptionListState } from './prescription-query';

describe('EDI list state in the URL', () => {
  it('reads defaults and falls back on unknown values', () => {
    expect(readPrescriptionListState('')).toEqual({ page: 1, searchType: 'institutionName', keyword: '' });
    expect(readPrescriptionListState('?page=-3&searchType=x&keyword=%20a%20')).toEqual({
      page: 1,
      searchType: 'institutionName',
      keyword: 'a',
    });
  });
  it('round-trips, leaving defaults out', () => {
    const state = { page: 3, searchType: 'dealerName' as const, keyword: '김딜러' };
    expect(readPrescriptionListState(prescriptionListSearch(state))).toEqual(state);
    expect(prescriptionListSearch({ page: 1, searchType: 'institutionName', keyword: '' })).toBe('');
  });
  it('sends the keyword to the chosen field, 0-based pages', () => {
    expect(prescriptionApiQuery({ page: 2, searchType: 'dealerName', keyword: '김' })).toEqual({ page: 1, size: 10, dealerName: '김' });
    expect(prescriptionApiQuery({ page: 1, searchType: 'institutionName', keyword: '' })).toEqual({ page: 0, size: 10 });
  });
  it('names the field in the placeholder', () => {
    expect(keywordPlaceholder('institutionName')).toBe('거래처명을 검색하세요.');
    expect(keywordPlaceholder('dealerName')).toBe('딜러명을 검색하세요.');
  });
});
