import type { ReactNode } from 'react';
import type { DialogVariantProps } from 'styled-system/recipes';
import * as Dialog from './parts';
import { XIcon } from '../icons';

export type DialogFrameProps = {
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
export function DialogFrame({
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
}: DialogFrameProps) {
  return (
    <Dialog.Root
      size={size}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(d) => onOpenChange?.(d.open)}
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={className}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.CloseTrigger aria-label={closeLabel}>
                <XIcon />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
