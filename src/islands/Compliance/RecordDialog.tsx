import { useId, useState, type FormEvent } from 'react';
import { compliance } from 'styled-system/recipes';
import { ComplianceKind } from '../../api/compliance-enums';
import { NAME_MAX } from '../../api/schema/limits';
import type { ComplianceItem } from '../../api/types';
import { COMPLIANCE_RULES, TRAINING_HOURS_MAX, TRAINING_HOURS_MIN, type Day } from '../../lib/compliance-rules';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { DatePicker } from '../../ui/DatePicker';
import { DialogFrame } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { api } from './api';
import { DocumentField } from '../shared/document/DocumentField';
import { subjectName } from './items-view';
import { messageOf, type Notify } from './notify';
import { emptyForm, FIELD_ORDER, recordErrors, requiredHours, toRequest, type RecordErrors, type RecordForm } from './record-form';

export interface RecordDialogProps {
  item: ComplianceItem;
  /** Today in Korea: no date after it may be chosen. */
  today: Day;
  onClose: () => void;
  /** After the record is stored: the page reloads the items and records. */
  onSaved: () => void;
  notify: Notify;
}

const s = compliance();

/**
 * 등록: a 신고증 (number, issuing office, issue date) or a training completion (date, hours, the day the 이수증 went to
 * the 시·군·구) with its document. Checked with the request schema before sending; a refusal shows the server's words
 * and keeps everything typed and chosen.
 */
export function RecordDialog({ item, today, onClose, onSaved, notify }: RecordDialogProps) {
  const [form, setForm] = useState<RecordForm>(() => emptyForm(item.kind));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<RecordErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const certificate = item.kind === 'CSO_CERTIFICATE';
  const kind = ComplianceKind.label(item.kind);
  const subject = subjectName(item);
  const hours = requiredHours(item.kind);

  const set = <K extends keyof RecordForm>(key: K, value: RecordForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const request = toRequest(item, form);
    const found = recordErrors(request, file);
    setErrors(found);
    setRefused(null);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first || found.form || !file) {
      requestAnimationFrame(() => {
        const el = first && document.getElementById(idOf(first));
        (el?.matches('input') ? el : el?.querySelector<HTMLElement>('button'))?.focus();
      });
      return;
    }
    setSending(true);
    try {
      await api.compliance.addRecord(request, file);
      notify('success', `${subject}의 ${kind}을(를) 등록했습니다.`);
      onSaved();
      onClose();
    } catch (error) {
      setRefused(messageOf(error, `${kind}을(를) 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.`));
    } finally {
      setSending(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${kind} 등록`}
      size="md"
      closeOnInteractOutside={false}
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={`${base}-form`} variant="solid" tone="brand" loading={sending} loadingText="등록 중…">
            등록
          </Button>
        </>
      }
    >
      <form id={`${base}-form`} className={s.dialogForm} noValidate onSubmit={(e) => void submit(e)}>
        <p className={s.dialogSubject}>
          대상: <strong>{subject}</strong>
        </p>
        {certificate ? (
          <>
            <TextField
              id={idOf('number')}
              label="신고번호"
              required
              maxLength={NAME_MAX}
              placeholder="예: 2026-서울강남-0123"
              value={form.number}
              errorText={errors.number}
              onChange={(e) => set('number', e.target.value)}
            />
            <TextField
              id={idOf('authority')}
              label="발급기관"
              required
              maxLength={NAME_MAX}
              placeholder="예: 서울특별시 강남구청"
              value={form.authority}
              errorText={errors.authority}
              onChange={(e) => set('authority', e.target.value)}
            />
            <DatePicker
              id={idOf('issuedAt')}
              label="발급일"
              required
              max={today}
              value={form.issuedAt}
              errorText={errors.issuedAt}
              helpText={COMPLIANCE_RULES.initialTraining.figure}
              onValueChange={(v) => set('issuedAt', v)}
            />
          </>
        ) : (
          <>
            <DatePicker
              id={idOf('completedAt')}
              label="이수일"
              required
              max={today}
              value={form.completedAt}
              errorText={errors.completedAt}
              onValueChange={(v) => set('completedAt', v)}
            />
            <TextField
              id={idOf('hours')}
              label="이수시간"
              required
              inputMode="numeric"
              min={TRAINING_HOURS_MIN}
              max={TRAINING_HOURS_MAX}
              maxLength={3}
              value={form.hours}
              errorText={errors.hours}
              helpText={`필요 이수시간 ${hours}시간. 나눠 들었다면 회차마다 등록하면 합산합니다.`}
              onChange={(e) => set('hours', e.target.value.replace(/[^\d]/g, ''))}
            />
            <DatePicker
              id={idOf('submittedAt')}
              label="이수증 제출일 (선택)"
              min={form.completedAt ?? undefined}
              max={today}
              value={form.submittedAt}
              errorText={errors.submittedAt}
              helpText={COMPLIANCE_RULES.certificateSubmission.figure}
              onValueChange={(v) => set('submittedAt', v)}
            />
          </>
        )}
        <div id={idOf('file')}>
          <DocumentField
            label={certificate ? '신고증 파일' : '교육 이수증 파일'}
            required
            file={file}
            error={errors.file}
            disabled={sending}
            onChange={(picked, problem) => {
              setFile(picked);
              setErrors((e) => ({ ...e, file: problem ?? undefined }));
            }}
          />
        </div>
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
