// The kit's recipe runtime, in place of Panda's generated styled-system/recipes/create-recipe.mjs (swapped in by
// scripts/build/recipe-runtime-plugin.mjs for the app, Storybook and tests). A recipe's classes follow from its name
// and the variants chosen alone: `name`, `name--prop_value`, and `cond:name--prop_value` for a responsive value.
// Panda's own runtime computes them through css(), whose utility tables cost ≈ 6 KiB gzip on every page with an island.
// Compound variants need css() at run time, so the kit has none (recipe-runtime.test.ts holds that and checks every
// variant of every recipe against Panda's runtime). `configRecipe` and `slotRecipe` build the objects the generated
// modules export, from the one call scripts/build/recipe-runtime-plugin.mjs rewrites each module into.
import { cx } from '../../styled-system/css/cx.mjs';

type Variants = Record<string, unknown>;
const compact = (values: Variants) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
const uniq = (...lists: (string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))];
const memo = <T>(fn: (variants?: Variants) => T) => {
  const cache = new Map<string, T>();
  return (variants?: Variants) => {
    const key = JSON.stringify(variants ?? {});
    if (!cache.has(key)) cache.set(key, fn(variants));
    return cache.get(key)!;
  };
};
const splitter = (keys: string[]) => (props: Variants) => [
  Object.fromEntries(Object.entries(props).filter(([key]) => keys.includes(key))),
  Object.fromEntries(Object.entries(props).filter(([key]) => !keys.includes(key))),
];
const IGNORE = '__ignore__';
const BREAKPOINTS = ['base', 'sm', 'md', 'lg', 'xl', '2xl'];
const IMPORTANT = /\s*!(important)?/i;

/** Panda's condition names as they appear in a class (`_hover` → `hover`, a selector in brackets). */
const conditionName = (key: string) =>
  key.startsWith('_') ? key.slice(1) : /&|@/.test(key) && !key.startsWith('@/') ? `[${key.trim().replaceAll(' ', '_')}]` : key;

function classesOf(name: string, prop: string, value: unknown, conditions: string[], out: Set<string>) {
  if (value == null) return;
  if (Array.isArray(value)) value = Object.fromEntries(value.map((v, i) => [BREAKPOINTS[i], v]).filter(([, v]) => v != null));
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Variants)) classesOf(name, prop, inner, [...conditions, key], out);
    return;
  }
  const important = typeof value === 'string' && IMPORTANT.test(value);
  const clean =
    typeof value === 'string'
      ? value
          .replaceAll(/[\n\s]+/g, ' ')
          .replace(IMPORTANT, '')
          .trim()
      : value;
  const base = value === IGNORE ? name : `${name}--${prop}_${String(clean).replaceAll(' ', '_')}`;
  const prefix = conditions.filter((c) => c !== 'base').map(conditionName);
  out.add(`${[...prefix, base].join(':')}${important ? '!' : ''}`);
}

export const createRecipe = (name: string, defaultVariants: Variants, compoundVariants: unknown[]) => {
  if (compoundVariants.length) throw new Error(`Recipe "${name}": the kit's recipe runtime has no compound variants.`);
  const getVariantProps = (variants?: Variants) => ({ [name]: IGNORE, ...defaultVariants, ...compact(variants ?? {}) });
  const recipeFn = (variants?: Variants) => {
    const out = new Set<string>();
    for (const [prop, value] of Object.entries(getVariantProps(variants))) classesOf(name, prop, value, [], out);
    return [...out].join(' ');
  };
  return { recipeFn, getVariantProps, __getCompoundVariantCss__: () => ({}) };
};

type Recipe = ((...args: unknown[]) => string) & { __name__: string; variantKeys: string[]; variantMap: Record<string, string[]> };

export const mergeRecipes = (recipeA?: Recipe, recipeB?: Recipe) => {
  if (recipeA && !recipeB) return recipeA;
  if (!recipeA && recipeB) return recipeB;
  const a = recipeA!;
  const b = recipeB!;
  const variantKeys = uniq(a.variantKeys, b.variantKeys);
  const variantMap = Object.fromEntries(variantKeys.map((key: string) => [key, uniq(a.variantMap[key], b.variantMap[key])]));
  return Object.assign((...args: unknown[]) => cx(a(...args), b(...args)), {
    __recipe__: true,
    __name__: `${a.__name__} ${b.__name__}`,
    raw: (props: unknown) => props,
    variantKeys,
    variantMap,
    splitVariantProps: splitter(variantKeys),
  });
};

/** A config recipe as Panda's generated module exports it (scripts/build/recipe-runtime-plugin.mjs writes the call). */
export function configRecipe(name: string, className: string, defaultVariants: Variants, variantMap: Record<string, string[]>) {
  const fn = createRecipe(className, defaultVariants, []);
  const variantKeys = Object.keys(variantMap);
  return Object.assign(memo(fn.recipeFn), {
    __recipe__: true,
    __name__: name,
    __getCompoundVariantCss__: fn.__getCompoundVariantCss__,
    raw: (props: unknown) => props,
    variantKeys,
    variantMap,
    merge(this: Recipe, recipe: Recipe) {
      return mergeRecipes(this, recipe);
    },
    splitVariantProps: splitter(variantKeys),
    getVariantProps: fn.getVariantProps,
  });
}

/** A slot recipe as Panda's generated module exports it: every slot's classes from `className__slot`. */
export function slotRecipe(
  name: string,
  className: string,
  slots: string[],
  defaultVariants: Variants,
  variantMap: Record<string, string[]>,
) {
  const fns = slots.map((slot) => [slot, createRecipe(`${className}__${slot}`, defaultVariants, [])] as const);
  const variantKeys = Object.keys(variantMap);
  return Object.assign(
    memo((variants) => Object.fromEntries(fns.map(([slot, fn]) => [slot, fn.recipeFn(variants)]))),
    {
      __recipe__: false,
      __name__: name,
      raw: (props: unknown) => props,
      classNameMap: {},
      variantKeys,
      variantMap,
      splitVariantProps: splitter(variantKeys),
      getVariantProps: (variants?: Variants) => ({ ...defaultVariants, ...compact(variants ?? {}) }),
    },
  );
}
