import { lazy, Suspense, useRef, useState } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import type { Page, PrescriptionPartner } from '../../api/types';
import { api } from './api';
import { monthLabel } from '../../lib/months';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { prescriptionApiQuery, prescriptionListSearch, readPrescriptionListState, type PrescriptionListState } from './prescription-query';
import { PrescriptionForm } from './PrescriptionForm';
import { PrescriptionList } from './PrescriptionList';
import { notify } from './notify';
import type { DealerWarnings } from './dealer-warning';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useUrlList } from '../shared/use-url-list';
import { CanAddDealer } from './dealer-access';
import '../../styles/islands.css';

// The detail loads when a record is first opened.
const PrescriptionDetail = lazy(() => import('./PrescriptionDetail').then((m) => ({ default: m.PrescriptionDetail })));

export interface PrescriptionEntryProps {
  /** This month in Korean time, `yyyy-MM` (decided on the server). */
  settlementMonth: string;
  /** The list state the server rendered (from the URL). */
  initialState: PrescriptionListState;
  /** The first list page, rendered on the server; null when it failed. */
  initialPage: Page<PrescriptionPartner> | null;
  /** Dealer row id → why recording for that dealer deserves a second thought (from the compliance items, on the
   *  server); empty when there is none or they could not be loaded. */
  dealerWarnings?: DealerWarnings;
  /** The member may create dealers (contract members): the dealer picker offers 신규 딜러 추가. */
  canAddDealer?: boolean;
  path?: string;
}

function PrescriptionEntryInner({
  settlementMonth,
  initialState,
  initialPage,
  dealerWarnings,
  path = '/prescriptions',
}: PrescriptionEntryProps) {
  const s = prescriptionEntry();
  const list = useUrlList({
    initialState,
    initialData: initialPage,
    load: (next: PrescriptionListState) => api.prescriptions.partners(prescriptionApiQuery(next)),
    href: (next) => `${path}${prescriptionListSearch(next)}`,
    read: readPrescriptionListState,
  });
  const { state, change, reload: refresh } = list;
  const [openId, setOpenId] = useState<number | null>(null);
  const lastOpener = useRef<HTMLElement | null>(null);

  function open(id: number) {
    lastOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenId(id);
  }
  function close() {
    setOpenId(null);
    // The focus goes back to the name that opened the detail.
    requestAnimationFrame(() => lastOpener.current?.isConnected && lastOpener.current.focus());
  }

  return (
    <div className={s.root}>
      <h2 className={s.month}>
        <time dateTime={settlementMonth}>{monthLabel(settlementMonth)}</time>
      </h2>
      <PrescriptionList
        state={state}
        page={list.data}
        loading={list.loading}
        failed={list.failed}
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
          <PrescriptionDetail
            key={openId}
            id={openId}
            onClose={close}
            onChanged={refresh}
            notify={notify}
            dealerWarnings={dealerWarnings}
          />
        </Suspense>
      ) : (
        <PrescriptionForm
          settlementMonth={settlementMonth}
          notify={notify}
          dealerWarnings={dealerWarnings}
          onCreated={() => change({ ...state, page: 1, keyword: '' })}
        />
      )}
      <ToasterOnDemand />
    </div>
  );
}

/** The EDI entry screen (실적입력): the member's records, the upload form and a record's detail. */
export function PrescriptionEntry(props: PrescriptionEntryProps) {
  return (
    <ErrorBoundary>
      <CanAddDealer value={!!props.canAddDealer}>
        <PrescriptionEntryInner {...props} />
      </CanAddDealer>
    </ErrorBoundary>
  );
}
