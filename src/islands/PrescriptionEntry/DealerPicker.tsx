import { useEffect, useState } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import type { Dealer } from '../../api/types';
import { dealersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';
import { DialogFrame } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { Button } from '../../ui/Button';
import { dealerChoice, type DealerChoice } from './draft';

const dealerCalls = dealersApi(http);

export interface DealerPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (dealer: DealerChoice) => void;
  /** The dealer chosen now (marked in the list). */
  currentId?: number;
}

/** 딜러 선택: the member's dealers (one row per dealer and drug company), filtered as one types. */
export function DealerPicker({ open, onClose, onPick, currentId }: DealerPickerProps) {
  const s = prescriptionEntry();
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
  return (
    <DialogFrame open={open} onOpenChange={(o) => !o && onClose()} title="딜러 선택" size="sm">
      <TextField
        label="딜러명 검색"
        type="search"
        placeholder="딜러명 또는 제약사명"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
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
            ? '등록된 딜러가 없습니다. 딜러관리에서 먼저 등록해 주세요.'
            : `‘${keyword.trim()}’에 맞는 딜러가 없습니다.`}
        </p>
      ) : (
        <ul className={s.pickerList} aria-label="딜러 목록">
          {shown.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className={s.pickerItem}
                aria-pressed={d.id === currentId}
                onClick={() => {
                  onPick(dealerChoice(d));
                  onClose();
                }}
              >
                {d.dealerName}
                <span className={s.pickerMeta}>{d.drugCompanyName ?? '제약사 정보 없음'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
