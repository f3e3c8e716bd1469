// `node --import ./scripts/ts-imports.mjs script.ts`: lets Node run TypeScript that imports its neighbours without an
// extension, as Vite and Playwright resolve them (`./routes` → `./routes.ts`). Used by `npm run bench:paint`, which
// shares the route list and the measuring code of tests/perf.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.{1,2}\//.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
