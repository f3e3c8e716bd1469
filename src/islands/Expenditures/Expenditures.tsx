import { lazy, Suspense, useState } from 'react';
import { compliance } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { Expenditure } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';
import { confirm, info } from '../../stores/dialog';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useUrlList } from '../shared/use-url-list';
import { api } from './api';
import { expenditureSearch, readExpenditureState, type ExpenditureState } from './expenditure-query';
import { EntriesSection } from './EntriesSection';
import { entryName, loadLedger, summarize, type Ledger } from './ledger';
import { LimitsSection } from './LimitsSection';
import { messageOf, notify as toastNotify, type Notify } from './notify';
import { ReportBar } from './ReportBar';
import { SummaryFigures } from './SummaryFigures';
import '../../styles/islands.css';

// The entry dialog (kit Dialog and DatePicker on Ark, the request schema on valibot) loads when first opened.
const ExpenditureDialog = lazy(() => import('./ExpenditureDialog').then((m) => ({ default: m.ExpenditureDialog })));

export interface ExpendituresProps {
  /** Today in Korea, `yyyy-MM-dd` (decided on the server): the D-day counts from it, no later day may be entered. */
  today: Day;
  /** The year and page the server rendered (from the URL). */
  initialState: ExpenditureState;
  /** The year the server loaded; null when it could not be loaded (see `listError`). */
  initialData: Ledger | null;
  listError?: string | null;
  path?: string;
  notify?: Notify;
}

/** The dialog: a new entry, or one correcting an earlier entry. */
type Editing = { correcting: Expenditure | null };

const c = compliance();

function ExpendituresInner({
  today,
  initialState,
  initialData,
  listError = null,
  path = '/compliance/expenditures',
  notify = toastNotify,
}: ExpendituresProps) {
  const thisYear = Number(today.slice(0, 4));
  // The year is loaded whole: a page of the same year only changes what is shown (and the URL).
  const list = useUrlList<ExpenditureState, Ledger>({
    initialState,
    initialData,
    load: (state) => loadLedger(api.records, state.year),
    href: (state) => `${path}${expenditureSearch(state)}`,
    read: (search) => readExpenditureState(search, thisYear),
    plan: (from, to, loaded) => (loaded?.year === to.year ? 'settle' : from.year === to.year ? 'keep' : 'load'),
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const { state } = list;
  // Another year's entries are never shown under this year's title: skeleton rows until it arrives.
  const ledger = list.data?.year === state.year ? list.data : null;

  async function remove(e: Expenditure) {
    const what = `${entryName(e)} 지출 기록`;
    if (
      !(await confirm(`${what}을 삭제하시겠습니까?\n첨부한 영수증·증빙도 함께 삭제되며 되돌릴 수 없습니다.`, { title: '지출 기록 삭제' }))
    )
      return;
    setRemoving(e.id);
    try {
      await api.records.removeExpenditure(e.id);
      notify('success', `${what}을 삭제했습니다.`);
      list.reload();
    } catch (error) {
      await info(messageOf(error, '지출 기록을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
      // Gone or no longer deletable (the day has turned, or it was corrected elsewhere): show what the server has now.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) list.reload();
    } finally {
      setRemoving(null);
    }
  }

  /** After an entry is stored: its year is shown (reloaded, or opened when it is another year). */
  const saved = (date: Day) => {
    const year = Number(date.slice(0, 4));
    if (year === state.year) list.reload();
    else list.change({ year, page: 1 });
  };

  return (
    <div className={c.root}>
      <ReportBar
        year={state.year}
        today={today}
        onYear={(year) => list.change({ year, page: 1 })}
        onAdd={() => setEditing({ correcting: null })}
      />
      {!ledger && list.failed ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            title="지출 기록을 불러오는 중 오류가 발생했습니다."
            description={(list.data ? null : listError) ?? '잠시 후 다시 시도해 주세요.'}
            action={
              <Button variant="outline" tone="neutral" onClick={list.reload} loading={list.loading} loadingText="불러오는 중…">
                다시 시도
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {ledger && list.failed ? (
            <Callout tone="danger" role="alert">
              최신 내용을 불러오지 못했습니다. 마지막으로 불러온 내용을 보여 드립니다.{' '}
              <Button variant="link" size="sm" onClick={list.reload}>
                다시 시도
              </Button>
            </Callout>
          ) : null}
          {ledger ? <SummaryFigures year={state.year} summary={summarize(ledger.entries)} /> : null}
          <EntriesSection
            year={state.year}
            entries={ledger?.entries ?? null}
            page={state.page}
            loading={list.loading}
            removing={removing}
            hrefOf={(page) => `${path}${expenditureSearch({ ...state, page })}`}
            onPage={(page) => {
              list.change({ ...state, page });
              document.getElementById('expenditure-list-title')?.scrollIntoView({ block: 'nearest' });
            }}
            onAdd={() => setEditing({ correcting: null })}
            onRemove={(e) => void remove(e)}
            onCorrect={(e) => setEditing({ correcting: e })}
          />
        </>
      )}
      <LimitsSection />
      <Suspense fallback={null}>
        {editing ? (
          <ExpenditureDialog
            today={today}
            correcting={editing.correcting}
            entries={ledger?.entries ?? []}
            onClose={() => setEditing(null)}
            onSaved={saved}
            notify={notify}
          />
        ) : null}
      </Suspense>
      <ToasterOnDemand />
    </div>
  );
}

/** 지출보고서 장부: the year's report and due date, the entries with the limits they break, and entering or correcting one. */
export function Expenditures(props: ExpendituresProps) {
  return (
    <ErrorBoundary>
      <ExpendituresInner {...props} />
    </ErrorBoundary>
  );
}
