import { useEffect, useState } from 'react';
import { cx } from 'styled-system/css';
import { input, nativeSelect, settlementList } from 'styled-system/recipes';
import { SettlementPartnerProductOrder } from '../../api/settlement-enums';
import type { Settlement, SettlementPartner, SettlementPartnerProduct } from '../../api/types';
import { formatMoney, formatNumber } from '../../lib/format';
import { monthOf } from '../../lib/months';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Table, type TableColumn } from '../../ui/Table';
import { api } from './api';
import { DEFAULT_PRODUCT_ORDER, formatPercent, sortProducts } from './product-order';

export interface ProductDialogProps {
  settlement: Settlement;
  partner: SettlementPartner;
  onClose: () => void;
}

const s = settlementList();
const columns: TableColumn<SettlementPartnerProduct>[] = [
  { key: 'name', header: '제품명', align: 'start', wrap: true, render: (l) => l.productName },
  { key: 'qty', header: '수량', numeric: true, render: (l) => formatNumber(l.quantity) },
  { key: 'price', header: '약가', numeric: true, render: (l) => formatMoney(l.unitPrice) },
  { key: 'amount', header: '처방금액', numeric: true, render: (l) => formatMoney(l.prescriptionAmount) },
  { key: 'feeRate', header: '기본수수료율', numeric: true, render: (l) => formatPercent(l.feeRate) },
  { key: 'fee', header: '수수료금액', numeric: true, render: (l) => formatMoney(l.feeAmount) },
  { key: 'extraRate', header: '기타수수료율', numeric: true, render: (l) => formatPercent(l.extraFeeRate) },
  { key: 'extra', header: '기타수수료금액', numeric: true, render: (l) => formatMoney(l.extraFeeAmount) },
  { key: 'note', header: '비고', wrap: true, render: (l) => l.note || '-' },
];

/** 정산승인내역 상세(거래처별 제품): a client's product lines of the settlement, sorted as the chosen label says. */
export function ProductDialog({ settlement, partner, onClose }: ProductDialogProps) {
  const [order, setOrder] = useState(DEFAULT_PRODUCT_ORDER);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; lines: SettlementPartnerProduct[] | null }>({ attempt: -1, lines: null });
  useEffect(() => {
    let live = true;
    api.settlements
      .partnerProducts(partner.settlementPartnerId)
      .then((lines) => live && setAnswer({ attempt, lines }))
      .catch(() => live && setAnswer({ attempt, lines: null }));
    return () => {
      live = false;
    };
  }, [partner.settlementPartnerId, attempt]);
  const settled = answer.attempt === attempt;
  const header: [string, string][] = [
    ['제약사명', settlement.drugCompanyName],
    ['딜러명', settlement.dealerName],
    ['거래처명', partner.institutionName],
    ['처방처코드', partner.institutionCode],
    ['사업자등록번호', partner.businessNumber],
    ['정산월', monthOf(settlement.settlementMonth)],
    ['처방금액', formatMoney(partner.prescriptionAmount)],
    ['정산(합계)금액', formatMoney(partner.feeTotal)],
  ];
  return (
    <DialogFrame open onOpenChange={(o) => !o && onClose()} title="정산승인내역 상세(거래처별 제품)" size="lg">
      <div className={s.stack}>
        <dl className={s.summary}>
          {header.map(([term, value]) => (
            <div key={term} className={s.summaryItem}>
              <dt className={s.term}>{term}</dt>
              <dd className={s.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={s.sortRow}>
          <label htmlFor="settlement-product-order">정렬기준</label>
          <select
            id="settlement-product-order"
            className={cx(input({ size: 'sm' }), nativeSelect())}
            value={order}
            onChange={(e) => setOrder(e.currentTarget.value as SettlementPartnerProductOrder)}
          >
            {SettlementPartnerProductOrder.values.map((v) => (
              <option key={v} value={v}>
                {SettlementPartnerProductOrder.label(v)}
              </option>
            ))}
          </select>
        </div>
        {settled && answer.lines === null ? (
          <div role="alert">
            <EmptyState
              tone="danger"
              size="sm"
              title="제품별 정산내역을 불러오는 중 오류가 발생했습니다."
              action={
                <Button type="button" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
                  다시 시도
                </Button>
              }
            />
          </div>
        ) : (
          <Table
            caption={`${partner.institutionName} 제품별 정산내역`}
            columns={columns}
            rows={settled && answer.lines ? sortProducts(answer.lines, order) : []}
            getRowKey={(l) => l.id}
            loading={!settled}
            skeletonRows={3}
            density="compact"
            emptyText="제품별 정산내역이 없습니다."
          />
        )}
      </div>
    </DialogFrame>
  );
}
