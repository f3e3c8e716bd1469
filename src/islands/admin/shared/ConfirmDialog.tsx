import { useState, type ReactNode } from 'react';
import { consoleDialog } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button/Button';
import { DialogFrameOnDemand } from '../../shared/dialog-frame-on-demand';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, naming what it acts on (the member, the company, the account). */
  message: ReactNode;
  confirmLabel: string;
  tone?: 'brand' | 'danger';
  size?: 'sm' | 'md';
  /** Fields the action asks (a reason, a date): their own state is the caller's. */
  children?: ReactNode;
  /** Runs the action; a message answered (a field problem) keeps the dialog open and shows it, `false` keeps it open. */
  onConfirm: () => Promise<string | false | void>;
}

const s = consoleDialog();

/** The server's refusal in its own plain Korean, else a general line. */
export const refusalText = (e: unknown) =>
  e instanceof ApiError && e.message ? e.message : '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The console's one confirm dialog: it names what it acts on, shows its busy state (it cannot be closed meanwhile),
 * and keeps a refusal's Korean message on screen. Ark's dialog loads when it is first opened.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  tone = 'brand',
  size = 'sm',
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const problem = await onConfirm();
      if (typeof problem === 'string') setError(problem);
      else if (problem !== false) onClose();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrameOnDemand
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      size={size}
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
      <div className={s.body}>
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
