import type { AnchorHTMLAttributes, Ref } from 'react';
import { cx } from 'styled-system/css';
import { link, srOnly, type LinkVariantProps } from 'styled-system/recipes';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  LinkVariantProps & {
    href: string;
    /** Opens in a new tab with rel="noopener noreferrer" and a hidden "새 창" hint for screen readers. */
    external?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/** An inline text link (a plain <a>, renders without JavaScript). */
export function Link({ tone, underline, external, className, children, ...rest }: LinkProps) {
  const extra = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className={cx(link({ tone, underline }), className)} {...extra} {...rest}>
      {children}
      {external ? <span className={srOnly()}> (새 창)</span> : null}
    </a>
  );
}
