import { lazy, Suspense, useState } from 'react';
import { settlementList } from 'styled-system/recipes';
import type { Settlement, SettlementPartner } from '../../api/types';
import { monthLabel } from '../../lib/months';
import { confirm, info } from '../../stores/dialog';
import { Button } from '../../ui/Button';
import { useHydrated } from '../shared/use-hydrated';
import { api } from './api';
import { messageOf, type Notify } from './notify';
import { SettlementDetail } from './SettlementDetail';

// The dialogs (kit Dialog, Ark) load when first opened.
const RequestDialog = lazy(() => import('./RequestDialog').then((m) => ({ default: m.RequestDialog })));
const ProductDialog = lazy(() => import('./ProductDialog').then((m) => ({ default: m.ProductDialog })));

export interface SettlementPanelProps {
  /** The settlement chosen in the list; null before a choice. */
  selected: Settlement | null;
  onAnswered: (settlements: Settlement[]) => void;
  notify: Notify;
}

const s = settlementList();

/** The right side: 정산요청 / 이의제기 for the chosen settlement, and its detail (or how to get one). */
export function SettlementPanel({ selected, onAnswered, notify }: SettlementPanelProps) {
  const hydrated = useHydrated();
  const [requesting, setRequesting] = useState(false);
  const [objecting, setObjecting] = useState(false);
  const [client, setClient] = useState<SettlementPartner | null>(null);

  function request() {
    if (!selected) return void info('정산요청할 딜러를 선택해주세요.');
    setRequesting(true);
  }
  async function object() {
    if (!selected) return void info('이의제기할 딜러를 선택해주세요.');
    const what = `${selected.dealerName}(${selected.drugCompanyName}) ${monthLabel(selected.settlementMonth)} 정산`;
    if (!(await confirm(`${what}에 이의제기하시겠습니까?\n이의제기는 한 번만 할 수 있습니다.`, { title: '이의제기' }))) return;
    setObjecting(true);
    try {
      const { settlements } = await api.settlements.object([selected.id]);
      onAnswered(settlements);
      notify('success', '이의제기가 접수되었습니다.');
    } catch (e) {
      await info(messageOf(e, '이의제기 중 오류가 발생했습니다.'));
    } finally {
      setObjecting(false);
    }
  }
  return (
    <section className={s.panel} aria-labelledby="settlement-panel-title">
      <h2 className={s.panelTitle} id="settlement-panel-title">
        {selected ? `${selected.dealerName} · ${selected.drugCompanyName}` : '정산내역 상세'}
      </h2>
      <div className={s.actions}>
        <Button type="button" variant="outline" tone="brand" disabled={!hydrated} onClick={request}>
          정산요청
        </Button>
        <Button type="button" variant="outline" tone="danger" disabled={!hydrated} loading={objecting} onClick={() => void object()}>
          이의제기
        </Button>
      </div>
      {selected ? (
        <SettlementDetail key={selected.id} settlement={selected} onOpenClient={setClient} />
      ) : (
        <div className={s.detail}>
          <p className={s.placeholder}>내역을 확인하실 딜러를 선택해주세요.</p>
        </div>
      )}
      <Suspense fallback={null}>
        {requesting && selected ? (
          <RequestDialog settlement={selected} onClose={() => setRequesting(false)} onAnswered={onAnswered} notify={notify} />
        ) : null}
        {client && selected ? <ProductDialog settlement={selected} partner={client} onClose={() => setClient(null)} /> : null}
      </Suspense>
    </section>
  );
}
