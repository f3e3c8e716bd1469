import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { islandClassNames, pageSheetClassNames } from '../../scripts/build/recipe-sets.mjs';
import * as graph from '../../scripts/build/module-graph.mjs';

// The split of the recipes between global.css (every page) and islands.css (pages with an island): the recipes only
// islands render go to islands.css, and every island reaches islands.css through its static imports, or its page
// would paint it unstyled.

const islandsCss = join(import.meta.dirname, 'islands.css');

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
      importers.every((page: string) => page.startsWith('src/pages/')),
      'only pages import an area sheet',
    ).toBe(true);
  });
});
