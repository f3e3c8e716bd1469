// The modules src/browser/page.ts (the script of every page) imports directly, as a test for a code-splitting group:
// with their own dependencies they become one chunk, so a first visit fetches one file instead of one per shared module.
import { fileURLToPath } from 'node:url';
import { resolveModule, staticImports } from './module-graph.mjs';

export function pageScriptModules() {
  const pageScript = fileURLToPath(new URL('../../src/browser/page.ts', import.meta.url));
  const modules = new Set(
    staticImports(pageScript)
      .filter(({ specifier }) => specifier.startsWith('.'))
      .map(({ specifier }) => resolveModule(pageScript, specifier)),
  );
  return (id) => modules.has(id.split('?')[0]);
}
