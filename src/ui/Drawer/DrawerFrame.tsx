import type { ReactNode } from 'react';
import * as Drawer from './parts';
import { XIcon } from '../icons';

export type DrawerFrameProps = {
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

/** Side sheet for the mobile menu, composed from the Drawer parts (focus trapped, Escape/backdrop close). */
export function DrawerFrame({
  open,
  defaultOpen,
  onOpenChange,
  title,
  trigger,
  side = 'right',
  footer,
  closeLabel = '메뉴 닫기',
  className,
  children,
}: DrawerFrameProps) {
  return (
    <Drawer.Root side={side} open={open} defaultOpen={defaultOpen} onOpenChange={(d) => onOpenChange?.(d.open)}>
      {trigger ? <Drawer.Trigger asChild>{trigger}</Drawer.Trigger> : null}
      <Drawer.Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content className={className}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
              <Drawer.CloseTrigger aria-label={closeLabel}>
                <XIcon />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
          </Drawer.Content>
        </Drawer.Positioner>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
