import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ark } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from '../Spinner/Spinner';

type CommonProps = Omit<ButtonVariantProps, 'iconOnly'> & {
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  /** Text announced while loading (default: the button's own label stays). */
  loadingText?: ReactNode;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  className?: string;
  children?: ReactNode;
};

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    href?: undefined;
    /** Render the single child element (e.g. a router link) with the button's styles and props. */
    asChild?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    /** Renders an <a href> styled as a button (navigation, not an action). */
    href: string;
    disabled?: boolean;
    asChild?: undefined;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** @internal shared by Button and IconButton */
export function renderButton(props: ButtonProps, iconOnly: boolean) {
  const { variant, tone, size, fullWidth, loading, loadingText, startIcon, endIcon, className, children, ...rest } = props;
  const classes = cx(button({ variant, tone, size, fullWidth, iconOnly }), className);
  const spinnerSize = size === 'lg' ? 'sm' : 'xs';
  const content = (
    <>
      {loading ? <Spinner size={spinnerSize} tone="current" label={null} /> : startIcon}
      {loading && loadingText ? loadingText : iconOnly && loading ? null : children}
      {!loading && endIcon}
    </>
  );

  if ('href' in rest && rest.href !== undefined) {
    const { disabled, href, ref, onClick, ...anchorRest } = rest as Omit<ButtonAsLinkProps, keyof CommonProps>;
    const inert = disabled || loading;
    return (
      <a
        ref={ref}
        className={classes}
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        data-loading={loading ? '' : undefined}
        onClick={inert ? (e) => e.preventDefault() : onClick}
        {...anchorRest}
      >
        {content}
      </a>
    );
  }

  const { disabled, type, asChild, onClick, ...buttonRest } = rest as Omit<ButtonAsButtonProps, keyof CommonProps>;
  if (asChild) {
    return (
      <ark.button asChild className={classes} aria-busy={loading || undefined} {...buttonRest}>
        {children}
      </ark.button>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...buttonRest}
    >
      {content}
    </button>
  );
}

/**
 * Action button. Variants `solid | outline | ghost | link`, sizes `sm | md | lg`, tones `brand | neutral | danger`.
 * Pass `href` to render a link that looks like a button; `asChild` to style your own single child element.
 */
export function Button(props: ButtonProps) {
  return renderButton(props, false);
}
