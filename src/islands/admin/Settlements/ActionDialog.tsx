import { useState, type ReactNode } from 'react';
import { memberAdmin } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button/Button';
import { DialogFrameOnDemand } from '../../shared/dialog-frame-on-demand';

export interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, naming the member (or the change). */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'brand' | 'danger';
  /** Fields the action asks (a reason, a date): their own state is the caller's. */
  children?: ReactNode;
  /** Runs the action; a message answered (a field problem) keeps the dialog open and shows it, `false` keeps it open. */
  onConfirm: () => Promise<string | false | void>;
}

const s = memberAdmin();

/**
 * 정산관리's confirm dialog (회원관리's shape; console islands share only through admin/shared): it names what it acts
 * on, shows its busy state, and keeps a refusal's Korean message on screen.
 */
export function ActionDialog({ open, onClose, title, message, confirmLabel, tone = 'brand', children, onConfirm }: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const problem = await onConfirm();
      if (typeof problem === 'string') setError(problem);
      else if (problem !== false) onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrameOnDemand
      open={open}
      onOpenChange={(next) => (!next && !busy ? (setError(null), onClose()) : undefined)}
      title={title}
      size="sm"
      closeOnInteractOutside={!busy}
      footer={
        <>
          <Button type="button" variant="outline" tone="neutral" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button type="button" tone={tone} onClick={confirm} loading={busy} loadingText={`${confirmLabel} 중…`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={s.dialogBody}>
        <p>{message}</p>
        {children}
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
      </div>
    </DialogFrameOnDemand>
  );
}
