import { useState, type ReactNode } from 'react';
import { staffAdmin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { STAFF_REASON_MAX } from '../../../api/schema/staff-rules';
import { Button } from '../../../ui/Button/Button';
import { DialogFrameOnDemand } from '../../shared/dialog-frame-on-demand';
import { Textarea } from '../../../ui/Textarea/Textarea';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, naming the account. */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'brand' | 'danger';
  /** Whether the reason must be given (it is kept in the audit trail either way). */
  reasonRequired: boolean;
  onConfirm: (reason: string) => Promise<void>;
}

const s = staffAdmin();

/** A confirm dialog naming the account, with the reason the audit trail keeps, a busy state and the server's refusal. */
export function ReasonDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  tone = 'brand',
  reasonRequired,
  onConfirm,
}: ReasonDialogProps) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setReason('');
    onClose();
  };
  async function confirm() {
    if (reasonRequired && !reason.trim()) return setError('사유를 입력해 주세요.');
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <DialogFrameOnDemand
      open={open}
      onOpenChange={(next) => (!next && !busy ? close() : undefined)}
      title={title}
      size="sm"
      closeOnInteractOutside={!busy}
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={close} disabled={busy}>
            취소
          </Button>
          <Button type="button" tone={tone} onClick={() => void confirm()} loading={busy} loadingText={`${confirmLabel} 중…`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={s.dialogBody}>
        <p>{message}</p>
        <Textarea
          label={reasonRequired ? '사유' : '사유 (선택)'}
          name="reason"
          value={reason}
          maxLength={STAFF_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          helpText="감사 로그에 남습니다."
          required={reasonRequired}
        />
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
      </div>
    </DialogFrameOnDemand>
  );
}
