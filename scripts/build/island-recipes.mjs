// PostCSS plugin, after Panda's: splits the recipes between two stylesheets so content pages do not download and parse
// the looks of components only React islands render.
//   src/styles/global.css   every page (render-blocking): everything Panda emits except the island-only recipes;
//   src/styles/islands.css  linked by the modules that import it (the islands, the dialog host): those recipes only.
// A recipe is "server-rendered" when a module the server renders imports it from styled-system/recipes: every .astro
// file and what it imports statically (relative imports, followed through .ts/.tsx modules), except the components it
// hydrates with a client:* directive and dynamic import()s. Every other recipe is island-only, so the recipes of a new
// island land in islands.css by themselves. The scan runs when the CSS is built (restart `astro dev` after moving a
// recipe between server and island code).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { astroFiles, hydratedIn, resolveModule, staticImports } from './module-graph.mjs';

const recipesDir = join(import.meta.dirname, '..', '..', 'styled-system', 'recipes');

const sourceName = (binding) => binding.split(/\s+as\s+/)[0];
const localName = (binding) => binding.split(/\s+as\s+/).pop();

/**
 * Names of recipes imported from styled-system/recipes by the modules the server renders. A module reached through
 * named imports follows only the re-exports that provide those names, so `import { LinkTabs } from '../ui'` does not
 * count every kit component behind the barrel as server-rendered.
 */
function serverRecipeNames() {
  const names = new Set();
  const seen = new Set();
  /** @type {[string, Set<string> | null][]} a module and the names wanted from it (null: all of it) */
  const queue = astroFiles().map((file) => [file, null]);
  while (queue.length) {
    const [file, wanted] = queue.pop();
    const key = `${file}|${wanted ? [...wanted].sort().join(',') : '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Components rendered with client:* are islands: their recipes travel with islands.css.
    const hydrated = hydratedIn(file);
    for (const { specifier, reexport, named, names: bindings } of staticImports(file)) {
      if (/(^|\/)styled-system\/recipes$/.test(specifier)) {
        for (const binding of bindings) names.add(sourceName(binding));
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      let next = named ? new Set(bindings.map(sourceName)) : null;
      if (reexport && wanted) {
        // A re-export matters only when it provides a wanted name (`export *` passes the wanted names on).
        if (named && !bindings.some((b) => wanted.has(localName(b)))) continue;
        next = named ? new Set(bindings.filter((b) => wanted.has(localName(b))).map(sourceName)) : wanted;
      } else if (!reexport && bindings.length && bindings.map(localName).every((n) => hydrated.has(n))) continue;
      const target = resolveModule(file, specifier);
      if (target && /\.(astro|ts|tsx|mjs)$/.test(target)) queue.push([target, next]);
    }
  }
  return names;
}

/** Panda's class name of every recipe, by the name code imports it under (from the generated styled-system/recipes). */
function recipeClassNames() {
  const classNames = new Map();
  for (const file of readdirSync(recipesDir).filter((f) => f.endsWith('.mjs') && f !== 'index.mjs' && f !== 'create-recipe.mjs')) {
    const text = readFileSync(join(recipesDir, file), 'utf8');
    const name = text.match(/__name__: '([^']+)'/)?.[1];
    const className = text.match(/createRecipe\('([^']+)'/)?.[1] ?? text.match(/"([\w-]+)__[\w-]+"/)?.[1];
    if (name && className) classNames.set(name, className);
  }
  return classNames;
}

/** Class names of the recipes no server-rendered module imports. */
export function islandClassNames() {
  const server = serverRecipeNames();
  return [...recipeClassNames()].filter(([name]) => !server.has(name)).map(([, className]) => className);
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function islandRecipes() {
  let islandSelector;
  const isIsland = (selector) => {
    if (!islandSelector) {
      const names = islandClassNames();
      islandSelector = names.length ? new RegExp(`\\.(?:${names.map(escape).join('|')})(?:__|--|(?![\\w-]))`) : /(?!)/;
    }
    return islandSelector.test(selector);
  };
  const inKeyframes = (node) => node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name);
  return {
    postcssPlugin: 'island-recipes',
    OnceExit(css) {
      const file = css.source?.input.file ?? '';
      if (file.endsWith('/src/styles/global.css')) {
        // A rule stays when any of its selectors is not island-only.
        css.walkRules((rule) => {
          if (!inKeyframes(rule) && rule.selectors.every(isIsland)) rule.remove();
        });
      } else if (file.endsWith('/src/styles/islands.css')) {
        // Only the island recipes' rules, inside the same layers (the layer blocks stay, so the order is the same).
        css.walkRules((rule) => {
          if (inKeyframes(rule) || !rule.selectors.some(isIsland)) rule.remove();
        });
        css.walkAtRules((rule) => {
          if (rule.name === 'layer') return;
          let hasRule = false;
          rule.walkRules(() => (hasRule = true));
          if (!hasRule || /keyframes$/.test(rule.name)) rule.remove();
        });
      }
    },
  };
}
islandRecipes.postcss = true;
