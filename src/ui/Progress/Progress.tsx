import { Progress as ArkProgress } from '@ark-ui/react/progress';
import { cx } from 'styled-system/css';
import { progress, type ProgressVariantProps } from 'styled-system/recipes';

export type ProgressProps = ProgressVariantProps & {
  /** 0–100 (or min–max); `null` = indeterminate. */
  value: number | null;
  min?: number;
  max?: number;
  /** Visible label (also the accessible name). */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Show the percentage text. */
  showValue?: boolean;
  className?: string;
};

/** Linear progress bar (Ark Progress: role="progressbar" with value text). */
export function Progress({ value, min = 0, max = 100, label, showValue, size, tone, className, ...aria }: ProgressProps) {
  const classes = progress({ size, tone });
  return (
    <ArkProgress.Root
      className={cx(classes.root, className)}
      value={value}
      min={min}
      max={max}
      aria-label={aria['aria-label']}
      translations={{ value: ({ percent }) => (percent === -1 ? '진행 중' : `${percent}%`) }}
    >
      {label != null || showValue ? (
        <div className={classes.header}>
          {label != null ? <ArkProgress.Label className={classes.label}>{label}</ArkProgress.Label> : <span />}
          {showValue ? <ArkProgress.ValueText className={classes.valueText} /> : null}
        </div>
      ) : null}
      <ArkProgress.Track className={classes.track} aria-label={label ?? aria['aria-label']}>
        <ArkProgress.Range className={classes.range} />
      </ArkProgress.Track>
    </ArkProgress.Root>
  );
}
