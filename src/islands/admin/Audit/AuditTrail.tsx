import { useState, type SubmitEvent } from 'react';
import { input, nativeSelect, staffAdmin } from 'styled-system/recipes';
import { auditExportUrl } from '../../../api/staff';
import { StaffAction, StaffTarget } from '../../../api/enums';
import { AUDIT_ROWS_PER_SCREEN } from '../../../api/schema/staff-rules';
import type { Page, StaffAuditItem } from '../../../api/types';
import { auditChangeLines, formatAuditTime } from '../../../lib/audit-changes';
import { formatNumber } from '../../../lib/format';
import { auditFilters, auditHref, auditQuery, AUDIT_PATH, emptyAudit, readAudit, type AuditState } from '../../../lib/staff-query';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useUrlList } from '../../shared/use-url-list';
import { auditCalls } from './api';
import '../../../styles/islands.css';

export interface AuditTrailProps {
  initialState: AuditState;
  initialPage: Page<StaffAuditItem> | null;
}

const s = staffAdmin();

const columns: TableColumn<StaffAuditItem>[] = [
  { key: 'at', header: '일시', render: (r) => <time dateTime={r.at}>{formatAuditTime(r.at)}</time> },
  { key: 'staff', header: '운영자', render: (r) => (r.staffName ? `${r.staffName} (${r.staffUserId})` : r.staffUserId) },
  { key: 'action', header: '작업', render: (r) => StaffAction.label(r.action) },
  { key: 'target', header: '대상', render: (r) => `${StaffTarget.label(r.targetKind)} ${r.targetId}` },
  {
    key: 'changes',
    header: '변경 내용',
    align: 'start',
    wrap: true,
    render: (r) => {
      const lines = auditChangeLines(r.changes);
      return lines.length ? (
        <ul className={s.changes}>
          {lines.map((l) => (
            <li key={l.field}>
              {l.field}: {l.before} <span className={s.arrow}>→</span> {l.after}
            </li>
          ))}
        </ul>
      ) : (
        '-'
      );
    },
  },
  { key: 'reason', header: '사유', align: 'start', wrap: true, render: (r) => r.reason ?? '-' },
];

function Filters({ state, onSearch }: { state: AuditState; onSearch: (next: AuditState) => void }) {
  const [error, setError] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = readAudit(new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)])));
    if (next.from && next.to && next.from > next.to) return setError('종료일은 시작일과 같거나 그 뒤여야 합니다.');
    setError(null);
    onSearch({ ...next, page: 1 });
  }
  const select = nativeSelect();
  return (
    <form
      className={s.filters}
      method="get"
      action={AUDIT_PATH}
      onSubmit={submit}
      role="search"
      aria-label="감사 로그 검색"
      key={auditHref(state)}
    >
      <div className={s.filterGrid}>
        <label>
          <span className={s.term}>운영자 아이디</span>
          <input name="staff" className={input()} defaultValue={state.staff} maxLength={50} />
        </label>
        <label>
          <span className={s.term}>작업</span>
          <select name="action" className={select} defaultValue={state.action}>
            <option value="">전체</option>
            {StaffAction.values.map((v) => (
              <option key={v} value={v}>
                {StaffAction.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={s.term}>대상</span>
          <select name="targetKind" className={select} defaultValue={state.targetKind}>
            <option value="">전체</option>
            {StaffTarget.values.map((v) => (
              <option key={v} value={v}>
                {StaffTarget.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className={s.term}>대상 번호·아이디</span>
          <input name="targetId" className={input()} defaultValue={state.targetId} maxLength={100} />
        </label>
        <label>
          <span className={s.term}>시작일</span>
          <input type="date" name="from" className={input()} defaultValue={state.from} min="2000-01-01" max="2099-12-31" />
        </label>
        <label>
          <span className={s.term}>종료일</span>
          <input type="date" name="to" className={input()} defaultValue={state.to} min="2000-01-01" max="2099-12-31" />
        </label>
      </div>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <div className={s.filterActions}>
        <Button variant="outline" tone="neutral" href={AUDIT_PATH} onClick={(e) => (e.preventDefault(), onSearch(emptyAudit))}>
          초기화
        </Button>
        <Button type="submit">검색</Button>
      </div>
    </form>
  );
}

function AuditTrailInner({ initialState, initialPage }: AuditTrailProps) {
  const list = useUrlList({
    initialState,
    initialData: initialPage,
    load: (state: AuditState) => auditCalls.audit(auditQuery(state, AUDIT_ROWS_PER_SCREEN)),
    href: auditHref,
    read: readAudit,
  });
  const page = list.data;
  const total = page?.totalElements ?? 0;
  return (
    <>
      <Filters state={list.state} onSearch={list.change} />
      <div className={s.resultBar}>
        <p className={s.count} role="status">
          {page ? `기록 ${formatNumber(total)}건` : ''}
        </p>
        <Button variant="outline" tone="neutral" href={auditExportUrl(auditFilters(list.state))} disabled={!page || total === 0} download>
          엑셀 다운로드
        </Button>
      </div>
      {list.failed ? (
        <Callout tone="danger" role="alert">
          <p>감사 로그를 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button size="sm" variant="outline" tone="neutral" onClick={list.reload}>
            다시 시도
          </Button>
        </Callout>
      ) : (
        <Table
          caption="감사 로그"
          columns={columns}
          rows={page?.content ?? []}
          getRowKey={(r) => r.id}
          loading={list.loading}
          skeletonRows={10}
          emptyText={
            auditHref({ ...list.state, page: 1 }) !== AUDIT_PATH
              ? '조건에 맞는 기록이 없습니다. 조건을 바꿔 보세요.'
              : '아직 기록이 없습니다.'
          }
        />
      )}
      {page && page.totalPages > 1 ? (
        <Pagination
          count={total}
          pageSize={AUDIT_ROWS_PER_SCREEN}
          page={list.state.page}
          onPageChange={(p) => list.change({ ...list.state, page: p })}
          getPageHref={(p) => auditHref({ ...list.state, page: p })}
        />
      ) : null}
    </>
  );
}

/** 감사 로그: every staff write, reveal and export newest first, filtered in the URL, 50 a page, and its .xlsx. */
export function AuditTrail(props: AuditTrailProps) {
  return (
    <ErrorBoundary>
      <AuditTrailInner {...props} />
    </ErrorBoundary>
  );
}
