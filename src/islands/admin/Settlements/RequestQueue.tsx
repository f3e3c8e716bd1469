import { useState } from 'react';
import { input, memberAdmin, settlementConsole } from 'styled-system/recipes';
import { SettlementMonthState, SettlementStatus } from '../../../api/settlement-enums';
import type { SettlementRequestItem, SettlementRequestPage } from '../../../api/types';
import { seoulDay } from '../../../lib/compliance-rules';
import { ageLabel, ageTone } from '../../../lib/edi-queue-query';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { monthLabel } from '../../../lib/months';
import { SETTLEMENT_CONSOLE_PATH } from '../../../lib/settlement-console-query';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { ErrorBoundary } from '../../shared/error-boundary/ErrorBoundary';
import { useHydrated } from '../../shared/use-hydrated';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ReasonDialog } from '../shared/ReasonDialog';
import { settlementCalls } from './api';
import { problemText, stateTone } from './labels';
import '../../../styles/islands.css';

export interface RequestQueueProps {
  /** Which queue: the members' 정산요청 (answered 지급완료) or 이의신청 (수용 / 거절). */
  status: SettlementStatus;
  /** Its first page, oldest first; null when loading it failed. */
  initialPage: SettlementRequestPage | null;
}

type Answer = { item: SettlementRequestItem; verb: 'paid' | 'accept' | 'refuse' } | null;

const s = memberAdmin();
const c = settlementConsole();
const memberOf = (i: SettlementRequestItem) => `${i.member.name}(${i.member.userId})`;
const whatOf = (i: SettlementRequestItem) => `${monthLabel(i.settlementMonth)} ${i.drugCompanyName} ${i.dealerName}`;
/** The member's month in 정산관리: the month's list narrowed to the member. */
const monthHref = (i: SettlementRequestItem) =>
  `${SETTLEMENT_CONSOLE_PATH}?${new URLSearchParams({ month: i.settlementMonth.slice(0, 7), search: i.member.userId })}`;

