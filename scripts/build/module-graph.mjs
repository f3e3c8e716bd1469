// The static import graph of the sources, read with a regular expression (no bundler): what
// scripts/build/island-recipes.mjs and scripts/build/page-chunk.mjs need to know about which module imports which.
// Walks of the graph go through reachableFrom, so "what a module reaches" means one thing everywhere.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src', import.meta.url));

export function filesUnder(dir, test) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, test);
    return test(entry.name) ? [path] : [];
  });
}

export function resolveModule(from, specifier) {
  const base = resolve(dirname(from), specifier.split('?')[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importStatement =
  /(?:^|[;\n])\s*(import|export)\s+(?:type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;

/**
 * The static imports and re-exports of a module (dynamic import()s are not followed: their CSS travels with their
 * chunk). `names`: the named bindings, "a" or "a as b"; `named`: false for a default, namespace or side-effect import
 * and for `export *` (the whole module is used).
 */
export function staticImports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importStatement)]
    .map((m) => ({ reexport: m[1] === 'export', clause: m[2] ?? '', specifier: m[3] ?? m[4] ?? '' }))
    .filter(({ clause }) => !/^type\b/.test(clause))
    .map(({ reexport, clause, specifier }) => ({
      specifier,
      reexport,
      named: /^\{[^}]*\}$/.test(clause.trim()),
      names: clause
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    }));
}

/** The modules a module imports statically by a relative path (bare package imports are not followed), resolved. */
export const relativeImports = (file) =>
  staticImports(file).flatMap(({ specifier }) => (specifier.startsWith('.') ? (resolveModule(file, specifier) ?? []) : []));

/**
 * Every module the entries reach, the entries included: through their static relative imports unless `edges` says
 * otherwise (the importers of each, for the walk the other way). `follow(file)` says whether the walk goes on from a
 * module it reached (e.g. only from .ts/.tsx: a stylesheet or a package ends it); each module is read once.
 * @param {Iterable<string>} entries
 * @param {{ follow?: (file: string) => boolean, edges?: (file: string) => string[] }} [options]
 * @returns {Set<string>}
 */
export function reachableFrom(entries, { follow = () => true, edges = relativeImports } = {}) {
  const reached = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    if (follow(file)) queue.push(...edges(file));
  }
  return reached;
}

/** Components an .astro file hydrates with a client:* directive. */
export const hydratedIn = (file) =>
  new Set(file.endsWith('.astro') ? [...readFileSync(file, 'utf8').matchAll(/<([A-Z][\w.]*)\b[^>]*?\sclient:/g)].map((m) => m[1]) : []);

export const astroFiles = () => filesUnder(src, (name) => name.endsWith('.astro'));
