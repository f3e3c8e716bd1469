import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cx } from 'styled-system/css';
import { consoleReview, ediConsole, input } from 'styled-system/recipes';
import { EDI_LINE_QUANTITY_MAX, INSURANCE_CODE_PATTERN } from '../../../api/schema/edi-entry-limits';
import type { EdiLine, EdiProductOption, EdiRecord } from '../../../api/types';
import { formatBp } from '../../../lib/edi-queue-query';
import { formatMoney, formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { Table, type TableColumn } from '../../../ui/Table/Table';

// The line editor of an EDI record: the lines as the server priced them (unit price, base and extra fee rates in %,
// amounts in won), the record's stored totals, and while the caller holds the claim the add row worked from the keyboard:
// a 9-digit insurance code (or a product name, then ↓ ↑ Enter in its list), Enter or Tab to the quantity, Enter adds
// and the focus is back in the code field for the next line. A product already on the record asks 합치기 / 별도 추가.

export type AddOutcome = 'added' | 'duplicate' | 'failed';

export interface DuplicatePending {
  message: string;
}

export interface LineEditorProps {
  record: EdiRecord;
  editable: boolean;
  /** Adds one line by code (the server prices it); 'duplicate' when the server asks merge or add. */
  onAdd: (line: { insuranceCode: string; quantity: number }) => Promise<AddOutcome>;
  onChange: (line: EdiLine, quantity: number) => Promise<boolean>;
  onRemove: (line: EdiLine) => Promise<boolean>;
  search: (q: string) => Promise<EdiProductOption[]>;
  duplicate: DuplicatePending | null;
  onDuplicateChoice: (choice: 'MERGE' | 'ADD' | null) => void;
  /** The add row's code field (the screen returns the focus here). */
  codeRef: RefObject<HTMLInputElement | null>;
  /** A refusal of the last write, in Korean. */
  error: string | null;
  busy: boolean;
}

const s = ediConsole();
const q = consoleReview();
const DIGITS = /^\d+$/;

const quantityOf = (text: string) => {
  const n = Number(text.replaceAll(',', ''));
  return Number.isInteger(n) && n >= 1 && n <= EDI_LINE_QUANTITY_MAX ? n : null;
};

const describe = (p: EdiProductOption) =>
  p.unitPrice === null || p.baseFeeBp === null
    ? `${p.productName} · 가격 또는 수수료율이 없어 입력할 수 없습니다`
    : `${p.productName}${p.unit ? ` (${p.unit})` : ''} · 약가 ${formatMoney(p.unitPrice)} · 수수료율 ${formatBp(p.baseFeeBp)}${
        p.onRecord ? ` · 이미 ${p.onRecord}건 입력됨` : ''
      }`;

/** A line's quantity, changed in place: Enter or leaving the field saves it, Escape puts it back. */
function QuantityCell({ line, onChange, disabled }: { line: EdiLine; onChange: LineEditorProps['onChange']; disabled: boolean }) {
  // The parent keys this cell by the stored quantity, so a saved change starts it again from the server's value.
  const [text, setText] = useState(String(line.quantity));
  const invalid = quantityOf(text) === null;
  async function save() {
    const n = quantityOf(text);
    if (n === null || n === line.quantity) return;
    if (!(await onChange(line, n))) setText(String(line.quantity));
  }
  return (
    <input
      className={cx(input({ size: 'sm' }), s.qtyInput)}
      inputMode="numeric"
      aria-label={`${line.productName} 수량`}
      aria-invalid={invalid || undefined}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void save();
        } else if (e.key === 'Escape') setText(String(line.quantity));
      }}
      data-line-quantity={line.id}
    />
  );
}

