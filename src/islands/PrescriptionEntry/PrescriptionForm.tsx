import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { PrescriptionPartner } from '../../api/types';
import { api } from './api';
import { confirm } from '../../stores/dialog';
import { Button } from '../../ui/Button';
import { Cautions } from './Cautions';
import { DraftFields, type DraftFocus } from './DraftFields';
import { checkDraft, createRequest, emptyDraft, firstWrong, type PrescriptionDraft, type PrescriptionErrors } from './draft';
import { confirmDealer, type DealerWarnings } from './dealer-warning';
import { PrescriptionFiles } from './PrescriptionFiles';
import type { Notify } from './notify';
import { fileShares } from './upload-share';
import { UploadCancelled, useUpload } from './use-upload';
import { UploadStatus } from './UploadStatus';
import { useHydrated } from '../shared/use-hydrated';

export interface PrescriptionFormProps {
  /** This month in Korean time, `yyyy-MM` (decided on the server). */
  settlementMonth: string;
  onCreated: (record: PrescriptionPartner) => void;
  notify: Notify;
  /** Dealer row id → why recording for that dealer deserves a second thought (asked, never refused). */
  dealerWarnings?: DealerWarnings;
}

/** 실적(EDI) 입력: dealer, months, client and the EDI files of one new record, sent with upload progress. */
export function PrescriptionForm({ settlementMonth, onCreated, notify, dealerWarnings = {} }: PrescriptionFormProps) {
  const s = prescriptionEntry();
  const [draft, setDraft] = useState<PrescriptionDraft>(emptyDraft);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<PrescriptionErrors>({});
  // Bumped by a reset so that the fields with their own state (the month pair) start over.
  const [generation, setGeneration] = useState(0);
  const upload = useUpload();
  const hydrated = useHydrated();
  const dealerRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLSelectElement>(null);
  const partnerRef = useRef<HTMLInputElement>(null);
  const focusables: DraftFocus = { dealer: dealerRef, month: monthRef, partner: partnerRef };
  const filesRef = useRef<HTMLDivElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // A form-level message takes the focus once it is on screen (an animation frame could come before the commit).
  useEffect(() => {
    if (errors.form) formErrorRef.current?.focus();
  }, [errors.form]);
  const dirty = draft !== emptyDraft || files.length > 0;

  function change(next: PrescriptionDraft) {
    setDraft(next);
    setErrors((e) => ({
      ...e,
      dealer: next.dealer ? undefined : e.dealer,
      month: next.month ? undefined : e.month,
      partner: next.partner ? undefined : e.partner,
      form: undefined,
    }));
  }
  function reset() {
    setDraft(emptyDraft);
    setFiles([]);
    setErrors({});
    setGeneration((n) => n + 1);
  }
  async function cancel() {
    if (dirty && !(await confirm('입력한 내용을 모두 지울까요?', { title: '입력 취소' }))) return;
    reset();
  }
  function focusField(field: ReturnType<typeof firstWrong>) {
    if (field === 'files') filesRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    else if (field) focusables[field].current?.focus();
  }
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.uploading) return;
    const found = checkDraft(draft, files.length);
    setErrors(found);
    if (Object.keys(found).length) {
      focusField(firstWrong(found));
      return;
    }
    const request = createRequest(draft);
    const problem = (await import('./request-check')).createProblem(request);
    if (problem) {
      setErrors({ form: problem });
      return;
    }
    if (!(await confirmDealer(dealerWarnings, request.dealerId, '등록'))) return;
    try {
      const record = await upload.run((options) => api.prescriptions.createPartnerFiles(request, files, options));
      notify('success', 'EDI 파일이 성공적으로 업로드되었습니다.');
      reset();
      onCreated(record);
    } catch (error) {
      if (error instanceof UploadCancelled) {
        notify('error', '업로드를 취소했습니다. 선택한 파일은 그대로 있습니다.');
        return;
      }
      const detail = error instanceof ApiError ? error.message : '다시 시도해 주세요.';
      setErrors({ form: `EDI 파일 업로드 중 오류가 발생했습니다. ${detail}` });
    }
  }
  const shares = upload.progress
    ? fileShares(
        files.map((f) => f.size),
        upload.progress,
      )
    : null;
  return (
    <section className={s.panel} aria-labelledby="edi-form-title">
      <h3 className={s.panelTitle} id="edi-form-title">
        실적(EDI) 입력
      </h3>
      <form className={s.fields} onSubmit={submit} noValidate aria-labelledby="edi-form-title" aria-busy={upload.uploading || undefined}>
        <DraftFields
          key={generation}
          idPrefix="edi-new"
          draft={draft}
          onChange={change}
          settlementMonth={settlementMonth}
          errors={errors}
          dealerRef={dealerRef}
          monthRef={monthRef}
          partnerRef={partnerRef}
          disabled={upload.uploading}
        />
        <div ref={filesRef}>
          <PrescriptionFiles
            key={generation}
            id="edi-new-files"
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              if (next.length) setErrors((e) => ({ ...e, files: undefined }));
            }}
            progress={shares}
            error={errors.files}
            disabled={upload.uploading}
          />
        </div>
        <Cautions />
        {upload.progress ? <UploadStatus progress={upload.progress} onCancel={upload.cancel} /> : null}
        {errors.form ? (
          <p className={s.formError} role="alert" tabIndex={-1} ref={formErrorRef}>
            {errors.form}
          </p>
        ) : null}
        <div className={s.actions}>
          <Button type="button" variant="outline" tone="neutral" size="lg" onClick={cancel} disabled={upload.uploading}>
            취소
          </Button>
          <Button type="submit" size="lg" loading={upload.uploading} loadingText="등록 중…" disabled={!hydrated}>
            등록
          </Button>
        </div>
      </form>
    </section>
  );
}
