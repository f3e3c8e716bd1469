import { useState } from 'react';
import { settlementList } from 'styled-system/recipes';
import type { Settlement, SettlementPage } from '../../api/types';
import type { Month } from '../../lib/months';
import {
  readSettlementListState,
  settlementFilterQuery,
  settlementListQuery,
  settlementSearch,
  type SettlementListState,
} from '../../lib/settlement-query';
import { MonthStepper } from '../../ui/MonthStepper';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useUrlList } from '../shared/use-url-list';
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
  initialPage: SettlementPage | null;
  initialTotal: number | null;
  path?: string;
  notify?: Notify;
}

const s = settlementList();

/** A page of the list and its 처방금액 합계. */
interface ListData {
  page: SettlementPage;
  total: number | null;
}

function SettlementListInner({
  thisMonth,
  initialState,
  initialPage,
  initialTotal,
  path = '/settlement-list',
  notify = toastNotify,
}: SettlementListProps) {
  const [selected, setSelected] = useState<Settlement | null>(null);
  const list = useUrlList<SettlementListState, ListData>({
    initialState,
    initialData: initialPage && { page: initialPage, total: initialTotal },
    load: async (next) => {
      // Another month, search or page: nothing stays chosen.
      setSelected(null);
      const [page, total] = await Promise.all([
        api.settlements.list(settlementListQuery(next)),
        api.settlements.totalPrescriptionAmount(settlementFilterQuery(next)),
      ]);
      return { page, total };
    },
    href: (next) => `${path}${settlementSearch(next)}`,
    read: (search) => readSettlementListState(search, thisMonth),
  });
  const { state, change } = list;

  // The server's answer carries the new status: the row and the detail show it at once.
  function answered(settlements: Settlement[]) {
    const byId = new Map(settlements.map((x) => [x.id, x]));
    list.setData((d) => (d ? { ...d, page: { ...d.page, content: d.page.content.map((r) => byId.get(r.id) ?? r) } } : d));
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
        page={list.data?.page ?? null}
        total={list.data?.total ?? null}
        loading={list.loading}
        failed={list.failed}
        selectedId={selected?.id ?? null}
        onChange={change}
        onRetry={list.reload}
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
