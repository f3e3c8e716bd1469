import type { ReactElement, ReactNode } from 'react';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';
import { tooltip } from 'styled-system/recipes';

export type TooltipProps = {
  /** The hint (supplementary: never the only name of a control). */
  content: ReactNode;
  /** One focusable element (rendered with asChild). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';
  openDelay?: number;
  closeDelay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  showArrow?: boolean;
};

/** A short hint on hover and keyboard focus (Ark Tooltip; Escape closes). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  openDelay = 400,
  closeDelay = 100,
  open,
  defaultOpen,
  showArrow = true,
}: TooltipProps) {
  const classes = tooltip();
  return (
    <ArkTooltip.Root
      positioning={{ placement, gutter: 8 }}
      openDelay={openDelay}
      closeDelay={closeDelay}
      open={open}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={classes.positioner}>
          <ArkTooltip.Content className={classes.content}>
            {showArrow ? (
              <ArkTooltip.Arrow className={classes.arrow}>
                <ArkTooltip.ArrowTip className={classes.arrowTip} />
              </ArkTooltip.Arrow>
            ) : null}
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
