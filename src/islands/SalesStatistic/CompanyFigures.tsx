import { useState } from 'react';
import { CompanyTable } from './CompanyTable';
import { LineChart, type LineChartProps } from './LineChart';
import { buildSeries, defaultVisible, monthsOf, rankCompanies } from './series';
import type { StatsData } from './stats-data';
import { filterByName, type StatsState } from './stats-query';
import { NoFigures } from './TableStates';

export interface CompanyFiguresProps {
  state: StatsState;
  data: StatsData | null;
  loading?: boolean;
  onClearKeyword: () => void;
  /** Stories: the chart's first tooltip and size. */
  chart?: Pick<LineChartProps, 'initialActive' | 'initialSize'>;
}

/**
 * Drug companies' figures and their chart. Lines are keyed by company name: ticking a row draws that company's line
 * whatever order the two calls answered in. Until someone ticks a box the top companies by total are drawn; after
 * that the ticked names are kept across periods (a company without figures in the new period simply has no row).
 * In 전체매출 the keyword narrows the table and with it the lines.
 */
export function CompanyFigures({ state, data, loading, onClearKeyword, chart }: CompanyFiguresProps) {
  const [picked, setPicked] = useState<string[] | null>(null);
  const companies = data?.companies ?? [];
  const ranked = rankCompanies(companies);
  const slots = new Map(ranked.map((name, i) => [name, i]));
  const chosen = new Set(picked ?? defaultVisible(companies));
  // The keyword names drug companies in 전체매출; in 거래처매출 it named the clients, not these rows.
  const keyword = state.tab === 'TOTAL' ? state.keyword : '';
  const rows = filterByName(companies, keyword, (r) => r.drugCompany);
  const months = monthsOf(state.startMonth, state.endMonth);
  const shownNames = new Set(rows.map((r) => r.drugCompany));
  const series = buildSeries(data?.monthly ?? [], months, ranked).filter((x) => chosen.has(x.name) && shownNames.has(x.name));

  function toggle(names: string[], on: boolean) {
    const next = new Set(chosen);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    setPicked([...next]);
  }

  if (!loading && rows.length === 0) return <NoFigures keyword={keyword} what="제약사" onClear={onClearKeyword} />;
  return (
    <>
      <LineChart months={months} series={loading ? [] : series} hint={loading ? '불러오는 중…' : undefined} {...chart} />
      <CompanyTable
        rows={rows}
        slots={slots}
        chosen={chosen}
        onToggle={toggle}
        loading={loading}
        caption={state.institution ? '거래처의 제약사별 매출' : '제약사별 매출'}
      />
    </>
  );
}
