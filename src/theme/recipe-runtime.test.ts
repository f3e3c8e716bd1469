import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as generated from 'styled-system/recipes';
import { parseRecipeModule } from '../../scripts/build/recipe-runtime-plugin.mjs';
// Panda's own runtime, imported directly (the plugin swaps it only for the generated recipe modules).
import { createRecipe as pandaRecipe } from '../../styled-system/recipes/create-recipe.mjs';
import { screenRecipes, screenSlotRecipes } from '../components/recipes';
import { createRecipe } from './recipe-runtime';
import { recipes, slotRecipes } from './recipes';

interface Config {
  className?: string;
  slots?: string[];
  variants?: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
  compoundVariants?: unknown[];
}

const all = Object.entries({ ...recipes, ...screenRecipes, ...slotRecipes, ...screenSlotRecipes }) as [string, Config][];

/** No variants, each value of each variant alone, every variant at its first value, and responsive values. */
function choices(config: Config): Record<string, unknown>[] {
  const variants = Object.entries(config.variants ?? {}).map(([key, values]) => [key, Object.keys(values)] as const);
  const asValue = (v: string) => (v === 'true' ? true : v === 'false' ? false : v);
  return [
    {},
    ...variants.flatMap(([key, values]) => values.map((v) => ({ [key]: asValue(v) }))),
    Object.fromEntries(variants.map(([key, values]) => [key, asValue(values[0]!)])),
    ...variants.map(([key, values]) => ({ [key]: { base: asValue(values[0]!), md: asValue(values.at(-1)!) } })),
    ...variants.map(([key, values]) => ({ [key]: [asValue(values[0]!), undefined, asValue(values.at(-1)!)] })),
    ...variants.map(([key]) => ({ [key]: undefined })),
  ];
}

describe("the kit's recipe runtime", () => {
  it('has recipes to check', () => expect(all.length).toBeGreaterThan(40));

  it.each(all)('%s has no compound variants (they need css() at run time)', (_, config) => {
    expect(config.compoundVariants ?? []).toEqual([]);
  });

  it.each(all)("%s: the same classes as Panda's runtime for every variant", (_, config) => {
    const names = config.slots ? config.slots.map((slot) => `${config.className}__${slot}`) : [config.className!];
    for (const name of names) {
      const ours = createRecipe(name, config.defaultVariants ?? {}, []);
      const panda = pandaRecipe(name, config.defaultVariants ?? {}, []);
      for (const variants of choices(config))
        expect(ours.recipeFn(variants), `${name} ${JSON.stringify(variants)}`).toBe(panda.recipeFn(variants));
    }
  });

  it.each(all)("%s, as the app imports it (the plugin's rewrite): the same classes as Panda's", (key, config) => {
    const recipe = (generated as unknown as Record<string, (v: object) => string | Record<string, string>>)[key]!;
    for (const variants of choices(config)) {
      const expected = config.slots
        ? Object.fromEntries(
            config.slots.map((slot) => [
              slot,
              pandaRecipe(`${config.className}__${slot}`, config.defaultVariants ?? {}, []).recipeFn(variants),
            ]),
          )
        : pandaRecipe(config.className!, config.defaultVariants ?? {}, []).recipeFn(variants);
      expect(recipe(variants), `${key} ${JSON.stringify(variants)}`).toEqual(expected);
    }
  });

  it('the plugin rewrites every generated recipe module', () => {
    const dir = new URL('../../styled-system/recipes/', import.meta.url);
    const modules = readdirSync(dir).filter((f) => f.endsWith('.mjs') && !['index.mjs', 'create-recipe.mjs'].includes(f));
    expect(modules).toHaveLength(all.length);
    for (const file of modules) expect(parseRecipeModule(readFileSync(new URL(file, dir), 'utf8')), file).toBeDefined();
  });

  it('refuses compound variants instead of ignoring them', () => {
    expect(() => createRecipe('x', {}, [{ size: 'sm', css: {} }])).toThrow(/compound/);
  });
});
