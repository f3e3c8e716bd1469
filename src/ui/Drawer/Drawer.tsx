import type { ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { drawer } from 'styled-system/recipes';
import { XIcon } from '../icons';

export type DrawerProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading of the sheet (its accessible name). */
  title: ReactNode;
  /** Element that opens the drawer, e.g. an IconButton labelled 메뉴 열기. */
  trigger?: ReactNode;
  side?: 'left' | 'right';
  footer?: ReactNode;
  /** Label of the ✕ button. */
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
};

/** Side sheet for the mobile menu: an Ark Dialog sliding in from the side (focus trapped, Escape/backdrop close). */
export function Drawer({ open, defaultOpen, onOpenChange, title, trigger, side = 'right', footer, closeLabel = '메뉴 닫기', className, children }: DrawerProps) {
  const classes = drawer({ side });
  return (
    <ArkDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={(d) => onOpenChange?.(d.open)} lazyMount unmountOnExit>
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
