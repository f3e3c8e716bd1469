import { lazy, Suspense, useState, type SubmitEvent } from 'react';
import { cx } from 'styled-system/css';
import { input, memberAdmin, nativeSelect } from 'styled-system/recipes';
import { AccountStatus, ContractStatus, MemberType, contractBadgeLabel } from '../../../api/enums';
import type { MemberResponse, Page } from '../../../api/types';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import {
  MemberSearchField,
  emptyMemberList,
  memberListHref,
  memberPageQuery,
  memberSearchFields,
  readMemberList,
  withFilters,
  type MemberListState,
} from '../../../lib/member-list-query';
import { MEMBERS_PER_SCREEN } from '../../../api/schema/member-admin-limits';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useUrlList } from '../../shared/use-url-list';
import { useHydrated } from '../../shared/use-hydrated';
import { memberCalls } from './api';
import '../../../styles/islands.css';

// 엑셀 다운로드's dialog (its choice of personal fields is the kit's Ark RadioGroup) loads when first opened.
const ExportDialog = lazy(() => import('./ExportDialog').then((m) => ({ default: m.ExportDialog })));

export interface MemberListProps {
  /** The state the server rendered (read from the URL). */
  initialState: MemberListState;
  /** Its first page; null when loading it failed. */
  initialPage: Page<MemberResponse> | null;
}

const s = memberAdmin();
const PATH = '/admin/members';

const statusTone = { ACTIVATED: 'success', BLOCKED: 'danger', DELETED: 'neutral' } as const;

const columns: TableColumn<MemberResponse>[] = [
  { key: 'id', header: '회원번호', numeric: true, render: (m) => m.id },
  {
    key: 'userId',
    header: '아이디',
    render: (m) => (
      <a className={s.link} href={`${PATH}/${encodeURIComponent(m.userId)}`}>
        {m.userId}
      </a>
    ),
  },
  { key: 'name', header: '이름', render: (m) => m.name },
  { key: 'type', header: '유형', render: (m) => MemberType.label(m.partnerContractStatus) },
  { key: 'contract', header: '계약', render: (m) => contractBadgeLabel(m.partnerContractStatus, m.contractStatus) },
  {
    key: 'status',
    header: '계정상태',
    render: (m) => (
      <Badge tone={statusTone[m.accountStatus]} variant="subtle">
        {m.accountStatus === 'BLOCKED' ? '정지' : AccountStatus.label(m.accountStatus)}
      </Badge>
    ),
  },
  { key: 'joined', header: '가입일', render: (m) => formatDate(m.registrationDate) },
  { key: 'last', header: '최종접속', render: (m) => (m.lastLoginDate ? formatDateTime(m.lastLoginDate) : '-') },
];

