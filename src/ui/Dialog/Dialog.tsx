import { useRef, type ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { dialog, type DialogVariantProps } from 'styled-system/recipes';
import { Button } from '../Button/Button';
import { XIcon } from '../icons';

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Title in the grey title bar (also the dialog's accessible name). */
  title: ReactNode;
  /** Optional element that opens the dialog (rendered as the Ark trigger via asChild). */
  trigger?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** sm 400px (pickers, report), md 600px, lg 1000px, auto (content decides, min 400px). */
  size?: DialogVariantProps['size'];
  /** Label of the ✕ button. */
  closeLabel?: string;
  closeOnEscape?: boolean;
  closeOnInteractOutside?: boolean;
  /** Element to focus when the dialog opens (default: the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  className?: string;
  children?: ReactNode;
};

/** Modal frame of the portal: 20px radius, grey title bar with title and ✕, body, optional footer. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  trigger,
  footer,
  size,
  closeLabel = '닫기',
  closeOnEscape = true,
  closeOnInteractOutside = true,
  initialFocusEl,
  className,
  children,
}: DialogProps) {
  const classes = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(d) => onOpenChange?.(d.open)}
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={cx(classes.content, className)}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              <ArkDialog.CloseTrigger className={classes.closeTrigger} aria-label={closeLabel}>
                <XIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className={classes.body}>{children}</div>
            {footer ? <div className={classes.footer}>{footer}</div> : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

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
  const classes = dialog({ alert: true });
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isConfirm = type === 'CONFIRM';
  return (
    <ArkDialog.Root
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
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content} data-type={type}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
            </div>
            <ArkDialog.Description asChild>
              <div className={cx(classes.body, classes.description)}>
                {typeof message === 'string' ? <span className={css({ whiteSpace: 'pre-line' })}>{message}</span> : message}
              </div>
            </ArkDialog.Description>
            <div className={classes.footer}>
              {isConfirm ? (
                <Button variant="outline" tone="neutral" size="lg" onClick={() => onCancel?.()}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button ref={confirmRef} variant="solid" tone={confirmTone} size="lg" onClick={() => onConfirm()}>
                {confirmLabel}
              </Button>
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
