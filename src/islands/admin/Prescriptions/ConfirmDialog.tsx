import { useState, type ReactNode } from 'react';
import { ediConsole } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { REVIEW_REASON_MIN } from '../../../api/schema/review-limits';
import { STAFF_REASON_MAX } from '../../../api/schema/staff-rules';
import { Button } from '../../../ui/Button/Button';
import { DialogFrameOnDemand } from '../../shared/dialog-frame-on-demand';
import { Textarea } from '../../../ui/Textarea/Textarea';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, naming the member and the company. */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'brand' | 'danger';
  /** The reason's label when the decision asks one (the member reads it). */
  reasonLabel?: string;
  /** Runs the decision; a refusal's Korean message stays in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
}

const s = ediConsole();

/** Why a reason cannot be sent, or null. */
export function reasonProblem(reason: string, label: string): string | null {
  const text = reason.trim();
  if (!text) return `${label}를 입력해 주세요.`;
  if (text.length < REVIEW_REASON_MIN) return `${label}는 ${REVIEW_REASON_MIN}자 이상 입력해 주세요.`;
  if (text.length > STAFF_REASON_MAX) return `${label}는 ${STAFF_REASON_MAX}자 이내로 입력해 주세요.`;
  return null;
}

/** A decision's confirmation: names what it acts on, asks a reason where one is needed, shows its busy state. */
export function ConfirmDialog({ open, onClose, title, message, confirmLabel, tone = 'brand', reasonLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setError(null);
    setReasonError(null);
    onClose();
  }

  async function confirm() {
    if (reasonLabel) {
      const problem = reasonProblem(reason, reasonLabel);
      setReasonError(problem);
      if (problem) return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setReason('');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrameOnDemand
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      size="md"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
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
      <div className={s.choice}>
        <p>{message}</p>
        {reasonLabel ? (
          <Textarea
            label={reasonLabel}
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (reasonError) setReasonError(null);
            }}
            maxLength={STAFF_REASON_MAX}
            showCount
            rows={4}
            helpText="회원에게 이 사유가 그대로 전달됩니다."
            errorText={reasonError ?? undefined}
          />
        ) : null}
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
      </div>
    </DialogFrameOnDemand>
  );
}
