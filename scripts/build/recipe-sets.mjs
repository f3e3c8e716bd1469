// Which recipes a page needs, read from the static import graph of the sources (scripts/build/module-graph.mjs):
//   server-rendered  a module the server renders imports it (every .astro file and what it imports statically, except
//                    the components it hydrates with client:* and dynamic import()s);
//   island-only      every other recipe (islands.css);
//   one area's       used by the code of one area only: server-rendered by the pages of that area alone, each of which
//                    imports the area's src/styles/pages/*.css (or its layout does, as the console's), and imported by
//                    no browser code but the area's own islands. Only the console has islands of its own
//                    (src/islands/admin/, which console pages alone hydrate); any other island, the kit and the page
//                    scripts may run where the sheet is not linked. The recipe leaves global.css, or islands.css, for
//                    that sheet.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as graph from './module-graph.mjs';
import { astroFiles, filesUnder, resolveModule } from './module-graph.mjs';

const root = join(import.meta.dirname, '..', '..');

const recipesDir = join(import.meta.dirname, '..', '..', 'styled-system', 'recipes');

const sourceName = (binding) => binding.split(/\s+as\s+/)[0];
const localName = (binding) => binding.split(/\s+as\s+/).pop();

/**
 * A scan of the import graph that reads each file once and remembers what each module (as imported: all of it, or
 * some of its names) brings in, so walking from every page through the same layouts costs one walk.
 */
function createScan() {
  const cached = (read) => {
    const known = new Map();
    return (file) => (known.has(file) ? known.get(file) : known.set(file, read(file)).get(file));
  };
  const staticImports = cached(graph.staticImports);
  const hydratedIn = cached(graph.hydratedIn);
  const known = new Map();
  /**
   * Names of the recipes a module brings in when it is imported for `wanted` (null: all of it). A module reached
   * through named imports follows only the re-exports that provide those names, so `import { LinkTabs } from '../ui'`
   * does not count every kit component behind the barrel as server-rendered.
   */
  const recipesOf = (file, wanted) => {
    const key = `${file}|${wanted ? [...wanted].sort().join(',') : '*'}`;
    if (known.has(key)) return known.get(key);
    const names = new Set();
    known.set(key, names); // an import cycle sees what was found so far
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
      if (target && /\.(astro|ts|tsx|mjs)$/.test(target)) for (const name of recipesOf(target, next)) names.add(name);
    }
    return names;
  };
  return { staticImports, recipesOf };
}

/** Names of recipes imported from styled-system/recipes by the modules the server renders (every .astro file's). */
export function serverRecipeNames(entries = astroFiles(), scan = createScan()) {
  return new Set(entries.flatMap((file) => [...scan.recipesOf(file, null)]));
}

/** Panda's class name of every recipe, by the name code imports it under (from the generated styled-system/recipes). */
export function recipeClassNames() {
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
/** A test for selectors that belong to one of these recipes (the recipe's class, its slots and its variants). */
export const recipeSelector = (classNames) =>
  classNames.length ? new RegExp(`\\.(?:${classNames.map(escape).join('|')})(?:__|--|(?![\\w-]))`) : /(?!)/;

/**
 * Browser code that runs on one area's pages only, with that area's sheet: the console's islands (only console pages
 * import them, each with the sheet: src/styles/island-recipes.test.ts).
 */
export const areaIslands = [{ dir: join(root, 'src', 'islands', 'admin') + '/', sheet: 'src/styles/pages/console.css' }];

/** The sheet a browser module's recipes may move to: its area's for an area's island, none (null) for the rest. */
const sheetOfBrowserModule = (file) => areaIslands.find(({ dir }) => file.startsWith(dir))?.sheet ?? null;

/**
 * Recipes imported by code that runs in the browser (islands, the kit and the page scripts), each with the sheets of
 * the modules that import it (null: code that may run on any page).
 */
function browserRecipeSheets({ staticImports }) {
  /** @type {Map<string, Set<string | null>>} */
  const sheets = new Map();
  for (const dir of ['islands', 'ui', 'browser'])
    for (const file of filesUnder(join(root, 'src', dir), (name) => /\.(ts|tsx)$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name)))
      for (const { specifier, names: bindings } of staticImports(file))
        if (/(^|\/)styled-system\/recipes$/.test(specifier))
          for (const binding of bindings) {
            const name = sourceName(binding);
            if (!sheets.has(name)) sheets.set(name, new Set());
            sheets.get(name).add(sheetOfBrowserModule(file));
          }
  return sheets;
}

/** The area stylesheet (src/styles/pages/*.css, relative to the root) a page or its layout imports, or null. */
function sheetOf(page, { staticImports }) {
  for (const file of [page, ...layoutsOf(page, staticImports)])
    for (const { specifier } of staticImports(file))
      if (/\/styles\/pages\/[\w-]+\.css$/.test(specifier)) return relative(root, resolve(dirname(file), specifier));
  return null;
}

/** The layouts (src/layouts/*.astro) a page imports. */
const layoutsOf = (page, staticImports) =>
  staticImports(page).flatMap(({ specifier }) => {
    const target = specifier.startsWith('.') ? resolveModule(page, specifier) : null;
    return target?.startsWith(join(root, 'src', 'layouts') + '/') ? [target] : [];
  });

/** Each area stylesheet and the class names of the recipes only its area's code uses. */
export function pageSheetClassNames() {
  const classNames = recipeClassNames();
  const scan = createScan();
  /** @type {Map<string, Set<string | null>>} recipe → the sheets of the code that uses it (null: code without one) */
  const sheetsOf = browserRecipeSheets(scan);
  for (const page of astroFiles().filter((f) => f.startsWith(join(root, 'src', 'pages') + '/'))) {
    const sheet = sheetOf(page, scan);
    for (const name of scan.recipesOf(page, null)) {
      if (!sheetsOf.has(name)) sheetsOf.set(name, new Set());
      sheetsOf.get(name).add(sheet);
    }
  }
  /** @type {Map<string, string[]>} */
  const bySheet = new Map();
  for (const [name, sheets] of sheetsOf) {
    const [sheet] = sheets;
    if (sheets.size !== 1 || !sheet || !classNames.has(name)) continue;
    bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), classNames.get(name)]);
  }
  return bySheet;
}
