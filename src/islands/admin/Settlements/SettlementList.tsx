import { useState, type SubmitEvent } from 'react';
import { cx } from 'styled-system/css';
import { input, memberAdmin, nativeSelect, settlementConsole } from 'styled-system/recipes';
import { SettlementMonthState } from '../../../api/settlement-enums';
import type { KeysetPage, StaffMemberMonth } from '../../../api/types';
import { formatMoney } from '../../../lib/format';
import { monthLabel, type Month } from '../../../lib/months';
import {
  SETTLEMENT_CONSOLE_PAGE_SIZE,
  SETTLEMENT_CONSOLE_PATH,
  readSettlementConsole,
  settlementConsoleHref,
  settlementConsoleQuery,
  type SettlementConsoleState,
} from '../../../lib/settlement-console-query';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { MonthStepper } from '../../../ui/MonthStepper/MonthStepper';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useUrlList } from '../../shared/use-url-list';
import { settlementCalls } from './api';
import { actorText, stateTone } from './labels';
import '../../../styles/islands.css';

export interface SettlementListProps {
  /** The state the server rendered (read from the URL). */
  initialState: SettlementConsoleState;
  /** Its page; null when loading it failed. */
  initialPage: KeysetPage<StaffMemberMonth> | null;
}

const s = memberAdmin();
const c = settlementConsole();
const money = (won: number) => formatMoney(won);

const columns: TableColumn<StaffMemberMonth>[] = [
  {
    key: 'member',
    header: '회원',
    render: (m) => (
      <a className={s.link} href={`${SETTLEMENT_CONSOLE_PATH}/${m.id}`}>
        {m.member.name}({m.member.userId})
      </a>
    ),
  },
  { key: 'prescription', header: '처방금액', numeric: true, render: (m) => money(m.prescriptionAmount) },
  { key: 'fee', header: '수수료', numeric: true, render: (m) => money(m.feeAmount + m.extraFeeAmount) },
  { key: 'added', header: '추가수수료', numeric: true, render: (m) => money(m.addedFeeAmount) },
  { key: 'supply', header: '공급가액', numeric: true, render: (m) => money(m.supplyAmount) },
  { key: 'tax', header: '세액', numeric: true, render: (m) => money(m.taxAmount) },
  { key: 'total', header: '합계', numeric: true, render: (m) => money(m.totalAmount) },
  {
    key: 'state',
    header: '상태',
    render: (m) => (
      <Badge tone={stateTone[m.state]} variant="subtle">
        {SettlementMonthState.label(m.state)}
        {m.prepared?.stale ? ' (금액 변경됨)' : ''}
      </Badge>
    ),
  },
  { key: 'prepared', header: '준비자', wrap: true, render: (m) => actorText(m.prepared) },
  { key: 'confirmed', header: '확정자', wrap: true, render: (m) => actorText(m.confirmed) },
];

/** The filters: a plain GET form before the island runs; after, a search without a reload. */
function Filters({ state, onSearch }: { state: SettlementConsoleState; onSearch: (next: SettlementConsoleState) => void }) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = readSettlementConsole(new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)])));
    onSearch({ ...next, after: null });
  }
  const select = cx(input({ size: 'md' }), nativeSelect());
  return (
    <form
      className={s.filters}
      method="get"
      action={SETTLEMENT_CONSOLE_PATH}
      onSubmit={submit}
      aria-label="정산 검색"
      key={settlementConsoleHref(state)}
    >
      <div className={s.filterGrid}>
        <label className={s.field}>
          <span className={s.term}>정산월</span>
          <input type="month" name="month" className={input()} defaultValue={state.month} min="2000-01" max="2099-12" required />
        </label>
        <label className={s.field}>
          <span className={s.term}>확정 상태</span>
          <select name="state" className={select} defaultValue={state.state ?? ''}>
            <option value="">전체</option>
            {SettlementMonthState.values.map((v) => (
              <option key={v} value={v}>
                {SettlementMonthState.label(v)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          <span className={s.term}>회원 검색</span>
          <input name="search" className={input()} defaultValue={state.search} maxLength={50} placeholder="회원번호, 아이디 앞부분, 이름" />
        </label>
      </div>
      <div className={s.filterActions}>
        <Button type="submit">검색</Button>
      </div>
    </form>
  );
}

function SettlementListInner({ initialState, initialPage }: SettlementListProps) {
  const list = useUrlList({
    initialState,
    initialData: initialPage,
    load: (state: SettlementConsoleState) => settlementCalls.memberMonths(settlementConsoleQuery(state)),
    href: settlementConsoleHref,
    read: (search) => readSettlementConsole(search),
  });
  // The starts of the pages before this one, for 이전 (a keyset list has no page numbers).
  const [trail, setTrail] = useState<Array<string | null>>([]);
  const page = list.data;
  const filtered = !!(list.state.state || list.state.search);
  const go = (next: SettlementConsoleState) => (setTrail([]), list.change(next));

  return (
    <>
      <MonthStepper
        month={list.state.month}
        label="정산월"
        href={(month) => settlementConsoleHref({ ...list.state, month, after: null })}
        onMonth={(month: Month) => go({ ...list.state, month, after: null })}
      />
      <Filters state={list.state} onSearch={go} />
      {list.failed ? (
        <Callout tone="danger" role="alert">
          <p>정산 목록을 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button size="sm" variant="outline" tone="neutral" onClick={list.reload}>
            다시 시도
          </Button>
        </Callout>
      ) : (
        <Table
          maxHeight="70vh"
          caption={`${monthLabel(list.state.month)} 회원별 정산`}
          columns={columns}
          rows={page?.content ?? []}
          getRowKey={(m) => m.id}
          loading={list.loading}
          skeletonRows={SETTLEMENT_CONSOLE_PAGE_SIZE}
          emptyText={
            filtered
              ? '조건에 맞는 정산이 없습니다. 상태나 검색어를 바꿔 보세요.'
              : '이 달에는 정산할 회원이 없습니다. 다른 정산월을 골라 보세요.'
          }
        />
      )}
      {page && (trail.length > 0 || list.state.after || page.next) ? (
        <nav className={c.pager} aria-label="페이지">
          <Button
            variant="outline"
            tone="neutral"
            disabled={!list.state.after}
            onClick={() => {
              const before = trail.at(-1) ?? null;
              setTrail(trail.slice(0, -1));
              list.change({ ...list.state, after: before });
            }}
          >
            이전
          </Button>
          <Button
            variant="outline"
            tone="neutral"
            disabled={!page.next}
            onClick={() => {
              setTrail([...trail, list.state.after]);
              list.change({ ...list.state, after: page.next });
            }}
          >
            다음
          </Button>
        </nav>
      ) : null}
    </>
  );
}

/** 정산관리's list: a month's member settlements, the state filter and search in the URL, each row a link to the month. */
export function SettlementList(props: SettlementListProps) {
  return (
    <ErrorBoundary>
      <SettlementListInner {...props} />
    </ErrorBoundary>
  );
}
