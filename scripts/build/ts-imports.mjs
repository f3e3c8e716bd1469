// `node --import ./scripts/build/ts-imports.mjs script.ts`: lets Node run TypeScript that imports its neighbours without
// an extension, as Vite and Playwright resolve them (`./routes` → `./routes.ts`). The npm scripts of package.json that
// run a file of scripts/bench, scripts/test or scripts/ops whose imports reach such modules (src, tests/perf) load it.
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
