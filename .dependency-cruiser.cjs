// The layer rules of the code (npm run lint). Each rule says which way imports may point and why; ARCHITECTURE.md
// ("Folders" and "Layers") draws the same map.
const DOMAINS =
  '(accounts|auth|community|compliance|content|identity|my-page|partner-contracts|ocr|prescriptions|products|sales-agency|settlements|sms)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (type-only imports aside) load half-initialised and cannot be read alone.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'routes-speak-http-only',
      severity: 'error',
      comment: 'Routes validate, call a domain module and answer: SQL and the rules it carries live in src/server/<domain>.',
      from: { path: '^src/server/routes/' },
      to: { path: ['^node_modules/drizzle-orm', '^src/server/db/schema'] },
    },
    {
      name: 'db-is-the-bottom',
      severity: 'error',
      comment: 'src/server/db opens, migrates and describes the database; domains, seeds and start-up build on it, not the reverse.',
      from: { path: '^src/server/db/' },
      to: { path: '^src/server/', pathNot: ['^src/server/db/', '^src/server/runtime/logger\\.ts$'] },
    },
    {
      name: 'seed-is-demo-data-only',
      severity: 'error',
      comment: 'Nothing but start-up (runtime/) and tests may depend on the demo seed: product code must not need demo data.',
      from: { path: '^src/', pathNot: ['^src/server/seed/', '^src/server/runtime/database\\.ts$', '\\.test\\.tsx?$'] },
      to: { path: '^src/server/seed/' },
    },
    {
      name: 'domains-do-not-answer-http-routes',
      severity: 'error',
      comment: `Domain modules (src/server/${DOMAINS}) are called by routes, never the reverse.`,
      from: { path: `^src/server/(${DOMAINS}|files|http|db|seed|runtime)/` },
      to: { path: '^src/server/(routes/|app\\.ts$)' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib holds pure helpers for pages, islands and the server alike: no server, no host, no Node built-ins, no Astro.',
      from: { path: '^src/lib/' },
      to: {
        path: ['^src/server/', '^src/host/', '^node_modules/astro/', '^astro(:|$)'],
      },
    },
    {
      name: 'lib-has-no-node-builtins',
      severity: 'error',
      comment: 'src/lib runs in the browser too.',
      from: { path: '^src/lib/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-stays-off-the-server',
      severity: 'error',
      comment: 'What runs in the browser (islands, the kit, stores, browser scripts, the API client) never imports the server or the host.',
      from: { path: '^src/(islands|ui|stores|browser|api|theme)/' },
      to: { path: ['^src/server/', '^src/host/'] },
    },
    {
      name: 'islands-share-through-shared',
      severity: 'error',
      comment: 'An island never imports another island: what two islands need lives in src/islands/shared.',
      from: { path: '^src/islands/(?!admin/)([^/]+)/' },
      to: { path: '^src/islands/', pathNot: ['^src/islands/$1/', '^src/islands/shared/'] },
    },
    {
      name: 'admin-islands-share-through-shared',
      severity: 'error',
      comment:
        "A console island (src/islands/admin/<Island>/) imports only its own folder, the console's shared parts (src/islands/admin/shared) and the islands' (src/islands/shared).",
      from: { path: '^src/islands/admin/([^/]+)/' },
      to: { path: '^src/islands/', pathNot: ['^src/islands/admin/$1/', '^src/islands/admin/shared/', '^src/islands/shared/'] },
    },
    {
      name: 'pages-reach-the-server-through-the-host',
      severity: 'error',
      comment:
        'Pages, layouts, screen components and the middleware call the API as a client (src/host/ssr-api.ts) or through the few doors in src/host.',
      from: { path: '^src/(pages|layouts|components|middleware\\.ts$)' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.astro', '.json'] },
    moduleSystems: ['es6'],
  },
};
