import { useCallback, useEffect, useRef, useState } from 'react';
import type { Month } from '../../lib/months';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
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

/** Whether going from one state to another needs new figures (the keyword only filters what is loaded). */
const needsLoad = (a: StatsState, b: StatsState) =>
  a.tab !== b.tab || a.startMonth !== b.startMonth || a.endMonth !== b.endMonth || a.institution !== b.institution;

function SalesStatisticInner({ latest, initialState, initialData, path = '/sales-statistic' }: SalesStatisticProps) {
  const [state, setState] = useState(initialState);
  const [data, setData] = useState<StatsData | null>(initialData);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initialData === null);
  const request = useRef(0);
  const shown = useRef(initialState);
  const loaded = useRef(initialData);

  const load = useCallback(async (next: StatsState) => {
    const ticket = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const result = await loadStats(api.settlements, next);
      if (ticket === request.current) {
        loaded.current = result;
        setData(result);
      }
    } catch {
      if (ticket === request.current) setFailed(true);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }, []);

  const show = useCallback(
    (next: StatsState) => {
      const before = shown.current;
      shown.current = next;
      setState(next);
      // Back from a client's figures, the client list loaded with them is shown again as it was.
      const backToList = statsView(next) === 'clients' && !needsLoad(before, { ...next, institution: before.institution });
      if (!needsLoad(before, next)) return;
      if (backToList && loaded.current?.clients) {
        request.current++;
        setLoading(false);
        setFailed(false);
        setData(loaded.current);
      } else void load(next);
    },
    [load],
  );

  // Back and forward restore the state the URL names.
  useEffect(() => {
    const onPop = () => show(readStatsState(location.search, latest));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [latest, show]);

  const hrefOf = (s: StatsState) => `${path}${statsSearch(s, latest)}`;
  function change(next: StatsState) {
    const href = hrefOf(next);
    if (href !== `${location.pathname}${location.search}`) history.pushState(null, '', href);
    const from = shown.current;
    show(next);
    // The heading of what was opened takes the focus; coming back, the client's 「선택」 does.
    if (statsView(next) !== statsView(from) || next.institution !== from.institution) {
      requestAnimationFrame(() => {
        const target =
          from.institution && !next.institution ? `[data-institution="${CSS.escape(from.institution)}"]` : '#sales-stats-title';
        document.querySelector<HTMLElement>(target)?.focus();
      });
    }
  }

  return (
    <StatsView
      state={state}
      data={data}
      loading={loading}
      failed={failed}
      latest={latest}
      earliest={earliestMonth(latest)}
      hrefOf={hrefOf}
      onChange={change}
      onRetry={() => void load(state)}
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
