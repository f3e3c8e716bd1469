import { cx } from 'styled-system/css';
import { loadingBar } from 'styled-system/recipes';

export type LoadingBarProps = {
  /** Shown while true; renders nothing otherwise. */
  active: boolean;
  /** 0–100 for a determinate bar; omit for an indeterminate one. */
  value?: number;
  /** Accessible name of the progress bar. */
  label?: string;
  /** `static` places it in the flow (for stories/docs); default `fixed` to the top of the viewport. */
  position?: 'fixed' | 'static';
  className?: string;
};

/** The 2px progress bar fixed to the top of the page while a page or record loads. No hooks: SSR-safe. */
export function LoadingBar({ active, value, label = '페이지를 불러오는 중', position, className }: LoadingBarProps) {
  if (!active) return null;
  const determinate = typeof value === 'number';
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : undefined;
  const classes = loadingBar({ indeterminate: !determinate, position });
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={clamped}
      className={cx(classes.root, className)}
    >
      <div className={classes.bar} style={determinate ? { width: `${clamped}%` } : undefined} />
    </div>
  );
}
