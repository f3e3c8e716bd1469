import { describe, expect, it } from 'vitest';
import { readSettlementConsole, settlementConsoleHref, settlementConsoleQuery } from './settlement-console-query';

describe('정산관리 list state in the URL', () => {
  const now = new Date('2026-12-04T02:00:00Z');

  it('defaults to this month in Seoul, every state, no search, the first page', () => {
    expect(readSettlementConsole('', now)).toEqual({ month: '2026-12', state: null, search: '', after: null });
  });

  it('reads what it writes, and the API query carries the same', () => {
    const state = { month: '2026-04', state: 'PREPARED', search: '김민준', after: '12.345' } as const;
    const href = settlementConsoleHref(state);
    expect(href).toBe('/admin/settlements?month=2026-04&state=PREPARED&search=%EA%B9%80%EB%AF%BC%EC%A4%80&after=12.345');
    expect(readSettlementConsole(href.split('?')[1]!, now)).toEqual(state);
    expect(settlementConsoleQuery(state)).toEqual({ month: '2026-04', state: 'PREPARED', search: '김민준', after: '12.345', size: 20 });
  });

  it('drops what it cannot read', () => {
    expect(readSettlementConsole('month=2026-13&state=DONE&after=x;1', now)).toEqual({
      month: '2026-12',
      state: null,
      search: '',
      after: null,
    });
  });
});
