import { useCallback, useEffect, useRef, useState } from 'react';
import { settlementList } from 'styled-system/recipes';
import type { Page, Settlement } from '../../api/types';
import type { Month } from '../../lib/months';
import {
  readSettlementListState,
  settlementFilterQuery,
  settlementListQuery,
  settlementSearch,
  type SettlementListState,
} from '../../lib/settlement-query';
import { MonthStepper } from '../../ui/MonthStepper';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { ToasterOnDemand } from '../ToastHost/on-demand';
import { api } from './api';
import { notify as toastNotify, type Notify } from './notify';
import { SettlementPanel } from './SettlementPanel';
import { SettlementTable } from './SettlementTable';
import '../../styles/islands.css';

export interface SettlementListProps {
  /** This month in Korean time (decided on the server): the default month and the last one offered. */
  thisMonth: Month;
  /** The list state the server rendered (from the URL). */
  initialState: SettlementListState;
  /** The first page and its 처방금액 합계, rendered on the server; null when it failed. */
  initialPage: Page<Settlement> | null;
  initialTotal: number | null;
  path?: string;
  notify?: Notify;
}

const s = settlementList();

function SettlementListInner({
  thisMonth,
  initialState,
  initialPage,
  initialTotal,
  path = '/settlement-list',
  notify = toastNotify,
}: SettlementListProps) {
  const [state, setState] = useState(initialState);
  const [page, setPage] = useState(initialPage);
  const [total, setTotal] = useState(initialTotal);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initialPage === null);
  const [selected, setSelected] = useState<Settlement | null>(null);
  const request = useRef(0);

  const load = useCallback(async (next: SettlementListState) => {
    const ticket = ++request.current;
    setLoading(true);
    setFailed(false);
    setSelected(null);
    try {
      const [result, sum] = await Promise.all([
        api.settlements.list(settlementListQuery(next)),
        api.settlements.totalPrescriptionAmount(settlementFilterQuery(next)),
      ]);
      if (ticket === request.current) {
        setPage(result);
        setTotal(sum);
      }
    } catch {
      if (ticket === request.current) setFailed(true);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }, []);

  // Back and forward restore the month and search the URL names.
  useEffect(() => {
    const onPop = () => {
      const next = readSettlementListState(location.search, thisMonth);
      setState(next);
      void load(next);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [load, thisMonth]);

  function change(next: SettlementListState) {
    const href = `${path}${settlementSearch(next)}`;
    if (href !== `${location.pathname}${location.search}`) history.pushState(null, '', href);
    setState(next);
    void load(next);
  }
  // The server's answer carries the new status: the row and the detail show it at once.
  function answered(settlements: Settlement[]) {
    const byId = new Map(settlements.map((x) => [x.id, x]));
    setPage((p) => (p ? { ...p, content: p.content.map((r) => byId.get(r.id) ?? r) } : p));
    setSelected((cur) => (cur ? (byId.get(cur.id) ?? cur) : cur));
  }
  // On a phone the detail sits below the list: bring its heading into view when a row is chosen.
  function select(settlement: Settlement) {
    setSelected(settlement);
    requestAnimationFrame(() => {
      const heading = document.getElementById('settlement-panel-title');
      if (heading && heading.getBoundingClientRect().top > innerHeight * 0.8) heading.scrollIntoView({ block: 'start' });
    });
  }
  const href = (month: Month) => `${path}${settlementSearch({ ...state, month, page: 1 })}`;

  return (
    <div className={s.root}>
      <div className={s.toolbar}>
        <MonthStepper
          month={state.month}
          href={href}
          onMonth={(month) => change({ ...state, month, page: 1 })}
          max={thisMonth}
          label="정산월"
        />
      </div>
      <SettlementTable
        state={state}
        page={page}
        total={total}
        loading={loading}
        failed={failed}
        selectedId={selected?.id ?? null}
        onChange={change}
        onRetry={() => void load(state)}
        onSelect={select}
        path={path}
      />
      <SettlementPanel selected={selected} onAnswered={answered} notify={notify} />
      <ToasterOnDemand />
    </div>
  );
}

/** 딜러별 정산내역: the month's settlements per dealer and drug company, a chosen one's detail, requests and objections. */
export function SettlementList(props: SettlementListProps) {
  return (
    <ErrorBoundary>
      <SettlementListInner {...props} />
    </ErrorBoundary>
  );
}
