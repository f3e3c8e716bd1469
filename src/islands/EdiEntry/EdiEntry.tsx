import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ediEntry } from 'styled-system/recipes';
import type { Page, PrescriptionPartner } from '../../api/types';
import { api } from './api';
import { monthLabel } from '../../lib/months';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { ediApiQuery, ediListSearch, readEdiListState, type EdiListState } from './edi-query';
import { EdiForm } from './EdiForm';
import { EdiList } from './EdiList';
import { notify } from './notify';
import { ToasterOnDemand } from '../ToastHost/on-demand';
import '../../styles/islands.css';

// The detail loads when a record is first opened.
const EdiDetail = lazy(() => import('./EdiDetail').then((m) => ({ default: m.EdiDetail })));

export interface EdiEntryProps {
  /** This month in Korean time, `yyyy-MM` (decided on the server). */
  settlementMonth: string;
  /** The list state the server rendered (from the URL). */
  initialState: EdiListState;
  /** The first list page, rendered on the server; null when it failed. */
  initialPage: Page<PrescriptionPartner> | null;
  path?: string;
}

function EdiEntryInner({ settlementMonth, initialState, initialPage, path = '/prescriptions' }: EdiEntryProps) {
  const s = ediEntry();
  const [state, setState] = useState(initialState);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initialPage === null);
  const [openId, setOpenId] = useState<number | null>(null);
  const request = useRef(0);
  const lastOpener = useRef<HTMLElement | null>(null);

  const load = useCallback(async (next: EdiListState) => {
    const ticket = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const result = await api.prescriptions.partners(ediApiQuery(next));
      if (ticket === request.current) setPage(result);
    } catch {
      if (ticket === request.current) setFailed(true);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }, []);

  // Back and forward restore the list the URL names.
  useEffect(() => {
    const onPop = () => {
      const next = readEdiListState(location.search);
      setState(next);
      void load(next);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [load]);

  function change(next: EdiListState) {
    const href = `${path}${ediListSearch(next)}`;
    if (href !== `${location.pathname}${location.search}`) history.pushState(null, '', href);
    setState(next);
    void load(next);
  }
  function open(id: number) {
    lastOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenId(id);
  }
  function close() {
    setOpenId(null);
    // The focus goes back to the name that opened the detail.
    requestAnimationFrame(() => lastOpener.current?.isConnected && lastOpener.current.focus());
  }
  const refresh = () => void load(state);

  return (
    <div className={s.root}>
      <h2 className={s.month}>
        <time dateTime={settlementMonth}>{monthLabel(settlementMonth)}</time>
      </h2>
      <EdiList
        state={state}
        page={page}
        loading={loading}
        failed={failed}
        openId={openId}
        onChange={change}
        onRetry={refresh}
        onOpen={open}
        path={path}
      />
      {openId !== null ? (
        <Suspense
          fallback={
            <section className={s.panel} aria-busy="true">
              <p role="status">로딩 중...</p>
            </section>
          }
        >
          <EdiDetail key={openId} id={openId} onClose={close} onChanged={refresh} notify={notify} />
        </Suspense>
      ) : (
        <EdiForm settlementMonth={settlementMonth} notify={notify} onCreated={() => change({ ...state, page: 1, keyword: '' })} />
      )}
      <ToasterOnDemand />
    </div>
  );
}

/** The EDI entry screen (실적입력): the member's records, the upload form and a record's detail. */
export function EdiEntry(props: EdiEntryProps) {
  return (
    <ErrorBoundary>
      <EdiEntryInner {...props} />
    </ErrorBoundary>
  );
}
