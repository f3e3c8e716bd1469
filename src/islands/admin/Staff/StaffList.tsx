import { type SubmitEvent } from 'react';
import { input, staffAdmin } from 'styled-system/recipes';
import { STAFF_ROWS_PER_SCREEN } from '../../../api/schema/staff-rules';
import type { Page, StaffRow } from '../../../api/types';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { readStaffList, staffListHref, staffListQuery, STAFF_LIST_PATH, type StaffListState } from '../../../lib/staff-query';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useUrlList } from '../../shared/use-url-list';
import { staffCalls } from './api';
import { permissionsText, roleText, SecondFactorBadge, StatusBadge } from './labels';
import '../../../styles/islands.css';

export interface StaffListProps {
  initialState: StaffListState;
  /** The first page the server loaded; null when that failed. */
  initialPage: Page<StaffRow> | null;
}

const s = staffAdmin();

const columns: TableColumn<StaffRow>[] = [
  {
    key: 'userId',
    header: '아이디',
    render: (r) => (
      <a className={s.link} href={`${STAFF_LIST_PATH}/${encodeURIComponent(r.userId)}`}>
        {r.userId}
      </a>
    ),
  },
  { key: 'name', header: '이름', render: (r) => r.name },
  { key: 'role', header: '역할', render: (r) => roleText(r) },
  { key: 'permissions', header: '권한', align: 'start', wrap: true, render: (r) => permissionsText(r) },
  { key: 'status', header: '상태', render: (r) => <StatusBadge row={r} /> },
  { key: 'factor', header: '2단계 인증', render: (r) => <SecondFactorBadge row={r} /> },
  { key: 'last', header: '최근 로그인', render: (r) => (r.lastLoginAt ? formatDateTime(r.lastLoginAt) : '-') },
];

function StaffListInner({ initialState, initialPage }: StaffListProps) {
  const list = useUrlList({
    initialState,
    initialData: initialPage,
    load: (state: StaffListState) => staffCalls.list(staffListQuery(state, STAFF_ROWS_PER_SCREEN)),
    href: staffListHref,
    read: readStaffList,
  });
  const page = list.data;
  const total = page?.totalElements ?? 0;
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    list.change({ q, page: 1 });
  }
  return (
    <>
      <form
        className={s.filters}
        method="get"
        action={STAFF_LIST_PATH}
        onSubmit={submit}
        role="search"
        aria-label="운영자 검색"
        key={list.state.q}
      >
        <div className={s.filterGrid}>
          <label>
            <span className={s.term}>아이디 또는 이름</span>
            <input name="q" className={input()} defaultValue={list.state.q} maxLength={50} />
          </label>
        </div>
        <div className={s.filterActions}>
          <Button
            variant="outline"
            tone="neutral"
            href={STAFF_LIST_PATH}
            onClick={(e) => (e.preventDefault(), list.change({ q: '', page: 1 }))}
          >
            초기화
          </Button>
          <Button type="submit">검색</Button>
        </div>
      </form>
      <div className={s.resultBar}>
        <p className={s.count} role="status">
          {page ? `운영자 ${formatNumber(total)}명` : ''}
        </p>
        <Button href={`${STAFF_LIST_PATH}/new`}>운영자 등록</Button>
      </div>
      {list.failed ? (
        <Callout tone="danger" role="alert">
          <p>운영자 목록을 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button size="sm" variant="outline" tone="neutral" onClick={list.reload}>
            다시 시도
          </Button>
        </Callout>
      ) : (
        <Table
          caption="운영자 목록"
          columns={columns}
          rows={page?.content ?? []}
          getRowKey={(r) => r.userId}
          loading={list.loading}
          skeletonRows={5}
          emptyText={list.state.q ? `‘${list.state.q}’에 맞는 운영자가 없습니다.` : '아직 등록된 운영자가 없습니다.'}
        />
      )}
      {page && page.totalPages > 1 ? (
        <Pagination
          count={total}
          pageSize={STAFF_ROWS_PER_SCREEN}
          page={list.state.page}
          onPageChange={(p) => list.change({ ...list.state, page: p })}
          getPageHref={(p) => staffListHref({ ...list.state, page: p })}
        />
      ) : null}
    </>
  );
}

/** 운영자 관리: the staff accounts, 20 a page, searched by login id or name, each a link to its page. */
export function StaffList(props: StaffListProps) {
  return (
    <ErrorBoundary>
      <StaffListInner {...props} />
    </ErrorBoundary>
  );
}
