import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { callout, prescriptionEntry } from 'styled-system/recipes';
import type { Dealer } from '../../api/types';
import { dealersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';
import { DialogFrame } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { Button } from '../../ui/Button';
import { CanAddDealer } from './dealer-access';
import { dealerChoice, type DealerChoice } from './draft';

// The dealer form (valibot schema, company picker) loads when 신규 딜러 추가 is first pressed.
const NewDealerPanel = lazy(() => import('./NewDealerPanel').then((m) => ({ default: m.NewDealerPanel })));

const dealerCalls = dealersApi(http);

export interface DealerPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (dealer: DealerChoice) => void;
  /** The dealer chosen now (marked in the list). */
  currentId?: number;
  /** 신규 딜러 추가 (members who may create dealers); by default what the island's page said (CanAddDealer). */
  canAddDealer?: boolean;
}

/**
 * 딜러 선택: the member's dealers (one row per dealer and drug company), filtered as one types. 신규 딜러 추가 turns the
 * dialog into the dealer screen's form, on the spot: nothing typed in the EDI form is lost, and the new dealer is
 * selected once saved (with several drug companies, the list shows its rows to pick the company from).
 */
export function DealerPicker({ open, onClose, onPick, currentId, canAddDealer }: DealerPickerProps) {
  const s = prescriptionEntry();
  const mayAdd = useContext(CanAddDealer) || !!canAddDealer;
  const [view, setView] = useState<'list' | 'new'>('list');
  const [created, setCreated] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The answer of one attempt; another attempt's answer counts as still loading.
  const [answer, setAnswer] = useState<{ attempt: number; dealers: Dealer[] | null }>({ attempt: -1, dealers: null });
  useEffect(() => {
    let live = true;
    dealerCalls
      .list()
      .then((list) => live && setAnswer({ attempt, dealers: list }))
      .catch(() => live && setAnswer({ attempt, dealers: null }));
    return () => {
      live = false;
    };
  }, [attempt]);
  const settled = answer.attempt === attempt;
  const dealers = settled ? answer.dealers : null;
  const failed = settled && answer.dealers === null;
  const needle = keyword.trim().toLowerCase();
  const shown = (dealers ?? []).filter((d) => !needle || `${d.dealerName} ${d.drugCompanyName ?? ''}`.toLowerCase().includes(needle));

  const pick = (choice: DealerChoice) => {
    onPick(choice);
    setView('list');
    setCreated(null);
    onClose();
  };

  function onCreated(rows: Dealer[], dealerName: string) {
    const [only] = rows;
    if (rows.length === 1 && only) return pick(dealerChoice(only));
    // Several drug companies (or rows that could not be read back): the fresh list, narrowed to the new dealer.
    setView('list');
    setKeyword(dealerName);
    setCreated(
      rows.length > 1
        ? `딜러 ‘${dealerName}’을(를) 제약사 ${rows.length}곳으로 등록했습니다. 실적을 입력할 제약사의 딜러를 선택해 주세요.`
        : `딜러 ‘${dealerName}’을(를) 등록했습니다. 목록에서 선택해 주세요.`,
    );
    setAttempt((n) => n + 1);
  }

  const close = () => {
    setView('list');
    setCreated(null);
    onClose();
  };

  return (
    <DialogFrame open={open} onOpenChange={(o) => !o && close()} title={view === 'new' ? '신규 딜러 추가' : '딜러 선택'} size="sm">
      {view === 'new' ? (
        <Suspense
          fallback={
            <p className={s.pickerState} role="status">
              불러오는 중…
            </p>
          }
        >
          <NewDealerPanel onCancel={() => setView('list')} onCreated={onCreated} />
        </Suspense>
      ) : (
        <>
          <TextField
            label="딜러명 검색"
            type="search"
            placeholder="딜러명 또는 제약사명"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          {created && (
            <p className={`${callout({ tone: 'success' })} ${s.pickerNotice}`} role="status">
              {created}
            </p>
          )}
          {failed ? (
            <div className={s.pickerState} role="alert">
              딜러 목록을 불러오는 중 오류가 발생했습니다.{' '}
              <Button type="button" size="sm" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
                다시 시도
              </Button>
            </div>
          ) : dealers === null ? (
            <p className={s.pickerState} role="status">
              딜러 목록을 불러오는 중…
            </p>
          ) : shown.length === 0 ? (
            <p className={s.pickerState} role="status">
              {dealers.length === 0
                ? mayAdd
                  ? '등록된 딜러가 없습니다. 신규 딜러 추가로 바로 등록할 수 있습니다.'
                  : '등록된 딜러가 없습니다. 딜러관리에서 먼저 등록해 주세요.'
                : `‘${keyword.trim()}’에 맞는 딜러가 없습니다.`}
            </p>
          ) : (
            <ul className={s.pickerList} aria-label="딜러 목록">
              {shown.map((d) => (
                <li key={d.id}>
                  <button type="button" className={s.pickerItem} aria-pressed={d.id === currentId} onClick={() => pick(dealerChoice(d))}>
                    {d.dealerName}
                    <span className={s.pickerMeta}>{d.drugCompanyName ?? '제약사 정보 없음'}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {mayAdd && (
            <div className={s.pickerAdd}>
              <Button type="button" variant="outline" tone="brand" onClick={() => setView('new')}>
                신규 딜러 추가
              </Button>
            </div>
          )}
        </>
      )}
    </DialogFrame>
  );
}