function columns(status: SettlementStatus, answer: (a: Answer) => void, ready: boolean): TableColumn<SettlementRequestItem>[] {
  return [
    {
      key: 'member',
      header: '회원',
      wrap: true,
      render: (i) => (
        <a className={s.link} href={monthHref(i)}>
          {memberOf(i)}
        </a>
      ),
    },
    { key: 'month', header: '정산월', render: (i) => monthLabel(i.settlementMonth) },
    { key: 'company', header: '제약사', wrap: true, render: (i) => i.drugCompanyName },
    { key: 'dealer', header: '딜러', wrap: true, render: (i) => i.dealerName },
    { key: 'prescription', header: '처방금액', numeric: true, render: (i) => formatMoney(i.prescriptionAmount) },
    { key: 'fee', header: '수수료', numeric: true, render: (i) => formatMoney(i.feeTotal) },
    { key: 'total', header: '합계', numeric: true, render: (i) => formatMoney(i.totalAmount) },
    {
      key: 'requested',
      header: SettlementStatus.label(status),
      render: (i) => (
        <>
          {formatDateTime(i.requestedAt)}{' '}
          <Badge tone={ageTone(i.ageMinutes)} variant="subtle">
            {ageLabel(i.ageMinutes)} 대기
          </Badge>
        </>
      ),
    },
    {
      key: 'state',
      header: '정산 확정',
      render: (i) => (
        <Badge tone={stateTone[i.monthState]} variant="subtle">
          {SettlementMonthState.label(i.monthState)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '처리',
      render: (i) => (
        <span className={c.rowActions}>
          {status === 'REQUEST' ? (
            <Button
              size="sm"
              disabled={!ready}
              onClick={() => answer({ item: i, verb: 'paid' })}
              aria-label={`${memberOf(i)} ${whatOf(i)} 지급완료`}
            >
              지급완료
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                disabled={!ready}
                onClick={() => answer({ item: i, verb: 'accept' })}
                aria-label={`${memberOf(i)} ${whatOf(i)} 이의 수용`}
              >
                수용
              </Button>
              <Button
                size="sm"
                variant="outline"
                tone="danger"
                disabled={!ready}
                onClick={() => answer({ item: i, verb: 'refuse' })}
                aria-label={`${memberOf(i)} ${whatOf(i)} 이의 거절`}
              >
                거절
              </Button>
            </>
          )}
        </span>
      ),
    },
  ];
}

function RequestQueueInner({ status, initialPage }: RequestQueueProps) {
  const ready = useHydrated();
  const [rows, setRows] = useState(initialPage?.content ?? []);
  const [next, setNext] = useState(initialPage?.next ?? null);
  const [failed, setFailed] = useState(initialPage === null);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const [paidOn, setPaidOn] = useState(() => seoulDay());
  const [notice, setNotice] = useState<string | null>(null);
  const label = SettlementStatus.label(status);

  async function load(after: string | null) {
    setLoading(true);
    try {
      const page = await settlementCalls.requestQueue({ status, ...(after ? { after: Number(after) } : {}) });
      setRows((before) => (after ? [...before, ...page.content] : page.content));
      setNext(page.next);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  /** The answered row leaves the queue; the line above the table says what was done. */
  function done(item: SettlementRequestItem, text: string) {
    setRows((before) => before.filter((r) => r.id !== item.id));
    setNotice(text);
    setAnswer(null);
  }

  const open = answer?.item;
  return (
    <>
      {notice ? (
        <Callout tone="success" role="status">
          <p>{notice}</p>
        </Callout>
      ) : null}
      {failed && rows.length === 0 ? (
        <Callout tone="danger" role="alert">
          <p>{label} 목록을 불러오는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>
          <Button size="sm" variant="outline" tone="neutral" onClick={() => void load(null)} loading={loading}>
            다시 시도
          </Button>
        </Callout>
      ) : (
        <Table
          maxHeight="70vh"
          caption={`답변을 기다리는 ${label} (오래된 순)`}
          columns={columns(status, setAnswer, ready)}
          rows={rows}
          getRowKey={(i) => i.id}
          emptyText={`답변을 기다리는 ${label}이 없습니다.`}
        />
      )}
      {next ? (
        <nav className={c.pager} aria-label="페이지">
          <Button
            variant="outline"
            tone="neutral"
            disabled={!ready}
            onClick={() => void load(next)}
            loading={loading}
            loadingText="불러오는 중…"
          >
            더 보기
          </Button>
        </nav>
      ) : null}

      <ConfirmDialog
        open={answer?.verb === 'paid'}
        onClose={() => setAnswer(null)}
        title="지급완료"
        message={
          open
            ? `${memberOf(open)} 회원의 ${whatOf(open)} 정산 ${formatMoney(open.totalAmount)}을 지급완료로 답합니다. 회원에게 알림이 갑니다.`
            : ''
        }
        confirmLabel="지급완료"
        onConfirm={async () => {
          if (!open) return;
          if (!paidOn) return '지급일을 입력해 주세요.';
          try {
            await settlementCalls.markPaid(open.id, { paidOn });
          } catch (e) {
            return problemText(e);
          }
          done(open, `${memberOf(open)} 회원의 ${whatOf(open)} 정산을 ${formatDate(paidOn)} 지급완료로 답했습니다.`);
        }}
      >
        <label className={s.field}>
          <span className={s.term}>지급일</span>
          <input
            type="date"
            name="paidOn"
            className={input()}
            value={paidOn}
            max={seoulDay()}
            required
            onChange={(e) => setPaidOn(e.currentTarget.value)}
          />
        </label>
      </ConfirmDialog>
      {answer?.verb === 'accept' || answer?.verb === 'refuse' ? (
        <ReasonDialog
          key={`${answer.verb}-${answer.item.id}`}
          open
          onClose={() => setAnswer(null)}
          title={answer.verb === 'accept' ? '이의신청 수용' : '이의신청 거절'}
          message={
            answer.verb === 'accept'
              ? `${memberOf(answer.item)} 회원의 ${whatOf(answer.item)} 이의신청을 수용합니다. 이 정산의 실적이 다시 열려 처방관리에서 고치게 되고, 확정된 달이면 확정이 풀립니다.`
              : `${memberOf(answer.item)} 회원의 ${whatOf(answer.item)} 이의신청을 거절합니다. 정산은 바뀌지 않습니다.`
          }
          confirmLabel={answer.verb === 'accept' ? '수용' : '거절'}
          tone={answer.verb === 'accept' ? 'brand' : 'danger'}
          reasonLabel={answer.verb === 'accept' ? '수용 사유' : '거절 사유'}
          onConfirm={async (reason) => {
            const item = answer.item;
            if (answer.verb === 'accept') {
              const { reopenedRecords } = await settlementCalls.acceptObjection(item.id, { reason });
              done(item, `이의신청을 수용했습니다. 실적 ${reopenedRecords}건이 다시 열렸습니다.`);
            } else {
              await settlementCalls.refuseObjection(item.id, { reason });
              done(item, '이의신청을 거절했습니다. 회원에게 사유를 알렸습니다.');
            }
          }}
        />
      ) : null}
    </>
  );
}

/** 정산요청 / 이의신청: the members' open questions on their settlements, oldest first, each answered in a dialog. */
export function RequestQueue(props: RequestQueueProps) {
  return (
    <ErrorBoundary>
      <RequestQueueInner {...props} />
    </ErrorBoundary>
  );
}
