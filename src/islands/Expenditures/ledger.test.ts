import { describe, expect, it } from 'vitest';
import type { ExpenditureListQuery } from '../../api/schema/records';
import { pageOf } from '../shared/story-fixtures';
import { amountDetail, entryName, lastPage, loadLedger, pageEntries, recipientsText, sortEntries, summarize } from './ledger';
import { entries, manyEntries } from './story-fixtures';

describe('the expenditure ledger of a year', () => {
  it('is loaded whole, page by page at the largest size, each entry once and newest first', async () => {
    const all = [
      ...manyEntries,
      ...manyEntries.map((e) => ({ ...e, id: e.id + 1000 })),
      ...manyEntries.map((e) => ({ ...e, id: e.id + 2000 })),
    ];
    const asked: ExpenditureListQuery[] = [];
    const api = {
      expenditures: async (q: ExpenditureListQuery = {}) => {
        asked.push(q);
        return pageOf(all, Number(q.page), Number(q.size));
      },
    };
    const ledger = await loadLedger(api, 2026);
    expect(asked).toEqual([
      { year: 2026, page: 0, size: 100 },
      { year: 2026, page: 1, size: 100 },
    ]);
    expect(ledger.entries).toHaveLength(135);
    expect(ledger.entries).toEqual(sortEntries(all));
    expect(ledger.entries[0]!.date >= ledger.entries.at(-1)!.date).toBe(true);
  });

  it('sums what counts: a corrected entry is left out of the count, the total and the warnings', () => {
    expect(summarize(entries)).toEqual({ count: 6, total: 3_920_000, warned: 2, corrected: 1 });
    expect(summarize([])).toEqual({ count: 0, total: 0, warned: 0, corrected: 0 });
  });

  it('pages through the year, a page past the end showing the last', () => {
    expect(lastPage(manyEntries)).toBe(3);
    expect(pageEntries(manyEntries, 1)).toHaveLength(20);
    expect(pageEntries(manyEntries, 3)).toHaveLength(5);
    expect(pageEntries(manyEntries, 9)).toEqual(pageEntries(manyEntries, 3));
    expect(lastPage([])).toBe(1);
  });

  it('says who received it and names an entry', () => {
    expect(recipientsText({ recipients: ['김서윤', '박도현'], recipientCount: 2 })).toBe('김서윤, 박도현 (2명)');
    expect(recipientsText({ recipients: ['이준호'], recipientCount: 4 })).toBe('이준호 외 3명 (4명)');
    expect(recipientsText({ recipients: [], recipientCount: 1200 })).toBe('1,200명');
    expect(entryName({ date: '2026-03-02', institutionName: '서울내과의원' })).toBe('2026년 3월 2일 서울내과의원');
  });

  it('shows what a limit reads of an amount: items or souvenirs per person, case reports and the fee per case', () => {
    const e = { amount: 300_000, itemAmount: 0, caseCount: null };
    expect(amountDetail({ ...e, kind: 'BRIEFING_SINGLE', itemAmount: 8_000 })).toBe('1인 판촉물 8,000원');
    expect(amountDetail({ ...e, kind: 'BRIEFING_MULTI', itemAmount: 45_000 })).toBe('1인 기념품 45,000원');
    expect(amountDetail({ ...e, kind: 'SURVEY', caseCount: 5 })).toBe('증례 5건 · 건당 60,000원');
    expect(amountDetail({ ...e, kind: 'BRIEFING_SINGLE' })).toBeNull();
    expect(amountDetail({ ...e, kind: 'CONFERENCE', itemAmount: 8_000 })).toBeNull();
  });
});
