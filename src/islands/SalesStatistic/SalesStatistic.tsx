import type { Month } from '../../lib/months';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { useUrlList } from '../shared/use-url-list';
import { api } from './api';
import { loadStats, type StatsData } from './stats-data';
import { earliestMonth, readStatsState, statsSearch, statsView, type StatsState } from './stats-query';
import { StatsView } from './StatsView';
import '../../styles/islands.css';

export interface SalesStatisticProps {
  /** The latest month that may be chosen: this month in Korean time, `yyyy-MM` (decided on the server). */
  latest: Month;
  /** The state the server rendered (from the URL). */
  initialState: StatsState;
  /** Its figures, loaded on the server; null when that failed. */
  initialData: StatsData | null;
  path?: string;
}

/**
 * Whether going from one state to another needs new figures: in 거래처매출 the keyword and the page pick the client
 * list's page on the server; in 전체매출 the keyword only filters what is loaded.
 */
const needsLoad = (a: StatsState, b: StatsState) =>
  a.tab !== b.tab ||
  a.startMonth !== b.startMonth ||
  a.endMonth !== b.endMonth ||
  a.institution !== b.institution ||
  (b.tab === 'INDIVIDUAL' && (a.keyword !== b.keyword || a.page !== b.page));

function SalesStatisticInner({ latest, initialState, initialData, path = '/sales-statistic' }: SalesStatisticProps) {
  const hrefOf = (s: StatsState) => `${path}${statsSearch(s, latest)}`;
  const list = useUrlList<StatsState, StatsData>({
    initialState,
    initialData,
    load: (next) => loadStats(api.settlements, next),
    href: hrefOf,
    read: (search) => readStatsState(search, latest),
    plan: (from, to, loaded) => {
      if (!needsLoad(from, to)) return 'keep';
      // Back from a client's figures, the page of the client list loaded with them is shown again as it was.
      const backToList = statsView(to) === 'clients' && !needsLoad(from, { ...to, institution: from.institution });
      return backToList && loaded?.clients ? 'settle' : 'load';
    },
  });

  function change(next: StatsState) {
    const from = list.change(next);
    // The heading of what was opened takes the focus; coming back, the client's 「선택」 does.
    if (statsView(next) !== statsView(from) || next.institution !== from.institution) {
      requestAnimationFrame(() => {
        const target =
          from.institution && !next.institution ? `[data-institution="${CSS.escape(from.institution)}"]` : '#sales-stats-title';
        document.querySelector<HTMLElement>(target)?.focus();
      });
    } else if (next.page !== from.page) {
      // Another page of the list, chosen below it: its heading comes back into view (below the sticky site header).
      const top = document.getElementById('sales-stats-title')?.getBoundingClientRect().top ?? 0;
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      if (top < header) scrollBy({ top: top - header - 16 });
    }
  }

  return (
    <StatsView
      state={list.state}
      data={list.data}
      loading={list.loading}
      failed={list.failed}
      latest={latest}
      earliest={earliestMonth(latest)}
      hrefOf={hrefOf}
      onChange={change}
      onRetry={list.reload}
    />
  );
}

/** The sales statistics screen (매출통계): figures by drug company or by client over a period, and a line chart. */
export function SalesStatistic(props: SalesStatisticProps) {
  return (
    <ErrorBoundary>
      <SalesStatisticInner {...props} />
    </ErrorBoundary>
  );
}
