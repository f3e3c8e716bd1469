import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandClassNames } from '../../scripts/build/island-recipes.mjs';
import * as graph from '../../scripts/build/module-graph.mjs';

// The split of the recipes between global.css (every page) and islands.css (pages with an island): the recipes only
// islands render go to islands.css, and every island reaches islands.css through its static imports, or its page
// would paint it unstyled.

/** Does a module reach src/styles/islands.css through its static imports? */
function linksIslandsCss(entry: string): boolean {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier } of graph.staticImports(file)) {
      if (!specifier.startsWith('.')) continue;
      if (specifier.endsWith('/styles/islands.css')) return true;
      const target = graph.resolveModule(file, specifier);
      if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
    }
  }
  return false;
}

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
});
