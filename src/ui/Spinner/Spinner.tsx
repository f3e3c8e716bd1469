import type { HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { spinner, type SpinnerVariantProps } from 'styled-system/recipes';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  SpinnerVariantProps & {
    /** Accessible name (read by screen readers). Pass `null` when the spinner is decorative (e.g. inside a busy button). */
    label?: string | null;
  };

/** A spinning ring. With a label it is a `role="status"` live region; with `label={null}` it is hidden from AT. */
export function Spinner({ size, tone, label = '불러오는 중', className, ...rest }: SpinnerProps) {
  const classes = cx(spinner({ size, tone }), className);
  if (label === null) return <span aria-hidden="true" className={classes} {...rest} />;
  return <span role="status" aria-label={label} className={classes} {...rest} />;
}
