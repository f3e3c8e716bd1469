import type { ElementType, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { emptyState, type EmptyStateVariantProps } from 'styled-system/recipes';
import { InboxIcon } from '../icons';

export type EmptyStateProps = EmptyStateVariantProps & {
  /** Main line, e.g. 조회된 데이터가 없습니다. */
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon (default: an inbox); `null` for none. */
  icon?: ReactNode;
  /** A button or link to recover (e.g. 검색 초기화). */
  action?: ReactNode;
  /** Element of the title (default p; use a heading when the empty state is a page section). */
  titleAs?: ElementType;
  className?: string;
};

/** Shown when a list, table or search has nothing to display. No hooks: SSR-safe. */
export function EmptyState({ title, description, icon, action, size, tone, titleAs: TitleTag = 'p', className }: EmptyStateProps) {
  const classes = emptyState({ size, tone });
  return (
    <div className={cx(classes.root, className)}>
      {icon !== null ? (
        <span className={classes.icon} aria-hidden="true">
          {icon ?? <InboxIcon />}
        </span>
      ) : null}
      <TitleTag className={classes.title}>{title}</TitleTag>
      {description != null ? <p className={classes.description}>{description}</p> : null}
      {action != null ? <div className={classes.action}>{action}</div> : null}
    </div>
  );
}
