// Node flags of the portal server process (scripts/serve/start.mjs, and the perf server that starts it directly).
// Measured with `npm run bench` (docs/performance/2026-11-25.md, "Server memory"):
// --liftoff-only: V8's baseline WASM compiler only. Optimising PGlite's large WASM module with TurboFan took ≈ 490 MB
//   more memory at start-up (peak 875 → 387 MB) for no measurable speed-up of our queries.
// --max-semi-space-size=2 (MB): a small young generation; requests allocate short-lived objects, and scavenging
//   a small space often kept the server ≈ 150 MB smaller under load and was faster, not slower.
// --max-old-space-size=384 (MB): tells V8 to keep the heap compact (the live set is well under 100 MB); the server
//   stays ≈ 310 MB under 100 connections (goal ≤ 400 MB) for ≈ 15 % fewer requests per second. Raise it, or drop it,
//   on a machine with memory to spare.
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=2', '--max-old-space-size=384'];

// Environment of the server process, for the same reason. MALLOC_MMAP_THRESHOLD_: glibc's malloc raises its mmap
// threshold after the first large block is freed, so from then on the 16 MiB block of every scrypt hash (the sign-in
// bursts) is taken from, and kept in, the heap arena of one of libuv's threads. A fixed threshold of 1 MiB gives such
// blocks their own mapping, returned to the system when freed. Mixed bench on PGlite: peak RSS 362 → 30x MiB at the
// same speed. Other C libraries ignore the variable.
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** Does a process with these flags and this environment run the way the server should? */
export const hasServerSetup = (execArgv, env) =>
  SERVER_NODE_FLAGS.every((f) => execArgv.includes(f)) && Object.entries(SERVER_ENV).every(([name, value]) => env[name] === value);
