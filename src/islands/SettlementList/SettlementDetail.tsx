import { useEffect, useState } from 'react';
import { cx } from 'styled-system/css';
import { input, nativeSelect, settlementList } from 'styled-system/recipes';
import { SettlementPartnerOrder } from '../../api/settlement-enums';
import type { Page, Settlement, SettlementPartner } from '../../api/types';
import { formatDate, formatMoney } from '../../lib/format';
import { monthLabel } from '../../lib/months';
import { SettlementAnswerBadge, SettlementConfirmationBadge, SettlementStatusBadge } from '../../ui/Badge/SettlementStatusBadge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LinkPager } from '../../ui/Pagination/LinkPager';
import { Table, type TableColumn } from '../../ui/Table';
import { api } from './api';

export const PARTNER_PAGE_SIZE = 10;
const DEFAULT_ORDER: SettlementPartnerOrder = 'TOTAL_AMOUNT_DESC';
const s = settlementList();

export interface SettlementDetailProps {
  settlement: Settlement;
  onOpenClient: (partner: SettlementPartner) => void;
}

/** 정산내역 상세: the chosen settlement's figures and status, then its clients (sorted, paged); a client opens its products. */
export function SettlementDetail({ settlement, onOpenClient }: SettlementDetailProps) {
  const [order, setOrder] = useState(DEFAULT_ORDER);
  const [pageNo, setPageNo] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // The answer of one request (settlement, order, page, attempt); another request's answer counts as still loading.
  const key = `${settlement.id}:${order}:${pageNo}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; page: Page<SettlementPartner> | null }>({ key: '', page: null });
  useEffect(() => {
    let live = true;
    api.settlements
      .partners({ settlementId: settlement.id, settlementPartnerOrder: order, page: pageNo - 1, size: PARTNER_PAGE_SIZE })
      .then((page) => live && setAnswer({ key, page }))
      .catch(() => live && setAnswer({ key, page: null }));
    return () => {
      live = false;
    };
  }, [key, settlement.id, order, pageNo]);
  const settled = answer.key === key;
  const page = settled ? answer.page : null;
  const failed = settled && answer.page === null;

  const summary: [string, React.ReactNode][] = [
    ['제약사명', settlement.drugCompanyName],
    ['딜러명', settlement.dealerName],
    ['정산월', monthLabel(settlement.settlementMonth)],
    ['상태', settlement.status ? <SettlementStatusBadge status={settlement.status} /> : '미요청'],
    ['정산 확정', <SettlementConfirmationBadge confirmation={settlement.confirmation ?? 'UNCONFIRMED'} />],
    ['처방금액', formatMoney(settlement.prescriptionAmount)],
    ['기본수수료 금액', formatMoney(settlement.feeAmount)],
    ['기타수수료 금액', formatMoney(settlement.extraFeeAmount)],
    ['합계금액(수수료 합계)', formatMoney(settlement.feeTotal)],
  ];
  const columns: TableColumn<SettlementPartner>[] = [
    {
      key: 'client',
      header: '거래처명',
      align: 'start',
      wrap: true,
      render: (p) => (
        <button type="button" className={s.nameButton} aria-haspopup="dialog" onClick={() => onOpenClient(p)}>
          {p.institutionName}
        </button>
      ),
    },
    { key: 'fee', header: '기본수수료', numeric: true, render: (p) => formatMoney(p.feeAmount) },
    { key: 'extra', header: '기타수수료', numeric: true, render: (p) => formatMoney(p.extraFeeAmount) },
    { key: 'total', header: '정산금액', numeric: true, render: (p) => formatMoney(p.feeTotal) },
  ];
  return (
    <div className={s.detail} id="settlement-detail">
      <h3 className={s.panelTitle}>정산내역 상세</h3>
      <dl className={s.summary}>
        {summary.map(([term, value]) => (
          <div key={term} className={s.summaryItem}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <SettlementAnswerNote settlement={settlement} />
      <div className={s.sortRow}>
        <label htmlFor="settlement-partner-order">정렬기준</label>
        <select
          id="settlement-partner-order"
          className={cx(input({ size: 'sm' }), nativeSelect())}
          value={order}
          onChange={(e) => {
            setOrder(e.currentTarget.value as SettlementPartnerOrder);
            setPageNo(1);
          }}
        >
          {SettlementPartnerOrder.values.map((v) => (
            <option key={v} value={v}>
              {SettlementPartnerOrder.label(v)}
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            size="sm"
            title="정산내역 상세 목록을 불러오는 중 오류가 발생했습니다."
            action={
              <Button type="button" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
                다시 시도
              </Button>
            }
          />
        </div>
      ) : (
        <>
          <Table
            caption={`${settlement.dealerName} 거래처별 정산내역`}
            columns={columns}
            rows={page?.content ?? []}
            getRowKey={(p) => p.settlementPartnerId}
            loading={!page}
            skeletonRows={3}
            density="compact"
            emptyText="거래처별 정산내역이 없습니다."
          />
          {page ? (
            <LinkPager
              total={page.totalElements}
              page={pageNo}
              size={PARTNER_PAGE_SIZE}
              onPage={setPageNo}
              label="거래처별 정산내역 페이지"
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** Staff's answer to the request or objection, as the member reads it: 지급완료 with the day, or the reason. */
export function SettlementAnswerNote({ settlement }: { settlement: Settlement }) {
  const { answer, paidOn, answerReason, answeredAt } = settlement;
  if (!answer) return null;
  return (
    <div className={s.answer} role="note" aria-label="정산 담당자 답변">
      <p>
        <SettlementAnswerBadge answer={answer} />{' '}
        {answer === 'PAID' && paidOn
          ? `${formatDate(paidOn)}에 지급되었습니다.`
          : answer === 'OBJECTION_ACCEPTED'
            ? '이의신청이 받아들여져 실적을 다시 확인하고 있습니다.'
            : '이의신청이 받아들여지지 않았습니다.'}
      </p>
      {answerReason ? <p>사유: {answerReason}</p> : null}
      {answeredAt ? <p className={s.hint}>답변일 {formatDate(answeredAt)}</p> : null}
    </div>
  );
}
