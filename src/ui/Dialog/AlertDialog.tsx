import { useRef, type ReactNode } from 'react';
import { dialog } from 'styled-system/recipes';
import * as Dialog from './parts';
import { Button } from '../Button/Button';

export type AlertDialogType = 'INFO' | 'CONFIRM';

export type AlertDialogProps = {
  open: boolean;
  /** INFO: one button; confirm, Escape and a backdrop click all confirm. CONFIRM: cancel + confirm; Escape and backdrop do nothing. */
  type?: AlertDialogType;
  /** Default 알림. */
  title?: ReactNode;
  /** Text (line breaks kept) or any content. */
  message: ReactNode;
  /** Default 확인. */
  confirmLabel?: string;
  /** Default 취소 (CONFIRM only). */
  cancelLabel?: string;
  /** Tone of the confirm button, e.g. `danger` for destructive confirmations. */
  confirmTone?: 'brand' | 'danger';
  onConfirm: () => void;
  onCancel?: () => void;
};

/**
 * The info / confirm presentation the dialog store renders: one at a time, focus trapped, the confirm
 * button focused first. A CONFIRM dialog is `role="alertdialog"` and can only be left through its buttons.
 */
export function AlertDialog({
  open,
  type = 'INFO',
  title = '알림',
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  confirmTone = 'brand',
  onConfirm,
  onCancel,
}: AlertDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isConfirm = type === 'CONFIRM';
  return (
    <Dialog.Root
      alert
      open={open}
      role={isConfirm ? 'alertdialog' : 'dialog'}
      closeOnEscape={!isConfirm}
      closeOnInteractOutside={!isConfirm}
      // Only a backdrop click dismisses: focus moving out (e.g. while a queued dialog replaces this one) must not.
      onFocusOutside={(event) => event.preventDefault()}
      initialFocusEl={() => confirmRef.current}
      onOpenChange={(d) => {
        // Only INFO can be dismissed from outside (Escape, backdrop): that counts as confirm.
        if (!d.open) (isConfirm ? onCancel : onConfirm)?.();
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-type={type}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Description asChild>
              <Dialog.Body>{typeof message === 'string' ? <span className={dialog().message}>{message}</span> : message}</Dialog.Body>
            </Dialog.Description>
            <Dialog.Footer>
              {isConfirm ? (
                <Button variant="outline" tone="neutral" size="lg" onClick={() => onCancel?.()}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button ref={confirmRef} variant="solid" tone={confirmTone} size="lg" onClick={() => onConfirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
