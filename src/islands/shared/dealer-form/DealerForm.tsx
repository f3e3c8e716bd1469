import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { safeParse } from 'valibot';
import { dealerManager } from 'styled-system/recipes';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { ApiError } from '../../../api/errors';
import { NAME_MAX } from '../../../api/schema/common';
import { dealerCreateSchema, type DealerCreateRequest } from '../../../api/schema/prescriptions';
import type { DrugCompany } from '../../../api/types';
import { toast } from '../toast-on-demand';
import { CompanyPicker } from './CompanyPicker';
import { useHydrated } from '../use-hydrated';

export interface DealerFormProps {
  companies: DrugCompany[] | null;
  /** Sends the new dealer; throws an ApiError when the server refuses it. */
  onCreate: (request: DealerCreateRequest) => Promise<void>;
  /** The form's name: its heading, or its label when `showTitle` is false (a dialog's title names it already). */
  title?: string;
  showTitle?: boolean;
  /** 취소 calls this instead of emptying the form (in a dialog: back to where it was opened). */
  onCancel?: () => void;
  /** After 등록: a toast, an empty form and the focus on 딜러명 (the dealer screen). Off when the caller moves on. */
  announce?: boolean;
  /** A card beside the list (the dealer screen) or bare inside a dialog's frame. */
  placement?: 'page' | 'dialog';
}

type Field = 'dealerName' | 'drugCompanyIds' | 'bankName' | 'accountNumber';
type Errors = Partial<Record<Field | 'form', string>>;

const s = dealerManager();
const FIELDS: Field[] = ['dealerName', 'drugCompanyIds', 'bankName', 'accountNumber'];

/** The request as the schema leaves it (trimmed), or what is wrong: one message per field (its first), in the form's order. */
function check(request: DealerCreateRequest): { request: DealerCreateRequest; errors: Errors } {
  const result = safeParse(dealerCreateSchema, request);
  if (result.success) return { request: result.output, errors: {} };
  const errors: Errors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as Field | undefined;
    // The schema names fields for API callers too, as in 은행명(bankName): the form shows the Korean name alone.
    if (key && FIELDS.includes(key) && !errors[key]) errors[key] = issue.message.replace(/\([A-Za-z]+\)/g, '');
  }
  return { request, errors };
}

/**
 * 딜러 등록: 딜러명, 거래제약사 (one or more) and the optional 은행명 / 계좌번호, checked with the request's own schema before
 * sending (the first wrong field takes the focus). 취소 empties the form (or goes back, in a dialog); after 등록 a toast,
 * an empty form and the new rows in the list (or the caller moves on); a refusal shows the server's message and keeps
 * what was typed. The dealer screen and the EDI dealer picker's 신규 딜러 추가 both use it.
 */
export function DealerForm({
  companies,
  onCreate,
  title = '딜러 등록',
  showTitle = true,
  onCancel,
  announce = true,
  placement = 'page',
}: DealerFormProps) {
  const titleId = useId();
  const [dealerName, setDealerName] = useState('');
  const [chosen, setChosen] = useState<DrugCompany[]>([]);
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();
  const nameRef = useRef<HTMLInputElement>(null);
  const companiesRef = useRef<HTMLFieldSetElement>(null);
  const bankRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const formError = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (errors.form) formError.current?.focus();
  }, [errors.form]);

  const request = (): DealerCreateRequest => ({
    dealerName,
    drugCompanyIds: chosen.map((c) => c.id),
    bankName: bankName.trim() || null,
    accountNumber: accountNumber.trim() || null,
  });

  function focus(field: Field) {
    const target = { dealerName: nameRef, drugCompanyIds: companiesRef, bankName: bankRef, accountNumber: accountRef }[field].current;
    if (target instanceof HTMLInputElement) target.focus();
    else target?.querySelector('input')?.focus();
  }

  function reset() {
    setDealerName('');
    setChosen([]);
    setBankName('');
    setAccountNumber('');
    setErrors({});
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Inside a dialog (a portal) React still bubbles the submit to the form the dialog was opened from.
    event.stopPropagation();
    const checked = check(request());
    setErrors(checked.errors);
    const first = FIELDS.find((f) => checked.errors[f]);
    if (first) return focus(first);
    setSaving(true);
    try {
      await onCreate(checked.request);
      if (!announce) return;
      reset();
      void toast({ type: 'success', title: '딜러가 성공적으로 등록되었습니다.' });
      nameRef.current?.focus();
    } catch (error) {
      const detail = error instanceof ApiError ? error.message : '다시 시도해 주세요.';
      setErrors({ form: `딜러를 등록하지 못했습니다. ${detail}` });
    } finally {
      setSaving(false);
    }
  }

  // Changing a field clears its message and the form's.
  const clear = (field: Field) => {
    if (errors[field] || errors.form) setErrors({ ...errors, [field]: undefined, form: undefined });
  };

  return (
    <form
      className={dealerManager({ placement }).form}
      onSubmit={submit}
      onReset={reset}
      noValidate
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : title}
    >
      {showTitle && (
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
      )}
      <TextField
        label="딜러명"
        name="dealerName"
        required
        disabled={!hydrated}
        autoComplete="off"
        maxLength={NAME_MAX}
        placeholder="딜러명을 입력해 주세요"
        value={dealerName}
        onChange={(e) => {
          setDealerName(e.target.value);
          clear('dealerName');
        }}
        errorText={errors.dealerName}
        ref={nameRef}
      />
      <CompanyPicker
        companies={companies}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          clear('drugCompanyIds');
        }}
        errorText={errors.drugCompanyIds}
        disabled={!hydrated}
        ref={companiesRef}
      />
      <TextField
        label="은행명"
        name="bankName"
        disabled={!hydrated}
        autoComplete="off"
        maxLength={NAME_MAX}
        placeholder="선택 입력"
        value={bankName}
        onChange={(e) => {
          setBankName(e.target.value);
          clear('bankName');
        }}
        errorText={errors.bankName}
        ref={bankRef}
      />
      <TextField
        label="계좌번호"
        name="accountNumber"
        disabled={!hydrated}
        autoComplete="off"
        inputMode="numeric"
        maxLength={30}
        placeholder="숫자와 -만 입력 (선택)"
        value={accountNumber}
        onChange={(e) => {
          setAccountNumber(e.target.value);
          clear('accountNumber');
        }}
        errorText={errors.accountNumber}
        ref={accountRef}
      />
      {errors.form && (
        <p className={s.formError} role="alert" tabIndex={-1} ref={formError}>
          {errors.form}
        </p>
      )}
      <div className={s.actions}>
        <Button
          type={onCancel ? 'button' : 'reset'}
          variant="outline"
          tone="neutral"
          size="lg"
          disabled={saving || !hydrated}
          onClick={onCancel}
        >
          취소
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated} loading={saving} loadingText="등록 중…">
          등록
        </Button>
      </div>
    </form>
  );
}
