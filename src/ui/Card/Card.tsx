import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { card, type CardVariantProps } from 'styled-system/recipes';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  CardVariantProps & {
    /** Element of the card (default `section` when it has a title, else `div`). */
    as?: ElementType;
    /** Link target when the whole card is one link (`as="a"`, usually `interactive`). */
    href?: string;
    title?: ReactNode;
    /** Heading level element of the title (default h3). */
    titleAs?: ElementType;
    description?: ReactNode;
    /** Right side of the header (buttons, links). */
    actions?: ReactNode;
    footer?: ReactNode;
    children?: ReactNode;
  };

/**
 * A surface grouping related content: optional header (title, description, actions), body, footer.
 * `interactive` is for a card that is one link or button as a whole (pass `as="a"` and `href`).
 */
export function Card({
  as,
  variant,
  interactive,
  title,
  titleAs: TitleTag = 'h3',
  description,
  actions,
  footer,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = card({ variant, interactive });
  const Root: ElementType = as ?? (title ? 'section' : 'div');
  const hasHeader = title != null || actions != null || description != null;
  return (
    <Root className={cx(classes.root, className)} {...rest}>
      {hasHeader ? (
        <div className={classes.header}>
          <div>
            {title != null ? <TitleTag className={classes.title}>{title}</TitleTag> : null}
            {description != null ? <p className={classes.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className={classes.body}>{children}</div>
      {footer != null ? <div className={classes.footer}>{footer}</div> : null}
    </Root>
  );
}
