// The modules src/browser/page.ts (the script of every page) imports directly, as a test for a code-splitting group:
// with their own dependencies they become one chunk, so a first visit fetches one file instead of one per shared module.
import { fileURLToPath } from 'node:url';
import { filesUnder, resolveModule, staticImports } from './module-graph.mjs';

export function pageScriptModules() {
  const pageScript = fileURLToPath(new URL('../../src/browser/page.ts', import.meta.url));
  const modules = new Set(
    staticImports(pageScript)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier }) => resolveModule(pageScript, specifier)),
  );
  return (id) => modules.has(id.split('?')[0]);
}

/**
 * A test for the modules that are, or statically import, a module the page scripts (src/browser/*.ts, which run
 * without React) reach. The kit group leaves them to the automatic chunks: a group takes its modules' imports along,
 * and merging a small group into its neighbour could otherwise hand a page without an island a chunk that imports React.
 */
export function reachesPageScripts() {
  const browser = fileURLToPath(new URL('../../src/browser', import.meta.url));
  const relativeImports = (file) =>
    staticImports(file)
      .map(({ specifier }) => (specifier.startsWith('.') ? resolveModule(file, specifier) : null))
      .filter(Boolean);
  const inScripts = new Set();
  const queue = filesUnder(browser, (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  while (queue.length) {
    const file = queue.pop();
    if (inScripts.has(file)) continue;
    inScripts.add(file);
    queue.push(...relativeImports(file));
  }
  const known = new Map();
  const reaches = (file, path = new Set()) => {
    if (known.has(file)) return known.get(file);
    if (inScripts.has(file)) return true;
    if (path.has(file) || !/\.(ts|tsx)$/.test(file)) return false;
    path.add(file);
    const result = relativeImports(file).some((target) => reaches(target, path));
    path.delete(file);
    known.set(file, result);
    return result;
  };
  return (id) => reaches(id.split('?')[0]);
}
