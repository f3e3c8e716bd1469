import { lazy, Suspense, useState } from 'react';
import { compliance } from 'styled-system/recipes';
import type { ComplianceItem, RedelegationNotice } from '../../api/types';
import { complianceSearch, readComplianceFilter, type ComplianceFilter } from '../../lib/compliance-query';
import type { Day } from '../../lib/compliance-rules';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useUrlList } from '../shared/use-url-list';
import { useNearViewport } from '../shared/use-near-viewport';
import { api } from './api';
import { AuditPackSection } from './AuditPackSection';
import { AuditTrailPlaceholder } from './AuditTrailFrame';
import { loadCompliance, type ComplianceData } from './compliance-data';
import { effectiveFilter } from './items-view';
import { ItemsSection } from './ItemsSection';
import { NoticeList } from './NoticeList';
import { notify as toastNotify, type Notify } from './notify';
import { Overview } from './Overview';
import { RecordList } from './RecordList';
import { RulesSection } from './RulesSection';
import '../../styles/islands.css';

// The dialogs (kit Dialog and DatePicker on Ark, the request schemas on valibot) load when first opened.
const RecordDialog = lazy(() => import('./RecordDialog').then((m) => ({ default: m.RecordDialog })));
const ContractDateDialog = lazy(() => import('./ContractDateDialog').then((m) => ({ default: m.ContractDateDialog })));
const NoticeSentDialog = lazy(() => import('./NoticeSentDialog').then((m) => ({ default: m.NoticeSentDialog })));
const AuditPackDialog = lazy(() => import('./AuditPackDialog').then((m) => ({ default: m.AuditPackDialog })));
// The audit trail (its pager and change view) when the member scrolls near it.
const AuditTrail = lazy(() => import('./AuditTrail').then((m) => ({ default: m.AuditTrail })));

export interface ComplianceProps {
  /** Today in Korea, `yyyy-MM-dd` (decided on the server): the D-days count from it, no later date may be chosen. */
  today: Day;
  /** The filters the server rendered (from the URL). */
  initialFilter: ComplianceFilter;
  /** What the server loaded; null when the items could not be loaded (see `listError`). */
  initialData: ComplianceData | null;
  listError?: string | null;
  /** Contract members manage dealers (/dealers); CSO members have none. */
  canManageDealers: boolean;
  path?: string;
  notify?: Notify;
}

type NoticeEdit = { notice: RedelegationNotice; what: 'contract' | 'sent' };

const s = compliance();

function ComplianceInner({
  today,
  initialFilter,
  initialData,
  listError = null,
  canManageDealers,
  path = '/compliance',
  notify = toastNotify,
}: ComplianceProps) {
  const hrefOf = (f: ComplianceFilter) => `${path}${complianceSearch(f)}`;
  // The whole list is loaded at once: a filter only changes what is shown (and the URL); `reload` loads it all again.
  const list = useUrlList<ComplianceFilter, ComplianceData>({
    initialState: initialFilter,
    initialData,
    load: () => loadCompliance(api.compliance),
    href: hrefOf,
    read: readComplianceFilter,
    plan: () => 'keep',
  });
  const [recording, setRecording] = useState<ComplianceItem | null>(null);
  const [noticeEdit, setNoticeEdit] = useState<NoticeEdit | null>(null);
  const [packOpen, setPackOpen] = useState(false);
  const [trailRef, trailNear] = useNearViewport<HTMLDivElement>();
  const data = list.data;
  const filter = data ? effectiveFilter(list.state, data.items) : list.state;

  const noticeUpdated = (notice: RedelegationNotice) =>
    list.setData((d) => (d?.notices ? { ...d, notices: d.notices.map((n) => (n.id === notice.id ? notice : n)) } : d));
  const filterTo = (next: ComplianceFilter) => {
    list.change(next);
    document.getElementById('compliance-items-title')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className={s.root}>
      {data ? (
        <Overview
          items={data.items}
          reminders={data.reminders}
          hrefOf={(status) => hrefOf({ status, subject: null })}
          onStatus={(status) => filterTo({ status, subject: null })}
        />
      ) : null}
      <Callout tone="neutral" icon={null} className={s.note}>
        제품설명회·견본품·시판 후 조사처럼 의료인에게 제공한 경제적 이익은 한도 확인과 연간 지출보고서를 위해 기록해 두세요.{' '}
        <Button variant="link" size="sm" href="/compliance/expenditures">
          지출보고서 장부
        </Button>
      </Callout>
      {!data && list.failed ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            title="컴플라이언스 항목을 불러오는 중 오류가 발생했습니다."
            description={listError ?? '잠시 후 다시 시도해 주세요.'}
            action={
              <Button variant="outline" tone="neutral" onClick={list.reload} loading={list.loading} loadingText="불러오는 중…">
                다시 시도
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {data && list.failed ? (
            <Callout tone="danger" role="alert" className={s.reloadError}>
              최신 내용을 불러오지 못했습니다. 마지막으로 불러온 내용을 보여 드립니다.{' '}
              <Button variant="link" size="sm" onClick={list.reload}>
                다시 시도
              </Button>
            </Callout>
          ) : null}
          <ItemsSection
            items={data?.items ?? null}
            records={data?.records ?? null}
            filter={filter}
            today={today}
            loading={list.loading}
            canManageDealers={canManageDealers}
            hrefOf={hrefOf}
            onFilter={list.change}
            onRecord={setRecording}
          />
          {data ? (
            <>
              <RecordList records={data.records} onChanged={list.reload} onRetry={list.reload} notify={notify} />
              <NoticeList
                notices={data.notices}
                today={today}
                onEditContract={(notice) => setNoticeEdit({ notice, what: 'contract' })}
                onMarkSent={(notice) => setNoticeEdit({ notice, what: 'sent' })}
                onUpdated={noticeUpdated}
                onRetry={list.reload}
                notify={notify}
              />
            </>
          ) : null}
        </>
      )}
      <AuditPackSection onOpen={() => setPackOpen(true)} />
      <div ref={trailRef}>
        {trailNear ? (
          <Suspense fallback={<AuditTrailPlaceholder />}>
            <AuditTrail refreshKey={data} />
          </Suspense>
        ) : (
          <AuditTrailPlaceholder />
        )}
      </div>
      <RulesSection />
      <Suspense fallback={null}>
        {recording ? (
          <RecordDialog item={recording} today={today} onClose={() => setRecording(null)} onSaved={list.reload} notify={notify} />
        ) : null}
        {noticeEdit?.what === 'contract' ? (
          <ContractDateDialog
            notice={noticeEdit.notice}
            today={today}
            onClose={() => setNoticeEdit(null)}
            onUpdated={noticeUpdated}
            notify={notify}
          />
        ) : null}
        {noticeEdit?.what === 'sent' ? (
          <NoticeSentDialog
            notice={noticeEdit.notice}
            today={today}
            onClose={() => setNoticeEdit(null)}
            onUpdated={noticeUpdated}
            notify={notify}
          />
        ) : null}
        {packOpen ? <AuditPackDialog today={today} onClose={() => setPackOpen(false)} /> : null}
      </Suspense>
      <ToasterOnDemand />
    </div>
  );
}

/**
 * 컴플라이언스: what the CSO rules ask of the member and each dealer, the recorded documents, the re-delegation notices,
 * the audit pack (everything of a period in one .zip) and the audit trail.
 */
export function Compliance(props: ComplianceProps) {
  return (
    <ErrorBoundary>
      <ComplianceInner {...props} />
    </ErrorBoundary>
  );
}
