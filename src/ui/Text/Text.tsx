import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { text, type TextVariantProps } from 'styled-system/recipes';

export type TextStyleName = NonNullable<Extract<TextVariantProps['textStyle'], string>>;
export type TextTone = NonNullable<Extract<TextVariantProps['tone'], string>>;

type OwnProps<E extends ElementType> = {
  /** Element to render (default `span` for Text, `h2` for Heading). */
  as?: E;
  /** A text style of the design system: size + weight letter, e.g. `mediumText.M`, `heading1.7B`. */
  textStyle?: TextStyleName;
  /** Colour role. `inherit` (default) keeps the parent's colour. */
  tone?: TextTone;
  /** Text styles never wrap; opt in for body copy that must wrap (Korean breaks at words: keep-all). */
  wrap?: boolean;
  /** Cut with an ellipsis instead of overflowing. */
  truncate?: boolean;
  align?: 'start' | 'center' | 'end';
  className?: string;
  children?: ReactNode;
};

export type TextProps<E extends ElementType = 'span'> = OwnProps<E> & Omit<ComponentPropsWithoutRef<E>, keyof OwnProps<E>>;

/** Text in one of the spec's text styles. Renders a `span` unless `as` says otherwise. */
export function Text<E extends ElementType = 'span'>({
  as,
  textStyle = 'mediumText.R',
  tone,
  wrap,
  truncate,
  align,
  className,
  ...rest
}: TextProps<E>) {
  const Component: ElementType = as ?? 'span';
  return <Component className={cx(text({ textStyle, tone, wrap: !!wrap, truncate, align }), className)} {...rest} />;
}

export type HeadingProps<E extends ElementType = 'h2'> = TextProps<E>;

/** A heading in a heading text style. Pick the element by document outline (`as="h1"`), the look by `textStyle`. */
export function Heading<E extends ElementType = 'h2'>({ as, textStyle = 'heading2.B', ...rest }: HeadingProps<E>) {
  return <Text as={as ?? 'h2'} textStyle={textStyle} {...(rest as TextProps<ElementType>)} />;
}
