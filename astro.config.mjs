// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { cspDirectives, scriptHash, styleSources } from './src/host/security-headers.ts';
import { inlineScripts } from './src/lib/inline-scripts.ts';
import { pageScriptModules, reachedByPageScripts, reachesPageScripts } from './scripts/build/page-chunk.mjs';
import { recipeRuntime } from './scripts/build/recipe-runtime-plugin.mjs';
import { noChunkCycles } from './scripts/build/chunk-cycles.mjs';

/** Modules of the kit and its libraries that only islands load: the 'kit' code-splitting group below. */
const kitLibraries =
  /[\\/](node_modules[\\/](@ark-ui|@zag-js|@internationalized|@floating-ui|ofetch|nanostores|@nanostores)|styled-system|src[\\/](ui|lib|api|stores|islands[\\/]shared))[\\/]/;
const nearPageScripts = reachesPageScripts();
const inPageScripts = reachedByPageScripts();
/**
 * The rich-text editor stays out of the kit group: a small module of it takes tiptap along into its group, and any
 * small group merged into that one then hands its pages the whole editor (the inquiry form's page fetched 238 KiB).
 */
const richTextEditor = /[\\/]src[\\/]ui[\\/]RichTextEditor[\\/]/;
/**
 * Modules that only define things (functions, tables, schemas), so one whose exports a chunk does not use need not run
 * for it: Panda's generated recipes and helpers, the contract and the pure helpers (src/api, src/lib: no statement of
 * theirs runs at import but a definition) and the kit's barrels (each src/ui folder's index.ts, re-exports only).
 */
const sideEffectFree =
  /[\\/](styled-system[\\/](recipes[\\/]|css[\\/]|helpers\.mjs)|src[\\/](api|lib)[\\/]|src[\\/]ui[\\/](\w+[\\/])?index\.ts$)/;
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/**
 * What every island renders with, so every island page loads it: the recipe runtime, the hydration hook, the error
 * screen, the kit's Button (with its Spinner), icons and the input and screen-reader recipes. The group takes their
 * imports along (their recipes, Ark's factory); a module the page scripts reach stays out. The error boundary stays
 * out too: it imports islands.css, which would then come with React to the dialog host's pages.
 */
const everyIsland =
  /[\\/](src[\\/](theme[\\/]recipe-runtime\.ts|islands[\\/]shared[\\/](error-boundary[\\/]ErrorScreen\.tsx|use-hydrated\.ts)|ui[\\/](Button[\\/]Button|Spinner[\\/]Spinner|icons[\\/]index)\.tsx)|styled-system[\\/]recipes[\\/](input|sr-only)\.mjs)$/;
/** @param {string} id */
const kitModules = (id) => kitLibraries.test(id) && !nearPageScripts(id) && !richTextEditor.test(id);

// One Node process serves pages, islands' assets and the /v1 API (src/pages/v1/[...path].ts).
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }), // scripts/serve/start.mjs is the HTTP server: static files from memory, then this handler
  integrations: [react()],
  server: { host: '127.0.0.1', port: 4321 },
  security: {
    checkOrigin: false, // the /v1 API applies its own Origin check (src/server/http/origin.ts)
    // Content-Security-Policy header of every page: Astro hashes its own scripts; ours are in src/lib/inline-scripts.ts.
    csp: {
      directives: [...cspDirectives],
      scriptDirective: { hashes: inlineScripts.map(scriptHash) },
      styleDirective: { resources: [...styleSources] },
    },
  },
  build: { inlineStylesheets: 'auto' },
  // The modules the page script of every page imports (and theirs) as one chunk: a first visit fetches one file, not six.
  vite: {
    // Recipes compute their classes without Panda's css() runtime (src/theme/recipe-runtime.ts); a cycle among the
    // browser's chunks fails the build (scripts/build/chunk-cycles.mjs).
    plugins: [recipeRuntime(), noChunkCycles()],
    // The OCR's engine stays Node's own import in the server build, never bundled: tesseract.js starts its worker
    // thread from a script file of its package and finds its WebAssembly core beside it, the model is read from its
    // package's folder, and @napi-rs/canvas is a native module (src/server/ocr/).
    ssr: { external: ['tesseract.js', 'tesseract.js-core', '@tesseract.js-data/eng', '@napi-rs/canvas'] },
    build: {
      // An area's stylesheet (src/styles/pages/, 4–10 KB, ≈ 1–2 KiB gzip) goes into its pages' HTML: a render-blocking
      // request costs a round trip (150 ms on a slow phone) where those bytes cost milliseconds. Everything else keeps
      // Vite's and Astro's 4 KB rule (undefined).
      assetsInlineLimit: (/** @type {string} */ file, /** @type {Buffer} */ content) =>
        file.endsWith('.css') && content.length <= 16 * 1024 ? true : undefined,
      rolldownOptions: {
        // Modules declared free of side effects (`sideEffectFree`) are no dependency of a module that re-exports them
        // but whose names it does not use. So a barrel import (`styled-system/recipes`) no longer ties every recipe to
        // every island that imports the barrel (each island's recipes travel in its own chunk, not one shared by all),
        // and `cx` from `styled-system/css` no longer brings css() and its utility tables along; `api/enums`, which
        // re-exports the console's enums, no longer puts those in the chunks of partners' islands (the kit grouping
        // counts every module an island reaches); and a kit chunk holding a barrel no longer imports the chunk of the
        // component behind it just to run it first, an edge that closed a cycle of chunks in which a recipe ran
        // before the recipe runtime existed.
        treeshake: { moduleSideEffects: (id) => !sideEffectFree.test(id) },
        output: {
          codeSplitting: {
            groups: [
              { name: 'page', test: pageScriptModules(), priority: 2 },
              // Every island needs React, its DOM client and Astro's React renderer together, and renders with what
              // `everyIsland` names: one chunk instead of a dozen files (an island page made 3–5 requests fewer).
              { name: 'react', test: (id) => reactModules.test(id) || (everyIsland.test(id) && !inPageScripts(id)), priority: 1 },
              // The kit's small modules (≤ 3,000 bytes before minifying: field contexts, split props, small kit parts,
              // recipes, helpers) grouped by the islands that load them, and a group under 1 KiB merged into its nearest
              // neighbour: an island page fetched 40–50 files of 0.1–1 KiB, and on a slow connection every request
              // costs a round trip (150 ms) where a few hundred bytes cost milliseconds.
              {
                name: 'kit',
                test: kitModules,
                tags: ['$initial'],
                maxModuleSize: 3_000,
                entriesAware: true,
                entriesAwareMergeThreshold: 1_024,
                priority: 0,
              },
            ],
          },
        },
      },
    },
    // A kit chunk is named after every island that shares it (`kit_AccountRecovery_SignupForm_index_…`, over 100
    // characters) and each import of it repeats the name: `kit` and the content hash say enough. Other chunks keep
    // Astro's names (the client environment's output options are the place Astro leaves for this).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: { chunkFileNames: (chunk) => `_astro/${/^kit[~_]/.test(chunk.name) ? 'kit' : '[name]'}.[hash].js` },
          },
        },
      },
    },
  },
  prefetch: false,
  devToolbar: { enabled: false },
});
