import type { CSSProperties } from 'react';
import { cx } from 'styled-system/css';
import { skeleton, skeletonText, type SkeletonVariantProps } from 'styled-system/recipes';

export type SkeletonProps = SkeletonVariantProps & {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

/** A pulsing placeholder (aria-hidden: announce loading once, e.g. with aria-busy on the region or a Spinner). */
export function Skeleton({ shape, inline, width, height, className }: SkeletonProps) {
  const size =
    shape === 'circle' && width != null && height == null
      ? { width, height: width }
      : { width, height: height ?? (shape === 'text' ? undefined : '1rem') };
  return <span aria-hidden="true" className={cx(skeleton({ shape, inline }), className)} style={size} />;
}

export type SkeletonTextProps = { lines?: number; className?: string };

/** Placeholder paragraph: `lines` bars, the last one shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={cx(skeletonText(), className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
