import type { ReactNode } from 'react';
import { renderButton, type ButtonAsButtonProps, type ButtonAsLinkProps } from '../Button/Button';

type IconOnly<P> = Omit<P, 'children' | 'startIcon' | 'endIcon' | 'loadingText' | 'aria-label'> & {
  /** Required: the icon has no text, so this is the button's accessible name (Korean, e.g. "메뉴 열기"). */
  'aria-label': string;
  /** The icon (decorative; aria-hidden). */
  children: ReactNode;
};

export type IconButtonProps = IconOnly<ButtonAsButtonProps> | IconOnly<ButtonAsLinkProps>;

/** A square button holding only an icon. `aria-label` is required. Defaults to the ghost neutral look. */
export function IconButton({ variant = 'ghost', tone = 'neutral', ...props }: IconButtonProps) {
  return renderButton({ variant, tone, ...props } as ButtonAsButtonProps, true);
}
