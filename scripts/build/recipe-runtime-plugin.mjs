// A Vite plugin that gives Panda's generated recipes the kit's recipe runtime (src/theme/recipe-runtime.ts) instead of
// styled-system/recipes/create-recipe.mjs, whose css() import carries Panda's utility tables into every island, and
// that rewrites each generated recipe module as one call of that runtime (the same recipe object, ≈ 40 % fewer
// bytes: a page's islands carry a dozen recipes). Used by astro.config.mjs, .storybook/main.ts and vitest.config.ts,
// so the app, the stories and the tests agree; src/theme/recipe-runtime.test.ts compares the results with Panda's.
import { fileURLToPath } from 'node:url';

const runtime = fileURLToPath(new URL('../../src/theme/recipe-runtime.ts', import.meta.url));
const generatedRecipe = /[\\/]styled-system[\\/]recipes[\\/][^\\/]+\.mjs$/;

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The parts of a generated recipe module, or undefined when it does not have the shape this plugin knows. */
export function parseRecipeModule(code) {
  const name = /__name__: '(\w+)'/.exec(code)?.[1];
  const exported = /export const (\w+) = /.exec(code)?.[1];
  if (!name || name !== exported) return undefined;
  const config = /createRecipe\('([\w-]+)', ({[\s\S]*?}), (\[[\s\S]*?\])\)\n/.exec(code);
  if (config) {
    const defaults = json(config[2]);
    const compound = json(config[3]);
    const variantMap = json(/const \w+VariantMap = ({[\s\S]*?})\n\n/.exec(code)?.[1] ?? '');
    if (!defaults || compound?.length !== 0 || !variantMap) return undefined;
    return { kind: 'config', name, className: config[1], defaults, variantMap };
  }
  const defaults = json(/const \w+DefaultVariants = ({[\s\S]*?})\n/.exec(code)?.[1] ?? '');
  const compound = json(/const \w+CompoundVariants = (\[[\s\S]*?\])\n/.exec(code)?.[1] ?? '');
  const pairs = json(/const \w+SlotNames = (\[[\s\S]*?\n\])\n/.exec(code)?.[1] ?? '');
  const variantMap = json(/variantMap: ({[\s\S]*?}),\n {2}splitVariantProps/.exec(code)?.[1] ?? '');
  if (!defaults || compound?.length !== 0 || !pairs?.length || !variantMap) return undefined;
  const className = pairs[0][1].slice(0, -pairs[0][0].length - 2);
  if (!pairs.every(([slot, key]) => key === `${className}__${slot}`)) return undefined;
  return { kind: 'slot', name, className, slots: pairs.map(([slot]) => slot), defaults, variantMap };
}

export function rewriteRecipeModule(code) {
  const r = parseRecipeModule(code);
  if (!r) return null;
  const args = [r.name, r.className, ...(r.kind === 'slot' ? [r.slots] : []), r.defaults, r.variantMap].map((a) => JSON.stringify(a));
  const fn = r.kind === 'slot' ? 'slotRecipe' : 'configRecipe';
  return `import { ${fn} } from ${JSON.stringify(runtime)};\nexport const ${r.name} = /* @__PURE__ */ ${fn}(${args.join(', ')});\n`;
}

export function recipeRuntime() {
  return {
    name: 'kit-recipe-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './create-recipe.mjs' && importer && generatedRecipe.test(importer)) return runtime;
      return null;
    },
    transform(code, id) {
      return generatedRecipe.test(id) ? rewriteRecipeModule(code) : null;
    },
  };
}
