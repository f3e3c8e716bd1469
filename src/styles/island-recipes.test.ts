import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import postcss from 'postcss';
import islandRecipes from '../../scripts/build/island-recipes.mjs';
import { areaIslands, islandClassNames, pageSheetClassNames, recipeSelector } from '../../scripts/build/recipe-sets.mjs';
import * as graph from '../../scripts/build/module-graph.mjs';

// The split of the recipes between global.css (every page) and islands.css (pages with an island): the recipes only
// islands render go to islands.css, and every island reaches islands.css through its static imports, or its page
// would paint it unstyled. The recipes only one area's code uses go to that area's sheet (src/styles/pages/); the
// console's, its islands' own among them, to the console's sheet, which every console page links (AdminLayout).

const islandsCss = join(import.meta.dirname, 'islands.css');
const consoleSheet = 'src/styles/pages/console.css';
const consoleRecipes = [
  'console-shell',
  'console-dashboard',
  'member-admin',
  'console-review',
  'staff-admin',
  'staff-login',
  'recovery-codes',
  'document-viewer',
];
/** The kit's recipes the console uses with the partners' pages, server-rendered or island-only. */
const kitRecipes = ['button', 'table', 'dialog', 'drawer', 'callout', 'badge', 'input', 'select', 'checkbox', 'radio-group', 'textarea'];

/** Does a module reach src/styles/islands.css through its static imports (of .ts/.tsx modules: CSS ends the walk)? */
const linksIslandsCss = (entry: string) => graph.reachableFrom([entry], { follow: (file) => /\.(ts|tsx)$/.test(file) }).has(islandsCss);

describe('island recipes', () => {
  it('keeps the recipes server-rendered markup uses on every page and moves the islands-only ones', () => {
    const island = islandClassNames();
    // The kit's interactive parts and the inquiry form's own recipe only render inside React islands.
    expect(island).toEqual(expect.arrayContaining(['date-picker', 'select', 'file-upload', 'inquiry-form']));
    // The header, the server-rendered product dialog and buttons are on pages without islands.
    for (const server of ['button', 'dialog', 'drawer', 'menu', 'site-header', 'error-screen', 'table'])
      expect(island).not.toContain(server);
  });

  it('every component a page hydrates (client:*) links islands.css', () => {
    const missing: string[] = [];
    for (const page of graph.astroFiles()) {
      const hydrated = graph.hydratedIn(page);
      for (const { specifier, names } of graph.staticImports(page)) {
        const locals = names.map((n) => n.split(/\s+as\s+/).pop()!);
        if (!specifier.startsWith('.') || !locals.some((n) => hydrated.has(n))) continue;
        const entry = graph.resolveModule(page, specifier);
        if (!entry || !linksIslandsCss(entry)) missing.push(`${relative(process.cwd(), page)}: ${specifier}`);
      }
    }
    expect(missing, "import '../../styles/islands.css' in the island's component").toEqual([]);
  });

  it("moves each area's own recipes to its sheet and keeps every shared one in global.css", () => {
    const sheets = pageSheetClassNames();
    expect(sheets.get('src/styles/pages/developers.css')).toEqual(['api-docs']);
    expect(sheets.get('src/styles/pages/products.css')).toEqual(expect.arrayContaining(['product-search', 'product-detail']));
    const moved = [...sheets.values()].flat();
    expect(new Set(moved).size, 'a recipe in two sheets').toBe(moved.length);
    // Shared by several areas, or rendered by islands too (whose pages may not link the sheet).
    for (const shared of ['button', 'card', 'table', 'compliance', 'site-header', 'rich-text', 'empty-state'])
      expect(moved).not.toContain(shared);
  });

  it('every area sheet holds recipes and is imported only by pages that render them', () => {
    const sheets = pageSheetClassNames();
    const files = readdirSync('src/styles/pages').map((f) => `src/styles/pages/${f}`);
    expect(
      files.filter((f) => !sheets.get(f)?.length),
      'an empty area sheet',
    ).toEqual([]);
    const importers = graph
      .astroFiles()
      .filter((page: string) => /styles\/pages\/[\w-]+\.css/.test(readFileSync(page, 'utf8')))
      .map((page: string) => relative(process.cwd(), page));
    expect(
      importers.every((page: string) => page.startsWith('src/pages/') || page.startsWith('src/layouts/')),
      'only pages and layouts import an area sheet',
    ).toBe(true);
  });

  it("moves the console's own recipes, its islands' among them, to the console's sheet and keeps the kit's shared", () => {
    const own = pageSheetClassNames().get(consoleSheet);
    // The frame and the dashboard (server-rendered by console pages), and what only the console's islands import.
    expect(own).toEqual(expect.arrayContaining(consoleRecipes));
    for (const shared of kitRecipes) expect(own).not.toContain(shared);
  });

  it("an area's islands are imported by its own code only: its islands, and its pages, each importing its sheet", () => {
    const pages = join(process.cwd(), 'src', 'pages') + '/';
    const sources = graph.filesUnder(
      join(process.cwd(), 'src'),
      (name: string) => /\.(astro|ts|tsx)$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name),
    );
    const strays: string[] = [];
    for (const { dir, sheet } of areaIslands)
      for (const file of sources.filter((f: string) => !f.startsWith(dir))) {
        const imports = graph.relativeImports(file);
        // The recipe definitions are build configuration (src/components/recipes.ts hands them to Panda).
        if (!imports.some((target: string) => target.startsWith(dir) && !target.endsWith('.recipe.ts'))) continue;
        // The page imports the sheet, or its layout does.
        const layouts = imports.filter((target: string) => target.startsWith(join(process.cwd(), 'src', 'layouts') + '/'));
        const linksSheet = [file, ...layouts].some((f) =>
          graph.relativeImports(f).some((target: string) => relative(process.cwd(), target) === sheet),
        );
        if (!file.startsWith(pages) || !linksSheet) strays.push(`${relative(process.cwd(), file)} (needs ${sheet})`);
      }
    expect(strays, "an area's island outside its pages, or a page of them without its sheet").toEqual([]);
  });

  it('leaves no console recipe in global.css or islands.css, and keeps the rest there', async () => {
    const island = islandClassNames();
    const shared = ['button', 'table', 'select', 'checkbox'];
    // One rule per recipe, in the layer Panda writes slot recipes in.
    const css = `@layer recipes.slots { ${[...consoleRecipes, ...shared].map((name) => `.${name}__root { color: red; }`).join(' ')} }`;
    const split = async (file: string) =>
      (await postcss([islandRecipes({ pageSheets: true })]).process(css, { from: join(process.cwd(), file) })).css;
    const isConsole = recipeSelector(consoleRecipes);
    const global = await split('src/styles/global.css');
    const islands = await split('src/styles/islands.css');
    const own = await split(consoleSheet);
    expect(isConsole.test(global), 'a console recipe in global.css').toBe(false);
    expect(isConsole.test(islands), 'a console recipe in islands.css').toBe(false);
    for (const name of consoleRecipes) expect(own).toContain(`.${name}__root`);
    for (const name of shared) {
      expect(island.includes(name) ? islands : global).toContain(`.${name}__root`);
      expect(own).not.toContain(`.${name}__root`);
    }
  });
});
