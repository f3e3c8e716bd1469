import { describe, expect, it } from 'vitest';
import { expenditureSearch, readExpenditureState, yearOptions } from './expenditure-query';

describe('the expenditure log in the URL', () => {
  it('reads the year and the page, this year and page 1 by default', () => {
    expect(readExpenditureState('?year=2025&page=3', 2026)).toEqual({ year: 2025, page: 3 });
    expect(readExpenditureState('', 2026)).toEqual({ year: 2026, page: 1 });
  });

  it('falls back to this year for a future, malformed or too old year, and to page 1 for a bad page', () => {
    for (const year of ['2027', '26', 'abcd', '1999', '2025.5']) expect(readExpenditureState(`?year=${year}`, 2026).year).toBe(2026);
    for (const page of ['0', '-1', 'x', '1.5']) expect(readExpenditureState(`?page=${page}`, 2026).page).toBe(1);
  });

  it('writes the year always and the page past the first', () => {
    expect(expenditureSearch({ year: 2026, page: 1 })).toBe('?year=2026');
    expect(expenditureSearch({ year: 2024, page: 2 })).toBe('?year=2024&page=2');
    expect(readExpenditureState(expenditureSearch({ year: 2024, page: 2 }), 2026)).toEqual({ year: 2024, page: 2 });
  });

  it('offers the years whose ledger is still kept (5 years after the report is due), and the shown one', () => {
    // 2020's report was due 2021-03-31, so its ledger was kept until 2026-03-31; 2021's is kept until 2027-03-31.
    expect(yearOptions(2026, 2026, '2026-11-27')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(yearOptions(2026, 2026, '2026-03-31')).toContain(2020);
    expect(yearOptions(2026, 2015, '2026-11-27').at(-1)).toBe(2015);
  });
});