/** The filter card: a plain GET form to this page before the island runs; after, a search without a reload. */
function Filters({ state, onSearch }: { state: MemberListState; onSearch: (next: MemberListState) => void }) {
  const [error, setError] = useState<string | null>(null);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = readMemberList(new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)])));
    if (next.keyword && next.searchType === 'memberId' && !/^\d+$/.test(next.keyword))
      return setError('회원번호는 숫자만 입력할 수 있습니다.');
    if (next.keyword && next.searchType === 'phoneLast4' && !/^\d{4}$/.test(next.keyword))
      return setError('연락처 뒷자리는 숫자 4자리로 입력해 주세요.');
    if (next.startAt && next.endAt && next.startAt > next.endAt) return setError('가입 종료일은 시작일과 같거나 그 뒤여야 합니다.');
    setError(null);
    onSearch(withFilters(next, {}));
  }
  const select = cx(input({ size: 'md' }), nativeSelect());
  return (
    <form className={s.filters} method="get" action={PATH} onSubmit={submit} aria-label="회원 검색" key={memberListHref(state)}>
      <div className={s.filterGrid}>
        <label className={s.field}>
          <span className={s.term}>검색 항목</span>
          <select name="searchType" className={select} defaultValue={state.searchType}>
            {memberSearchFields.map((f) => (
              <option key={f} value={f}>
                {MemberSearchField[f]}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span className={s.term}>검색어</span>
          <input name="keyword" className={input()} defaultValue={state.keyword} maxLength={50} placeholder="앞부분부터 일치" />
        </label>
        <label className={s.field}>
          <span className={s.term}>회원 유형</span>
          <select name="memberType" className={select} defaultValue={state.memberType ?? ''}>
            <option value="">전체</option>
            {MemberType.values.map((v) => (
              <option key={v} value={v}>
                {MemberType.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span className={s.term}>계약</span>
          <select name="contractStatus" className={select} defaultValue={state.contractStatus ?? ''}>
            <option value="">전체</option>
            {ContractStatus.values.map((v) => (
              <option key={v} value={v}>
                {ContractStatus.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span className={s.term}>계정상태</span>
          <select name="accountStatus" className={select} defaultValue={state.accountStatus ?? ''}>
            <option value="">전체</option>
            {AccountStatus.values.map((v) => (
              <option key={v} value={v}>
                {v === 'BLOCKED' ? '정지' : AccountStatus.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span className={s.term}>가입일 시작</span>
          <input type="date" name="startAt" className={input()} defaultValue={state.startAt ?? ''} min="2000-01-01" max="2099-12-31" />
        </label>
        <label className={s.field}>
          <span className={s.term}>가입일 종료</span>
          <input type="date" name="endAt" className={input()} defaultValue={state.endAt ?? ''} min="2000-01-01" max="2099-12-31" />
        </label>
      </div>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <div className={s.filterActions}>
        <Button variant="outline" tone="neutral" href={PATH} onClick={(e) => (e.preventDefault(), onSearch(emptyMemberList))}>
          초기화
        </Button>
        <Button type="submit">검색</Button>
      </div>
    </form>
  );
}

function MemberListInner({ initialState, initialPage }: MemberListProps) {
  const list = useUrlList({
    initialState,
    initialData: initialPage,
    load: (state: MemberListState) => memberCalls.search(memberPageQuery(state)),
    href: (state) => memberListHref(state),
    read: readMemberList,
  });
  const ready = useHydrated();
  const [exporting, setExporting] = useState(false);
  // Mounted from the first 엑셀 다운로드 on, so that it closes with its animation.
  const [exportOpened, setExportOpened] = useState(false);
  if (exporting && !exportOpened) setExportOpened(true);
  const page = list.data;
  const total = page?.totalElements ?? 0;
  const filtered = memberListHref(list.state) !== PATH;

  return (
    <>
      <Filters state={list.state} onSearch={list.change} />
      <div className={s.resultBar}>
        <p className={s.count} role="status">
          {page ? `검색결과 ${formatNumber(total)}명` : ''}
        </p>
        <Button variant="outline" tone="neutral" onClick={() => setExporting(true)} disabled={!ready || !page || total === 0}>
          엑셀 다운로드
        </Button>
      </div>
      {list.failed ? (
        <Callout tone="danger" role="alert">
          <p>회원 목록을 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button size="sm" variant="outline" tone="neutral" onClick={list.reload}>
            다시 시도
          </Button>
        </Callout>
      ) : (
        <Table
          caption="회원 목록"
          columns={columns}
          rows={page?.content ?? []}
          getRowKey={(m) => m.id}
          loading={list.loading}
          skeletonRows={MEMBERS_PER_SCREEN}
          emptyText={filtered ? '조건에 맞는 회원이 없습니다. 검색어나 필터를 바꿔 보세요.' : '아직 가입한 회원이 없습니다.'}
        />
      )}
      {page && page.totalPages > 1 ? (
        <Pagination
          count={total}
          pageSize={MEMBERS_PER_SCREEN}
          page={list.state.page}
          onPageChange={(p) => list.change({ ...list.state, page: p })}
          getPageHref={(p) => memberListHref({ ...list.state, page: p })}
        />
      ) : null}
      {exportOpened ? (
        <Suspense fallback={null}>
          <ExportDialog open={exporting} onClose={() => setExporting(false)} state={list.state} total={total} />
        </Suspense>
      ) : null}
    </>
  );
}

/** 회원관리's list: filters in the URL, 20 members a page, each row a link to the member's page, the Excel export. */
export function MemberList(props: MemberListProps) {
  return (
    <ErrorBoundary>
      <MemberListInner {...props} />
    </ErrorBoundary>
  );
}
