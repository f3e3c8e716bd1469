// Node flags of the portal server process (scripts/start.mjs, and the perf server that starts it directly).
// --liftoff-only: V8's baseline WASM compiler only. Optimising PGlite's large WASM module with TurboFan took ≈ 490 MB
// more memory at start-up (peak 875 → 387 MB, PERFORMANCE.md "Memory") for no measurable speed-up of our queries.
export const SERVER_NODE_FLAGS = ['--liftoff-only'];
