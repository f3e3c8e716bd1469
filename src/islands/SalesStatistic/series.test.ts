import { describe, expect, it } from 'vitest';
import type { PerformanceByDrugCompany, PerformanceByDrugCompanyMonthly } from '../../api/types';
import { buildSeries, defaultVisible, monthsOf, rankCompanies, seriesLook } from './series';

const total = (drugCompany: string, totalAmount: number, drugCompanyId = 1): PerformanceByDrugCompany => ({
  drugCompanyId,
  drugCompany,
  prescriptionAmount: totalAmount * 10,
  feeAmount: totalAmount,
  totalAmount,
});
const month = (drugCompany: string, settlementMonth: string, totalAmount: number): PerformanceByDrugCompanyMonthly => ({
  ...total(drugCompany, totalAmount),
  settlementMonth,
});

describe('monthsOf', () => {
  it('lists every month of the range, across a new year', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
  it('is one month when start and end are the same', () => {
    expect(monthsOf('2026-03', '2026-03')).toEqual(['2026-03']);
  });
});

describe('buildSeries', () => {
  const months = monthsOf('2026-01', '2026-04');
  it('fills months without figures with 0', () => {
    const [a] = buildSeries([month('가나제약', '2026-02-01', 500), month('가나제약', '2026-04-01', 700)], months, ['가나제약']);
    expect(a).toEqual({ name: '가나제약', slot: 0, values: [0, 500, 0, 700] });
  });
  it('keys series by name, whatever order the monthly rows come in', () => {
    const monthly = [month('다라약품', '2026-01-01', 1), month('가나제약', '2026-01-01', 2), month('다라약품', '2026-03-01', 3)];
    const series = buildSeries(monthly, months, ['가나제약', '다라약품']);
    expect(series.map((s) => s.name)).toEqual(['가나제약', '다라약품']);
    expect(series.find((s) => s.name === '다라약품')!.values).toEqual([1, 0, 3, 0]);
    expect(series.find((s) => s.name === '가나제약')!.values).toEqual([2, 0, 0, 0]);
  });
  it('gives a company named only by the monthly figures a slot after the ranked ones', () => {
    const series = buildSeries([month('마바제약', '2026-02-01', 9)], months, ['가나제약']);
    expect(series.map((s) => [s.name, s.slot])).toEqual([
      ['가나제약', 0],
      ['마바제약', 1],
    ]);
  });
  it('ignores months outside the range', () => {
    const [a] = buildSeries([month('가나제약', '2025-12-01', 9)], months, ['가나제약']);
    expect(a!.values).toEqual([0, 0, 0, 0]);
  });
});

describe('default lines', () => {
  const totals = [
    total('다', 300),
    total('가', 500),
    total('나', 500),
    total('라', 0),
    total('마', 100),
    total('바', 200),
    total('사', 50),
  ];
  it('ranks by total, ties by name', () => {
    expect(rankCompanies(totals)).toEqual(['가', '나', '다', '바', '마', '사', '라']);
  });
  it('shows the top five companies that have figures', () => {
    expect(defaultVisible(totals)).toEqual(['가', '나', '다', '바', '마']);
    expect(defaultVisible([total('라', 0), total('가', 5)])).toEqual(['가']);
  });
});

describe('seriesLook', () => {
  it('cycles six colours, then repeats them dashed', () => {
    expect(seriesLook(0)).toEqual({ colour: 'var(--chart-1)', dash: undefined });
    expect(seriesLook(5).colour).toBe('var(--chart-6)');
    expect(seriesLook(6)).toEqual({ colour: 'var(--chart-1)', dash: '6 4' });
  });
});
