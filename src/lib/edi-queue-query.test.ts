import { describe, expect, it } from 'vitest';
import { ageLabel, ageTone, ediQueueHref, ediQueueQuery, formatBp, readEdiQueue } from './edi-queue-query';

describe('the EDI queue URL state', () => {
  it('reads status, month, company, member, mine, keyword and page; ignores what is malformed', () => {
    const state = readEdiQueue(
      new URL('http://x/admin/prescriptions?status=IN_PROGRESS&month=2026-11&company=3&member=7&mine=1&keyword=demo&page=2'),
    );
    expect(state).toEqual({
      page: 2,
      keyword: 'demo',
      filters: { status: 'IN_PROGRESS', month: '2026-11', company: '3', member: '7', mine: '1' },
    });
    expect(ediQueueQuery(state)).toEqual({
      status: 'IN_PROGRESS',
      settlementMonth: '2026-11',
      drugCompanyId: 3,
      memberId: 7,
      search: 'demo',
      mine: true,
      page: 1,
      size: 20,
    });
    const bad = readEdiQueue(new URL('http://x/admin/prescriptions?status=NOPE&month=2026-13&company=0&member=x&mine=yes'));
    expect(bad.filters).toEqual({});
    expect(ediQueueQuery(bad)).toMatchObject({ status: undefined, settlementMonth: undefined, mine: undefined, page: 0 });
  });

  it('writes links that drop defaults and go back to page 1 on a filter', () => {
    const state = readEdiQueue(new URL('http://x/admin/prescriptions?month=2026-11&page=3'));
    expect(ediQueueHref(state)).toBe('/admin/prescriptions?month=2026-11&page=3');
    expect(ediQueueHref(state, { filters: { company: '4' } })).toBe('/admin/prescriptions?month=2026-11&company=4');
    expect(ediQueueHref(state, { filters: { month: undefined } })).toBe('/admin/prescriptions');
  });
});

describe('ages and rates', () => {
  it('says an age in minutes, hours or days, and how pressing it is', () => {
    expect([0, 59, 60, 23 * 60 + 59, 24 * 60, 10 * 24 * 60].map(ageLabel)).toEqual(['1분', '59분', '1시간', '23시간', '1일', '10일']);
    expect([59, 24 * 60, 3 * 24 * 60].map(ageTone)).toEqual(['neutral', 'warning', 'danger']);
  });

  it('shows basis points as a percentage', () => {
    expect([3550, 4000, 2825, 0, 10_000, 3411].map(formatBp)).toEqual(['35.5%', '40%', '28.25%', '0%', '100%', '34.11%']);
  });
});
