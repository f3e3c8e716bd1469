import { createContext, createElement, forwardRef, useContext, type ComponentProps, type ComponentType, type ElementType } from 'react';
import { cx } from 'styled-system/css';

// One style context per kit component: the root part resolves the slot recipe's variants once, every other part
// takes its slot's classes from the context. The same shape as Panda's generated createStyleContext, without its
// `styled` factory and runtime css(): the kit never passes style props, and those cost 5.6 KiB (gzip) on every page
// that opens a dialog.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Panda's slot recipes differ only in their variants
type SlotRecipe = { (variants?: any): Record<string, string>; splitVariantProps(props: object): [object, object] };
type SlotOf<R extends SlotRecipe> = keyof ReturnType<R> & string;
type VariantsOf<R extends SlotRecipe> = NonNullable<Parameters<R>[0]>;

interface Options {
  defaultProps?: Record<string, unknown>;
}

export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  const StyleContext = createContext<Record<string, string> | null>(null);

  /** The root part: takes the recipe's variants and provides every slot's classes to the parts inside. */
  function withRootProvider<P extends object>(Component: ComponentType<P>, options: Options = {}) {
    const WithRootProvider = (props: P & VariantsOf<R>) => {
      const [variants, rest] = recipe.splitVariantProps(props);
      return createElement(StyleContext.Provider, {
        value: recipe(variants),
        children: createElement(Component, { ...options.defaultProps, ...rest } as P),
      });
    };
    WithRootProvider.displayName = 'Root';
    return WithRootProvider;
  }

  /** A part wearing its slot's classes (none with `unstyled`); it must sit inside the root part. */
  function withContext<C extends ElementType>(Component: C, slot: SlotOf<R>, options: Options = {}) {
    const WithContext = forwardRef<unknown, Omit<ComponentProps<C>, 'ref'> & { unstyled?: boolean }>((props, ref) => {
      const slots = useContext(StyleContext);
      if (!slots) throw new Error(`The "${slot}" part must be rendered inside its component's Root.`);
      const { unstyled, className, ...rest } = props as { unstyled?: boolean; className?: string };
      return createElement(Component, {
        ...options.defaultProps,
        ...rest,
        className: unstyled ? className : cx(slots[slot], className),
        ref,
      });
    });
    WithContext.displayName = slot;
    return WithContext;
  }

  return { withRootProvider, withContext };
}
