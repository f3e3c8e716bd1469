import { describe, expect, it } from 'vitest';
import { filterByName, readStatsState, statsApiQuery, statsSearch, statsView } from './stats-query';

const latest = '2026-11';

describe('readStatsState', () => {
  it('defaults to 전체매출 over the twelve months before the latest', () => {
    expect(readStatsState('', latest)).toEqual({ tab: 'TOTAL', startMonth: '2025-11', endMonth: '2026-10', keyword: '', institution: '' });
  });
  it('reads the mode, period, keyword and client', () => {
    const s = readStatsState('?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&keyword=%20내과%20&institution=H31001', latest);
    expect(s).toEqual({ tab: 'INDIVIDUAL', startMonth: '2026-02', endMonth: '2026-05', keyword: '내과', institution: 'H31001' });
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
    const qs = '?tab=INDIVIDUAL&startMonth=2026-02&endMonth=2026-05&keyword=%EB%82%B4%EA%B3%BC&institution=H31001';
    const state = readStatsState(qs, latest);
    expect(readStatsState(statsSearch(state, latest), latest)).toEqual(state);
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
});

describe('filterByName', () => {
  it('keeps names containing the keyword, ignoring case', () => {
    const rows = ['한빛제약', 'Daewoong', '대웅제약'];
    expect(filterByName(rows, 'dae', (r) => r)).toEqual(['Daewoong']);
    expect(filterByName(rows, '제약', (r) => r)).toEqual(['한빛제약', '대웅제약']);
    expect(filterByName(rows, '', (r) => r)).toEqual(rows);
  });
});
