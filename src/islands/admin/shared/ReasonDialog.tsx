import { useState, type ReactNode } from 'react';
import { REVIEW_REASON_MIN } from '../../../api/schema/review-limits';
import { STAFF_REASON_MAX } from '../../../api/schema/staff-rules';
import { Textarea } from '../../../ui/Textarea/Textarea';
import { ConfirmDialog } from './ConfirmDialog';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, naming what it acts on. */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'brand' | 'danger';
  /** The reason's label; the field shows only when the decision asks one. */
  reasonLabel?: string;
  /** Whether it must be given (at least the review minimum); an optional one is still kept. */
  reasonRequired?: boolean;
  /** Who reads the reason: the member (the default) or only the audit trail. */
  reasonHelp?: string;
  /** Fields besides the reason (a number of days): their own state is the caller's. */
  children?: ReactNode;
  /** Runs the decision with the trimmed reason; a message answered keeps the dialog open and shows it. */
  onConfirm: (reason: string) => Promise<string | false | void>;
}

/** Why a required reason cannot be sent, or null. */
export function reasonProblem(reason: string, label: string): string | null {
  const text = reason.trim();
  if (!text) return `${label}를 입력해 주세요.`;
  if (text.length < REVIEW_REASON_MIN) return `${label}는 ${REVIEW_REASON_MIN}자 이상 입력해 주세요.`;
  if (text.length > STAFF_REASON_MAX) return `${label}는 ${STAFF_REASON_MAX}자 이내로 입력해 주세요.`;
  return null;
}

/** A decision's confirmation with the reason it asks: checked before it is sent, cleared once it is done. */
export function ReasonDialog({
  reasonLabel,
  reasonRequired = true,
  reasonHelp = '회원에게 이 사유가 그대로 전달됩니다.',
  onConfirm,
  onClose,
  children,
  ...dialog
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function confirm() {
    if (reasonLabel && reasonRequired) {
      const problem = reasonProblem(reason, reasonLabel);
      setReasonError(problem);
      if (problem) return false;
    }
    const outcome = await onConfirm(reason.trim());
    if (outcome === undefined) setReason('');
    return outcome;
  }

  return (
    <ConfirmDialog {...dialog} size="md" onClose={() => (setReasonError(null), onClose())} onConfirm={confirm}>
      {reasonLabel ? (
        <Textarea
          label={reasonRequired ? reasonLabel : `${reasonLabel} (선택)`}
          name="reason"
          required={reasonRequired}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (reasonError) setReasonError(null);
          }}
          maxLength={STAFF_REASON_MAX}
          showCount
          rows={4}
          helpText={reasonHelp}
          errorText={reasonError ?? undefined}
        />
      ) : null}
      {children}
    </ConfirmDialog>
  );
}
