// `node scripts/build/vite-run.mjs file.ts [args…]`: runs a script that imports the server's modules through Vite's
// module runner, as the server build and the tests load them: the migrations come from `import.meta.glob`, the demo
// accounts from a JSON import, folders resolve to their index.ts; plain Node (even with ts-imports.mjs) has none of
// these. Packages stay Node's own imports. The script sees its arguments as if Node had started it. The project's
// PostCSS config is not loaded (nothing here is CSS): Panda's would install a handler that swallows uncaught errors.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file] = process.argv.splice(2, 1);
if (!file) {
  console.error('usage: node scripts/build/vite-run.mjs file.ts [args…]');
  process.exit(2);
}
process.argv[1] = resolve(file);
await runnerImport(resolve(file), { logLevel: 'error', css: { postcss: {} } });
