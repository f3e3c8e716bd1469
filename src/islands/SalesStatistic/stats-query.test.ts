import { describe, expect, it } from 'vitest';
import { clientPageQuery, filterByName, readStatsState, statsApiQuery, statsSearch, statsView } from './stats-query';

const latest = '2026-11';

describe('readStatsState', () => {
  it('defaults to 전체매출 over the twelve months before the latest', () => {
    expect(readStatsState('', latest)).toEqual({
      tab: 'TOTAL',
      startMonth: '2025-11',
      endMonth: '2026-10',
      keyword: '',
      page: 1,
      institution: '',
    });
  });
  it('reads the mode, period, keyword, page and client', () => {
    const s = readStatsState('?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&keyword=%20내과%20&page=3&institution=H31001', latest);
    expect(s).toEqual({ tab: 'INDIVIDUAL', startMonth: '2026-02', endMonth: '2026-05', keyword: '내과', page: 3, institution: 'H31001' });
  });
  it('reads the page in 거래처매출 only, and falls back to 1 for what is not a page', () => {
    expect(readStatsState('?page=2', latest).page).toBe(1);
    for (const page of ['0', '-1', '1.5', 'x', '100001', '']) {
      expect(readStatsState(`?tab=INDIVIDUAL&page=${page}`, latest).page).toBe(1);
    }
    expect(readStatsState('?tab=INDIVIDUAL&page=100000', latest).page).toBe(100_000);
  });
  it('keeps months in order and within the pickers’ range', () => {
    expect(readStatsState('?startMonth=2026-09&endMonth=2026-03', latest)).toMatchObject({ startMonth: '2026-03', endMonth: '2026-09' });
    expect(readStatsState('?startMonth=2027-01&endMonth=2027-05', latest)).toMatchObject({ startMonth: '2026-11', endMonth: '2026-11' });
    expect(readStatsState('?startMonth=1999-01', latest)).toMatchObject({ startMonth: '2021-01' });
    expect(readStatsState('?startMonth=2026-13&endMonth=x', latest)).toMatchObject({ startMonth: '2025-11', endMonth: '2026-10' });
  });
  it('drops a client outside 거래처매출 and a malformed one', () => {
    expect(readStatsState('?institution=H1', latest).institution).toBe('');
    expect(readStatsState('?tab=INDIVIDUAL&institution=a%20b', latest).institution).toBe('');
  });
});

describe('statsSearch', () => {
  it('leaves the defaults out and round-trips the rest', () => {
    expect(statsSearch(readStatsState('', latest), latest)).toBe('');
    expect(statsSearch(readStatsState('?tab=INDIVIDUAL&page=1', latest), latest)).toBe('?tab=INDIVIDUAL');
    const qs = '?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&keyword=%EB%82%B4%EA%B3%BC&page=2&institution=H31001';
    const state = readStatsState(qs, latest);
    expect(statsSearch(state, latest)).toBe(qs);
    expect(readStatsState(statsSearch(state, latest), latest)).toEqual(state);
  });
  it('writes no page outside 거래처매출', () => {
    expect(statsSearch({ ...readStatsState('', latest), page: 4 }, latest)).toBe('');
  });
});

describe('statsApiQuery and statsView', () => {
  it('sends months as their first day and the client only when drilled in', () => {
    const drilled = readStatsState('?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&institution=H31001', latest);
    expect(statsApiQuery(drilled)).toEqual({ startMonth: '2026-02-01', endMonth: '2026-05-01', institutionCode: 'H31001' });
    expect(statsApiQuery(drilled, false)).toEqual({ startMonth: '2026-02-01', endMonth: '2026-05-01' });
    expect(statsView(drilled)).toBe('companies');
    expect(statsView({ ...drilled, institution: '' })).toBe('clients');
    expect(statsView(readStatsState('', latest))).toBe('companies');
  });
  it('asks the client list for the state’s page (0-based) of 20, the keyword as the name filter', () => {
    const listed = readStatsState('?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&keyword=내과&page=3&institution=H31001', latest);
    expect(clientPageQuery(listed)).toEqual({
      startMonth: '2026-02-01',
      endMonth: '2026-05-01',
      institutionName: '내과',
      page: 2,
      size: 20,
    });
    expect(clientPageQuery({ ...listed, keyword: '', page: 1 })).toEqual({
      startMonth: '2026-02-01',
      endMonth: '2026-05-01',
      page: 0,
      size: 20,
    });
  });
});

describe('filterByName', () => {
  it('keeps names containing the keyword, ignoring case', () => {
    const rows = ['한빛제약', 'Daewoong', '대웅제약'];
    expect(filterByName(rows, 'dae', (r) => r)).toEqual(['Daewoong']);
    expect(filterByName(rows, '제약', (r) => r)).toEqual(['한빛제약', '대웅제약']);
    expect(filterByName(rows, '', (r) => r)).toEqual(rows);
  });
});
