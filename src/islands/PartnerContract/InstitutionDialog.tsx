import { useState } from 'react';
import { partnerContract } from 'styled-system/recipes';
import { BANKS, BROKERAGES, institutionKindLabel, type InstitutionKind } from '../../api/institutions';
import { DialogFrame } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';

export interface InstitutionDialogProps {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onPick: (name: string) => void;
}

const lists: Record<InstitutionKind, readonly string[]> = { BANK: BANKS, BROKERAGE: BROKERAGES };

/** 기관선택: 은행 (32) and 증권사 (29) in two tabs, narrowed as one types (both tabs at once). */
export function InstitutionDialog({ open, current, onClose, onPick }: InstitutionDialogProps) {
  const s = partnerContract();
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState<InstitutionKind>(current && BROKERAGES.includes(current as never) ? 'BROKERAGE' : 'BANK');
  const needle = keyword.trim().toLowerCase();
  const shown = (kind: InstitutionKind) => lists[kind].filter((name) => !needle || name.toLowerCase().includes(needle));
  const panel = (kind: InstitutionKind) => {
    const names = shown(kind);
    if (!names.length) {
      return (
        <p className={s.pickerState} role="status">
          ‘{keyword.trim()}’에 맞는 {kind === 'BANK' ? '은행이' : '증권사가'} 없습니다.
        </p>
      );
    }
    return (
      <ul className={s.pickerGrid} aria-label={`${institutionKindLabel[kind]} 목록`}>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className={s.pickerItem} aria-pressed={name === current} onClick={() => onPick(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <DialogFrame open={open} onOpenChange={(o) => !o && onClose()} title="기관선택" size="md">
      <TextField
        label="은행·증권사 검색"
        type="search"
        placeholder="이름으로 찾기 (예: 국민, 키움)"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Tabs
        aria-label="기관 종류"
        value={tab}
        onValueChange={(v) => setTab(v as InstitutionKind)}
        items={(['BANK', 'BROKERAGE'] as const).map((kind) => ({
          value: kind,
          label: `${institutionKindLabel[kind]} ${shown(kind).length}`,
          content: panel(kind),
        }))}
      />
    </DialogFrame>
  );
}
