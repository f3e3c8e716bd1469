import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { dealerContracts } from 'styled-system/recipes';
import type { Dealer, DealerContract } from '../../api/types';
import { ApiError } from '../../api/errors';
import { Callout } from '../../ui/Callout';
import { DatePicker } from '../../ui/DatePicker';
import { Progress } from '../../ui/Progress';
import { api } from './api';
import { DocumentField } from '../shared/document/DocumentField';
import { DOCUMENT_HELP } from '../shared/document/document-file';
import {
  contractErrors,
  emptyContractForm,
  firstProblem,
  rateErrorsAfter,
  toContractRequest,
  type ContractErrors,
  type ContractForm as Form,
} from './contract-form';
import { withoutWireNames } from './contract-view';
import { ProductRatePicker } from './ProductRatePicker';

export interface ContractFormProps {
  dealer: Dealer;
  /** The id of the <form>, for the dialog footer's 등록 button. */
  formId: string;
  /** The newest version, whose rates the form starts from (a change is a new version); null for the first. */
  latest: DealerContract | null;
  /** After the server stored the version. */
  onSaved: (created: { id: number; version: number }) => void;
  onSendingChange: (sending: boolean) => void;
}

const s = dealerContracts();

/**
 * 새 버전 등록: start and end date, the rates of picked products, the signed file. Checked with the request schema
 * before sending (the first wrong field takes the focus); the upload shows its progress; a refusal shows the server's
 * words and keeps everything typed and picked.
 */
export function ContractForm({ dealer, formId, latest, onSaved, onSendingChange }: ContractFormProps) {
  const [form, setForm] = useState<Form>(() => emptyContractForm(latest));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ContractErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const base = useId();
  const idOf = (part: string) => `${base}-${part}`;
  const sending = progress !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const refusedRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  // The form replaces the list in the dialog: the focus goes to its first field, not back to the page.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  // The refusal and the progress sit at the form's end, below the fold of a long form: they are brought into view.
  useEffect(() => {
    if (refused) refusedRef.current?.focus();
  }, [refused]);
  useEffect(() => {
    if (sending) progressRef.current?.scrollIntoView({ block: 'nearest' });
  }, [sending]);

  const setDate = (key: 'startDate' | 'endDate', value: string | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const found = contractErrors(form, file);
    setErrors(found ?? {});
    setRefused(null);
    if (found || !file) {
      const first = found ? firstProblem(found, form) : null;
      requestAnimationFrame(() => {
        const el = first ? document.getElementById(idOf(first)) : null;
        (el?.matches('input') ? el : el?.querySelector<HTMLElement>('input, button'))?.focus();
      });
      return;
    }
    setProgress(0);
    onSendingChange(true);
    try {
      const created = await api.records.addDealerContract(dealer.id, toContractRequest(form), file, {
        onProgress: (p) => setProgress(p.total ? Math.round((p.loaded / p.total) * 100) : 0),
      });
      onSaved(created);
    } catch (error) {
      setRefused(error instanceof ApiError ? withoutWireNames(error.message) : '계약을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setProgress(null);
      onSendingChange(false);
    }
  }

  return (
    <form ref={formRef} id={formId} className={s.form} noValidate aria-labelledby={idOf('title')} onSubmit={(e) => void submit(e)}>
      <h3 id={idOf('title')} className={s.formTitle}>
        새 버전 등록
      </h3>
      <p className={s.muted}>
        {latest
          ? `계약 내용이 바뀌면 새 버전으로 등록합니다. 지난 버전은 그대로 남습니다. 품목과 수수료율은 ${latest.version}차에서 불러왔습니다.`
          : '첫 재위탁계약을 등록합니다. 계약 내용이 바뀌면 새 버전으로 등록합니다.'}
      </p>
      <div className={s.dates}>
        <DatePicker
          id={idOf('startDate')}
          label="계약 시작일"
          required
          value={form.startDate}
          errorText={errors.startDate}
          onValueChange={(v) => setDate('startDate', v)}
        />
        <DatePicker
          id={idOf('endDate')}
          label="계약 종료일 (선택)"
          min={form.startDate ?? undefined}
          value={form.endDate}
          errorText={errors.endDate}
          helpText="정해진 종료일이 없으면 비워 두세요."
          onValueChange={(v) => setDate('endDate', v)}
        />
      </div>
      <ProductRatePicker
        companyName={dealer.drugCompanyName}
        rows={form.rates}
        idOf={idOf}
        errors={errors}
        onChange={(rates) => {
          setForm((f) => ({ ...f, rates }));
          setErrors((e) => ({ ...e, rates: undefined, rate: rateErrorsAfter(e.rate, form.rates, rates) }));
        }}
      />
      <div id={idOf('file')}>
        <DocumentField
          label="계약서 파일"
          required
          help={`서명한 계약서 ${DOCUMENT_HELP}`}
          file={file}
          error={errors.file}
          onChange={(picked, problem) => {
            setFile(picked);
            setErrors((e) => ({ ...e, file: problem ?? undefined }));
          }}
        />
      </div>
      {errors.form ? <Callout tone="danger">{errors.form}</Callout> : null}
      {refused ? (
        <div ref={refusedRef} tabIndex={-1}>
          <Callout tone="danger" role="alert">
            {refused}
          </Callout>
        </div>
      ) : null}
      {sending ? (
        <div ref={progressRef}>
          <Progress value={progress} label="계약서 올리는 중" showValue />
        </div>
      ) : null}
    </form>
  );
}
