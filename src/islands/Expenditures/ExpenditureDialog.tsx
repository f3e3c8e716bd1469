import { useId, useState, type FormEvent } from 'react';
import { compliance } from 'styled-system/recipes';
import { ExpenditureKind } from '../../api/compliance-enums';
import type { Expenditure, ExpenditureWarning } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';
import { formatDate, formatMoney } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DialogFrame } from '../../ui/Dialog';
import { api } from './api';
import {
  emptyForm,
  expenditureErrors,
  FIELD_ORDER,
  fieldOf,
  formOf,
  plainMessage,
  toRequest,
  type ExpenditureErrors,
  type ExpenditureForm,
} from './expenditure-form';
import { ExpenditureFields } from './ExpenditureFields';
import { previewWarnings } from './kind-rules';
import { entryName } from './ledger';
import { WarningPreview } from './LimitHelp';
import { messageOf, type Notify } from './notify';
import { ReceiptsField } from './ReceiptsField';
import { SavedWarnings } from './SavedWarnings';

export interface ExpenditureDialogProps {
  /** Today in Korea: no later day may be entered. */
  today: Day;
  /** The entry this one corrects (the form starts as it), or null for a new entry. */
  correcting: Expenditure | null;
  /** The year on screen: the limits are previewed against it. */
  entries: readonly Expenditure[];
  onClose: () => void;
  /** After the entry is stored (the page shows its year again). */
  onSaved: (date: Day) => void;
  notify: Notify;
}

const c = compliance();

/**
 * 지출 기록 추가 / 정정 입력: the entry with its receipts, checked with the request schema before sending, the limits of
 * its kind beside it and the ones it would break before it is saved. A breach is saved and flagged: the dialog then
 * says so plainly before it closes. A refusal shows the server's words and keeps everything typed and chosen.
 */
export function ExpenditureDialog({ today, correcting, entries, onClose, onSaved, notify }: ExpenditureDialogProps) {
  const [form, setForm] = useState<ExpenditureForm>(() => (correcting ? formOf(correcting) : emptyForm(today)));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ExpenditureErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [saved, setSaved] = useState<ExpenditureWarning[] | null>(null);
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const title = correcting ? '지출 기록 정정' : '지출 기록 추가';
  const request = toRequest(form, correcting?.id ?? null);
  const complete = !!form.date && !Number.isNaN(request.amount) && !Number.isNaN(request.recipientCount);
  const preview = complete ? previewWarnings(request, entries) : [];

  const set = <K extends keyof ExpenditureForm>(key: K, value: ExpenditureForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending !== null) return;
    const found = { ...expenditureErrors(form, request), files: errors.files };
    setErrors(found);
    setRefused(null);
    const first = FIELD_ORDER.find((f) => f !== 'files' && found[f]);
    if (first || found.form) {
      requestAnimationFrame(() => {
        const el = first && document.getElementById(idOf(first));
        (el?.matches('input, select, textarea') ? el : el?.querySelector<HTMLElement>('input, select, textarea, button'))?.focus();
      });
      return;
    }
    setSending(0);
    try {
      const answer = await api.records.addExpenditure(request, files, {
        onProgress: (p) => p.total && setSending(Math.round((p.loaded / p.total) * 100)),
      });
      onSaved(request.date);
      if (answer.warnings.length) setSaved(answer.warnings);
      else {
        notify('success', correcting ? '정정한 지출 기록을 저장했습니다.' : '지출 기록을 저장했습니다.');
        onClose();
      }
    } catch (error) {
      const message = plainMessage(messageOf(error, '지출 기록을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
      setRefused(message);
      // A refusal that names a field (the server runs the same schema) takes the focus there; what was typed stays.
      const field = fieldOf(messageOf(error, ''));
      if (field !== 'form') requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
    } finally {
      setSending(null);
    }
  }

  if (saved)
    return (
      <DialogFrame
        open
        onOpenChange={(open) => !open && onClose()}
        title="한도를 넘은 지출 기록"
        size="md"
        footer={
          <Button type="button" variant="solid" tone="brand" onClick={onClose}>
            확인
          </Button>
        }
      >
        <SavedWarnings warnings={saved} />
      </DialogFrame>
    );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="md"
      closeOnInteractOutside={false}
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            취소
          </Button>
          <Button
            type="submit"
            form={`${base}-form`}
            variant="solid"
            tone="brand"
            loading={sending !== null}
            loadingText={files.length && sending ? `저장 중… ${sending}%` : '저장 중…'}
          >
            저장
          </Button>
        </>
      }
    >
      <form id={`${base}-form`} className={c.dialogForm} noValidate onSubmit={(e) => void submit(e)}>
        {correcting ? (
          <p className={c.dialogSubject}>
            정정 대상: <strong>{entryName(correcting)}</strong> · {ExpenditureKind.label(correcting.kind)} ·{' '}
            {formatMoney(correcting.amount)}
            <br />
            저장하면 원래 기록({formatDate(correcting.date)})은 「정정됨」으로 남고 합계와 한도 계산에서 빠집니다. 영수증·증빙은 다시 첨부해
            주세요.
          </p>
        ) : null}
        <ExpenditureFields
          form={form}
          errors={errors}
          today={today}
          idOf={idOf}
          set={set}
          preview={<WarningPreview warnings={preview} />}
        />
        <ReceiptsField
          id={idOf('files')}
          files={files}
          error={errors.files}
          disabled={sending !== null}
          onChange={(next, problem) => {
            setFiles(next);
            setErrors((x) => ({ ...x, files: problem ?? undefined }));
          }}
        />
        {errors.form ? <Callout tone="danger">{errors.form}</Callout> : null}
        {refused ? (
          <Callout tone="danger" role="alert">
            {refused}
          </Callout>
        ) : null}
      </form>
    </DialogFrame>
  );
}