export function LineEditor({
  record,
  editable,
  onAdd,
  onChange,
  onRemove,
  search,
  duplicate,
  onDuplicateChoice,
  codeRef,
  error,
  busy,
}: LineEditorProps) {
  const ids = useId();
  const qtyRef = useRef<HTMLInputElement>(null);
  const mergeRef = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [qty, setQty] = useState('');
  const [options, setOptions] = useState<EdiProductOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(0);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The product behind what is typed: a full code is looked up for its preview; other text searches the company's
  // products by name (or a partial code) for the list.
  function onCodeChange(value: string) {
    setCode(value);
    const text = value.trim();
    const ask = ++asked.current;
    clearTimeout(timer.current);
    if (!text) {
      setOptions([]);
      setOpen(false);
      setPreview('');
      return;
    }
    const full = INSURANCE_CODE_PATTERN.test(text);
    if (full) setOpen(false);
    timer.current = setTimeout(
      () => {
        search(text)
          .then((found) => {
            if (ask !== asked.current) return;
            if (full) {
              const exact = found.find((p) => p.insuranceCode === text);
              setPreview(exact ? describe(exact) : '이 제약사에 이 보험코드의 제품이 없습니다.');
            } else {
              setOptions(found);
              setActive(0);
              setOpen(!DIGITS.test(text) || text.length >= 4);
              setPreview(found.length ? '' : '맞는 제품이 없습니다.');
            }
          })
          .catch(() => ask === asked.current && setPreview('제품을 찾지 못했습니다. 잠시 후 다시 시도해 주세요.'));
      },
      full ? 0 : 200,
    );
  }

  useEffect(() => {
    if (duplicate) mergeRef.current?.focus();
  }, [duplicate]);

  function choose(option: EdiProductOption | undefined) {
    if (!option) return;
    onCodeChange(option.insuranceCode);
    setOpen(false);
    qtyRef.current?.focus();
  }

  function onCodeKey(e: KeyboardEvent<HTMLInputElement>) {
    if (open && options.length) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
        return;
      }
      if (e.key === 'Enter') {
        e.preventDefault();
        choose(options[active]);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setOpen(false);
        return;
      }
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      qtyRef.current?.focus();
    }
  }

  async function add() {
    const text = code.trim();
    if (!INSURANCE_CODE_PATTERN.test(text)) {
      setProblem('보험코드 9자리를 입력하거나 제품을 목록에서 골라 주세요.');
      codeRef.current?.focus();
      return;
    }
    const quantity = quantityOf(qty);
    if (quantity === null) {
      setProblem(`수량은 1부터 ${formatNumber(EDI_LINE_QUANTITY_MAX)}까지의 정수로 입력해 주세요.`);
      qtyRef.current?.focus();
      return;
    }
    setProblem(null);
    const outcome = await onAdd({ insuranceCode: text, quantity });
    if (outcome === 'added') {
      onCodeChange('');
      setQty('');
      codeRef.current?.focus();
    } else if (outcome === 'failed') codeRef.current?.focus();
  }

  function afterChoice(choice: 'MERGE' | 'ADD' | null) {
    onDuplicateChoice(choice);
    if (choice === null) codeRef.current?.focus();
  }

  const columns: TableColumn<EdiLine>[] = [
    { key: 'no', header: 'No', render: (_l, i) => i + 1 },
    {
      key: 'product',
      header: '보험코드 / 제품명',
      align: 'start',
      wrap: true,
      render: (l) => (
        <>
          <span className={q.sub}>{l.insuranceCode}</span>
          {l.productName}
          {l.unit ? ` (${l.unit})` : ''}
          <span className={q.sub}>약가 {formatMoney(l.unitPrice)}</span>
        </>
      ),
    },
    {
      key: 'quantity',
      header: '수량',
      numeric: true,
      render: (l) => (editable ? <QuantityCell key={l.quantity} line={l} onChange={onChange} disabled={busy} /> : formatNumber(l.quantity)),
    },
    { key: 'total', header: '처방금액', numeric: true, render: (l) => formatMoney(l.totalPrice) },
    {
      key: 'fee',
      header: '수수료',
      numeric: true,
      render: (l) => (
        <>
          {formatMoney(l.feeAmount)}
          <span className={q.sub}>{formatBp(l.baseFeeBp)}</span>
        </>
      ),
    },
    // 기타수수료 only when a line has one (staff rarely set it; the column would cost the narrow screen its room).
    ...(record.lines.some((l) => l.extraFeeBp)
      ? [
          {
            key: 'extra',
            header: '기타수수료',
            numeric: true,
            render: (l: EdiLine) => (l.extraFeeBp ? `${formatMoney(l.extraFeeAmount)} (${formatBp(l.extraFeeBp)})` : '-'),
          },
        ]
      : []),
    ...(editable
      ? [
          {
            key: 'remove',
            header: <span>삭제</span>,
            render: (l: EdiLine) => (
              <Button
                size="sm"
                variant="ghost"
                tone="danger"
                onClick={() => void onRemove(l)}
                disabled={busy}
                aria-label={`${l.productName} 삭제`}
              >
                삭제
              </Button>
            ),
          },
        ]
      : []),
  ];

  const listId = `${ids}-options`;
  const previewId = `${ids}-preview`;
  return (
    <section className={s.section} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={s.sectionTitle}>
        제품 내역
      </h2>
      {editable ? (
        <form
          className={s.addRow}
          aria-label="내역 추가"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className={s.codeField}>
            <label htmlFor={`${ids}-code`} className={s.hint}>
              보험코드 또는 제품명
            </label>
            <input
              id={`${ids}-code`}
              ref={codeRef}
              className={input()}
              value={code}
              autoComplete="off"
              role="combobox"
              aria-expanded={open && options.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
              aria-describedby={previewId}
              maxLength={50}
              placeholder="예: 645301234"
              onChange={(e) => onCodeChange(e.target.value)}
              onKeyDown={onCodeKey}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
              data-testid="edi-code"
            />
            {open && options.length > 0 ? (
              <ul id={listId} role="listbox" aria-label="제품 목록" className={s.options}>
                {options.map((p, k) => (
                  <li
                    key={p.productId}
                    id={`${listId}-${k}`}
                    role="option"
                    aria-selected={k === active}
                    aria-disabled={p.unitPrice === null || undefined}
                    className={s.option}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(p);
                    }}
                  >
                    <span>
                      {p.insuranceCode} · {p.productName}
                    </span>
                    <span className={s.muted}>{describe(p)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p id={previewId} className={s.preview} aria-live="polite">
              {preview}
            </p>
          </div>
          <div className={s.qtyField}>
            <label htmlFor={`${ids}-qty`} className={s.hint}>
              수량
            </label>
            <input
              id={`${ids}-qty`}
              ref={qtyRef}
              className={input()}
              inputMode="numeric"
              autoComplete="off"
              value={qty}
              onChange={(e) => setQty(e.target.value)}
              data-testid="edi-quantity"
            />
            <p className={s.preview} />
          </div>
          <div className={s.qtyField}>
            <Button type="submit" loading={busy && !duplicate} loadingText="추가 중…">
              추가
            </Button>
            <p className={s.preview} />
          </div>
        </form>
      ) : null}
      {editable ? (
        <p className={s.hint}>
          보험코드 9자리 → Enter(또는 Tab) → 수량 → Enter로 추가합니다. 제품명을 입력하면 목록에서 ↑ ↓ Enter로 고릅니다.
        </p>
      ) : null}
      {problem ? (
        <p className={s.error} role="alert">
          {problem}
        </p>
      ) : null}
      {duplicate ? (
        <Callout tone="warning" role="alert" data-testid="duplicate-warning">
          <div className={s.choice}>
            <p>{duplicate.message}</p>
            <div className={s.choiceActions}>
              <Button ref={mergeRef} size="sm" onClick={() => afterChoice('MERGE')} loading={busy} loadingText="합치는 중…">
                기존 내역에 합치기
              </Button>
              <Button size="sm" variant="outline" onClick={() => afterChoice('ADD')} disabled={busy}>
                별도 내역으로 추가
              </Button>
              <Button size="sm" variant="ghost" tone="neutral" onClick={() => afterChoice(null)} disabled={busy}>
                취소
              </Button>
            </div>
          </div>
        </Callout>
      ) : null}
      {error ? (
        <p className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      <Table
        caption="입력한 제품 내역"
        density="compact"
        // A long statement scrolls under its header, the totals below stay in view (and the box takes the focus).
        stickyHeader
        maxHeight="70vh"
        columns={columns}
        rows={record.lines}
        getRowKey={(l) => l.id}
        emptyText={editable ? '아직 입력한 내역이 없습니다. 위에서 보험코드로 추가하거나 OCR로 읽어 오세요.' : '입력된 내역이 없습니다.'}
      />
      <dl className={s.totals} aria-label="합계" data-testid="edi-totals">
        <div className={s.totalItem}>
          <dt className={s.hint}>내역</dt>
          <dd className={s.totalValue}>{formatNumber(record.totals.lines)}건</dd>
        </div>
        <div className={s.totalItem}>
          <dt className={s.hint}>처방금액 합계</dt>
          <dd className={s.totalValue}>{formatMoney(record.totals.amount)}</dd>
        </div>
        <div className={s.totalItem}>
          <dt className={s.hint}>수수료 합계</dt>
          <dd className={s.totalValue}>{formatMoney(record.totals.feeAmount)}</dd>
        </div>
        <div className={s.totalItem}>
          <dt className={s.hint}>기타수수료 합계</dt>
          <dd className={s.totalValue}>{formatMoney(record.totals.extraFeeAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
