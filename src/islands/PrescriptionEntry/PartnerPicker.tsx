import { useEffect, useState, type SubmitEvent } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import type { Page, Partner } from '../../api/types';
import { partnersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';
import { cleanKeyword } from '../../lib/list-url';
import { DialogFrame } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { partnerChoice, type PartnerChoice } from './draft';

const partners = partnersApi(http);

const SIZE = 10;

export interface PartnerPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (partner: PartnerChoice) => void;
  /** Only the clients of the chosen dealer's drug company. */
  drugCompanyId: number | null;
  currentId?: number;
}

/** 거래처 선택: the member's client institutions of one drug company, searched by name, ten a page. */
export function PartnerPicker({ open, onClose, onPick, drugCompanyId, currentId }: PartnerPickerProps) {
  const s = prescriptionEntry();
  const [query, setQuery] = useState({ keyword: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The answer of one request; the answer of another counts as still loading.
  const [answer, setAnswer] = useState<{ key: unknown; page: Page<Partner> | null } | null>(null);
  useEffect(() => {
    let live = true;
    const key = [query, drugCompanyId, attempt];
    partners
      .list({
        page: query.page - 1,
        size: SIZE,
        ...(query.keyword ? { institutionName: query.keyword } : {}),
        ...(drugCompanyId ? { drugCompanyId } : {}),
      })
      .then((page) => live && setAnswer({ key, page }))
      .catch(() => live && setAnswer({ key, page: null }));
    return () => {
      live = false;
    };
  }, [query, drugCompanyId, attempt]);
  const key = answer?.key as [unknown, unknown, unknown] | undefined;
  const settled = !!key && key[0] === query && key[1] === drugCompanyId && key[2] === attempt;
  const result = settled ? answer!.page : null;
  const failed = settled && answer!.page === null;
  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // React carries events through portals: without this the form that opened the picker would be submitted too.
    event.stopPropagation();
    setQuery({ keyword: cleanKeyword(typed), page: 1 });
  }
  return (
    <DialogFrame open={open} onOpenChange={(o) => !o && onClose()} title="거래처 선택" size="md">
      <form role="search" className={s.searchRow} onSubmit={search}>
        <TextField
          label="거래처명 검색"
          hideLabel
          type="search"
          placeholder="거래처명을 검색하세요."
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="solid" tone="brand">
          검색
        </Button>
      </form>
      {failed ? (
        <div className={s.pickerState} role="alert">
          거래처 목록을 불러오는 중 오류가 발생했습니다.{' '}
          <Button type="button" size="sm" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
            다시 시도
          </Button>
        </div>
      ) : result === null ? (
        <p className={s.pickerState} role="status">
          거래처 목록을 불러오는 중…
        </p>
      ) : result.content.length === 0 ? (
        <p className={s.pickerState} role="status">
          {query.keyword ? `‘${query.keyword}’에 맞는 거래처가 없습니다.` : '이 제약사에 등록된 거래처가 없습니다.'}
        </p>
      ) : (
        <>
          <ul className={s.pickerList} aria-label="거래처 목록">
            {result.content.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={s.pickerItem}
                  aria-pressed={p.id === currentId}
                  onClick={() => {
                    onPick(partnerChoice(p));
                    onClose();
                  }}
                >
                  {p.institutionName}
                  <span className={s.pickerMeta}>
                    {p.institutionCode} · {p.drugCompanyName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {result.totalElements > SIZE ? (
            <Pagination
              count={result.totalElements}
              pageSize={SIZE}
              page={query.page}
              siblingCount={1}
              onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
              aria-label="거래처 목록 페이지"
            />
          ) : null}
        </>
      )}
    </DialogFrame>
  );
}
