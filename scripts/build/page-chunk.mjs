// The modules src/browser/page.ts (the script of every page) imports directly, as a test for a code-splitting group:
// with their own dependencies they become one chunk, so a first visit fetches one file instead of one per shared module.
import { fileURLToPath } from 'node:url';
import { filesUnder, reachableFrom, relativeImports } from './module-graph.mjs';

export function pageScriptModules() {
  const pageScript = fileURLToPath(new URL('../../src/browser/page.ts', import.meta.url));
  const modules = new Set(relativeImports(pageScript));
  return (id) => modules.has(id.split('?')[0]);
}

const isScript = (file) => /\.(ts|tsx)$/.test(file);

/** The modules the page scripts (src/browser/*.ts, which run without React) reach through their static imports. */
const pageScriptsReach = () =>
  reachableFrom(
    filesUnder(fileURLToPath(new URL('../../src/browser', import.meta.url)), (name) => name.endsWith('.ts') && !name.endsWith('.test.ts')),
  );

/** A test for the modules the page scripts reach: one of them in a chunk with React would bring React to every page. */
export function reachedByPageScripts() {
  let inScripts;
  return (id) => (inScripts ??= pageScriptsReach()).has(id.split('?')[0]);
}

/**
 * A test for the modules that are, or statically import, a module the page scripts reach. The kit group leaves them to
 * the automatic chunks: a group takes its modules' imports along, and merging a small group into its neighbour could
 * otherwise hand a page without an island a chunk that imports React.
 * Found in two walks of the graph, each module read once: down from the page scripts, then up from what they reach
 * through the importers (the .ts/.tsx modules of the sources and what they import: a stylesheet or a package imports
 * nothing that counts).
 */
export function reachesPageScripts() {
  let nearScripts;
  const find = () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const importers = new Map();
    const importsNoting = (file) => {
      const targets = relativeImports(file);
      for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
      return targets;
    };
    reachableFrom(filesUnder(src, isScript), { follow: isScript, edges: importsNoting });
    return reachableFrom(pageScriptsReach(), { edges: (file) => importers.get(file) ?? [] });
  };
  // Walked on the first question (a production build's chunking), not when the config loads for `astro dev` or a check.
  return (id) => (nearScripts ??= find()).has(id.split('?')[0]);
}
