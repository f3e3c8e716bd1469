import { useEffect, useRef, useState } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import { ApiError } from '../../api/errors';
import type { PrescriptionPartner, PrescriptionPartnerProduct } from '../../api/types';
import { api } from './api';
import { confirm } from '../../stores/dialog';
import { Badge, StatusBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { SkeletonText } from '../../ui/Skeleton';
import { XIcon } from '../../ui/icons';
import { Cautions } from './Cautions';
import { DraftFields, type DraftFocus } from './DraftFields';
import { checkDraft, firstWrong, recordDraft, type PrescriptionDraft, type PrescriptionErrors } from './draft';
import { confirmDealer, type DealerWarnings } from './dealer-warning';
import { PrescriptionFiles } from './PrescriptionFiles';
import type { Notify } from './notify';
import { ProductLines } from './ProductLines';
import { fileShares } from './upload-share';
import { UploadCancelled, useUpload } from './use-upload';
import { UploadStatus } from './UploadStatus';

export interface PrescriptionDetailProps {
  id: number;
  onClose: () => void;
  /** The record was changed or deleted: the list reloads. */
  onChanged: () => void;
  notify: Notify;
  /** Dealer row id → why recording for that dealer deserves a second thought (asked, never refused). */
  dealerWarnings?: DealerWarnings;
}

type Loaded = { record: PrescriptionPartner; products: PrescriptionPartnerProduct[] };

/**
 * 실적(EDI)상세: one record. While it waits for staff (접수대기) the member may change its dealer, client and month,
 * drop saved files, add new ones, save or delete it; otherwise it is read-only with 닫기. The heading takes the focus
 * when it opens; ✕ and 닫기 hand it back to the list.
 */
export function PrescriptionDetail({ id, onClose, onChanged, notify, dealerWarnings = {} }: PrescriptionDetailProps) {
  const s = prescriptionEntry();
  const [attempt, setAttempt] = useState(0);
  // The answer of one attempt (null = it failed); another attempt's answer counts as still loading.
  const [answer, setAnswer] = useState<{ attempt: number; loaded: Loaded | null }>({ attempt: -1, loaded: null });
  const [draft, setDraft] = useState<PrescriptionDraft | null>(null);
  const [kept, setKept] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<PrescriptionErrors>({});
  const [deleting, setDeleting] = useState(false);
  const upload = useUpload();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  // A form-level message takes the focus once it is on screen (an animation frame could come before the commit).
  useEffect(() => {
    if (errors.form) formErrorRef.current?.focus();
  }, [errors.form]);
  const dealerRef = useRef<HTMLInputElement>(null);
  const monthRef = useRef<HTMLSelectElement>(null);
  const partnerRef = useRef<HTMLInputElement>(null);
  const focusables: DraftFocus = { dealer: dealerRef, month: monthRef, partner: partnerRef };
  const filesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api.prescriptions.partner(id), api.prescriptions.partnerProducts(id).catch(() => [])])
      .then(([record, products]) => {
        if (!live) return;
        setAnswer({ attempt, loaded: { record, products } });
        setDraft(recordDraft(record));
        setKept(record.ediFiles.map((f) => f.s3fileId));
        setFiles([]);
        setErrors({});
      })
      .catch(() => live && setAnswer({ attempt, loaded: null }));
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const loaded = answer.attempt === attempt ? answer.loaded : null;
  const failed = answer.attempt === attempt && answer.loaded === null;
  useEffect(() => headingRef.current?.focus(), [id]);

  const record = loaded?.record;
  const editable = record?.status === 'PENDING';
  const busy = upload.uploading || deleting;

  async function remove() {
    if (!record || !(await confirm('정말 삭제하시겠습니까?', { title: '실적 삭제' }))) return;
    setDeleting(true);
    try {
      await api.prescriptions.removePartner(record.id);
      notify('success', '삭제되었습니다.');
      onChanged();
      onClose();
    } catch (error) {
      setDeleting(false);
      setErrors({ form: `삭제 중 오류가 발생했습니다. ${error instanceof ApiError ? error.message : ''}`.trim() });
    }
  }
  async function save() {
    if (!record || !draft || busy) return;
    const found = checkDraft(draft, kept.length + files.length, '최소 1개 이상의 파일이 필요합니다.');
    setErrors(found);
    if (Object.keys(found).length) {
      const field = firstWrong(found);
      if (field === 'files') filesRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
      else if (field) focusables[field].current?.focus();
      return;
    }
    const request = {
      prescriptionPartnerId: record.id,
      dealerId: draft.dealer?.id,
      drugCompanyId: draft.dealer?.drugCompanyId ?? undefined,
      partnerId: draft.partner?.id,
      prescriptionMonth: `${draft.month}-01`,
      keepFileIds: kept,
    };
    const problem = (await import('./request-check')).updateProblem(request);
    if (problem) {
      setErrors({ form: problem });
      return;
    }
    if (request.dealerId !== undefined && !(await confirmDealer(dealerWarnings, request.dealerId, '수정'))) return;
    try {
      await upload.run((options) => api.prescriptions.updatePartnerFiles(request, files, options));
      notify('success', '수정되었습니다.');
      onChanged();
      onClose();
    } catch (error) {
      if (error instanceof UploadCancelled) return notify('error', '업로드를 취소했습니다. 고친 내용은 그대로 있습니다.');
      const detail = error instanceof ApiError ? error.message : '다시 시도해 주세요.';
      setErrors({ form: `수정 중 오류가 발생했습니다. ${detail}` });
    }
  }

  const shares = upload.progress
    ? fileShares(
        files.map((f) => f.size),
        upload.progress,
      )
    : null;
  return (
    <section className={s.panel} id="edi-detail" aria-labelledby="edi-detail-title">
      <div className={s.panelHeader}>
        <h3 className={s.panelTitle} id="edi-detail-title" tabIndex={-1} ref={headingRef}>
          실적(EDI)상세
        </h3>
        <IconButton aria-label="상세 닫기" onClick={onClose} disabled={busy}>
          <XIcon />
        </IconButton>
      </div>
      {failed ? (
        <div className={s.fields} role="alert">
          <p>상세 정보를 불러오는 중 오류가 발생했습니다.</p>
          <div className={s.actions}>
            <Button type="button" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
              다시 시도
            </Button>
          </div>
        </div>
      ) : !record || !draft ? (
        <div className={s.fields} aria-busy="true">
          <p role="status">로딩 중...</p>
          <SkeletonText lines={6} />
        </div>
      ) : (
        <form
          className={s.fields}
          noValidate
          aria-labelledby="edi-detail-title"
          aria-busy={busy || undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p>
            <StatusBadge kind="prescription" status={record.status} />{' '}
            {!editable ? (
              <Badge tone="neutral" variant="subtle">
                처리가 시작되어 고칠 수 없습니다
              </Badge>
            ) : null}
          </p>
          <DraftFields
            idPrefix={`edi-${record.id}`}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
            settlementMonth={record.settlementMonth.slice(0, 7)}
            errors={errors}
            dealerRef={dealerRef}
            monthRef={monthRef}
            partnerRef={partnerRef}
            readOnly={!editable}
            disabled={busy}
            changeLabels
          />
          <div ref={filesRef}>
            <PrescriptionFiles
              id={`edi-${record.id}-files`}
              title={editable ? '파일첨부' : '파일목록'}
              existing={record.ediFiles}
              kept={kept}
              onDropExisting={editable ? (fileId) => setKept((k) => k.filter((x) => x !== fileId)) : undefined}
              files={files}
              onFilesChange={(next) => {
                setFiles(next);
                setErrors((e) => ({ ...e, files: undefined }));
              }}
              progress={shares}
              error={errors.files}
              disabled={!editable || busy}
              readOnly={!editable}
            />
          </div>
          {loaded.products.length > 0 ? <ProductLines products={loaded.products} /> : null}
          {editable ? <Cautions /> : null}
          {upload.progress ? <UploadStatus progress={upload.progress} onCancel={upload.cancel} /> : null}
          {errors.form ? (
            <p className={s.formError} role="alert" tabIndex={-1} ref={formErrorRef}>
              {errors.form}
            </p>
          ) : null}
          <div className={s.actions}>
            {editable ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  tone="danger"
                  size="lg"
                  onClick={remove}
                  loading={deleting}
                  disabled={upload.uploading}
                >
                  삭제
                </Button>
                <Button type="submit" size="lg" loading={upload.uploading} loadingText="저장 중…" disabled={deleting}>
                  수정
                </Button>
              </>
            ) : (
              <Button type="button" variant="outline" tone="neutral" size="lg" onClick={onClose}>
                닫기
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
