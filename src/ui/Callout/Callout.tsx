import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { callout, type CalloutVariantProps } from 'styled-system/recipes';
import { AlertIcon } from '../icons';

export type CalloutProps = HTMLAttributes<HTMLDivElement> &
  CalloutVariantProps & {
    /** Icon before the text (default: the alert icon for danger and warning, none otherwise). */
    icon?: ReactNode;
    children: ReactNode;
  };

/**
 * An inline message box inside a form or section. Give `role="alert"` when it appears in answer to an action
 * (a refused login); static notes need no role.
 */
export function Callout({ tone = 'danger', emphasis, icon, className, children, ...rest }: CalloutProps) {
  const shown = icon === undefined ? tone === 'danger' || tone === 'warning' ? <AlertIcon /> : null : icon;
  return (
    <div className={cx(callout({ tone, emphasis }), className)} {...rest}>
      {shown}
      <span>{children}</span>
    </div>
  );
}
