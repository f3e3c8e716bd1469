import { useState } from 'react';
import { settlementList } from 'styled-system/recipes';
import type { Settlement } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DialogFrame } from '../../ui/Dialog';
import { api } from './api';
import { messageOf, type Notify } from './notify';

export interface RequestDialogProps {
  settlement: Settlement;
  onClose: () => void;
  /** The settlements with their new status, as the server answered. */
  onAnswered: (settlements: Settlement[]) => void;
  notify: Notify;
}

const s = settlementList();

/** 정산요청: the settlement's amounts as the server computed them, then the request (once; a repeat is refused). */
export function RequestDialog({ settlement, onClose, onAnswered, notify }: RequestDialogProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send() {
    setSending(true);
    setError(null);
    try {
      const { settlements } = await api.settlements.requestSettlement([settlement.id]);
      onAnswered(settlements);
      notify('success', '정산요청이 접수되었습니다.');
      onClose();
    } catch (e) {
      setError(messageOf(e, '정산요청 중 오류가 발생했습니다.'));
    } finally {
      setSending(false);
    }
  }
  const amounts: [string, number][] = [
    ['처방금액', settlement.prescriptionAmount],
    ['공급가액', settlement.supplyAmount],
    ['세액', settlement.taxAmount],
    ['합계금액', settlement.totalAmount],
  ];
  return (
    <DialogFrame
      open
      onOpenChange={(o) => !o && onClose()}
      title="정산요청"
      size="sm"
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            닫기
          </Button>
          <Button type="button" variant="solid" tone="brand" loading={sending} loadingText="요청 중…" onClick={() => void send()}>
            정산요청
          </Button>
        </>
      }
    >
      <p className={s.question}>
        {settlement.dealerName}({settlement.drugCompanyName}) 건을 해당 승인금액으로 정산하시겠습니까?
      </p>
      <dl className={s.amounts}>
        {amounts.map(([term, won]) => (
          <div key={term} className={s.summaryItem}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{formatMoney(won)}</dd>
          </div>
        ))}
      </dl>
      <p className={s.note}>&apos;정산요청&apos; 미 선택 시 정산이 불가합니다.</p>
      {error ? (
        <Callout tone="danger" role="alert">
          {error}
        </Callout>
      ) : null}
    </DialogFrame>
  );
}
