import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../serve/server-flags.mjs';

// The production build served by its own Node process on a loopback port, with its own throw-away embedded database,
// for `npm run lighthouse` and `npm run bench`.

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PerfServer {
  url: string;
  process: ChildProcess;
  /** Current and peak resident memory of the server process, in MiB (Linux /proc). */
  memory(): { rssMiB: number; peakMiB: number };
  /** Stops the server; its database folder is deleted unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  nodeArgs?: string[];
  keepData?: boolean;
  /** More environment for the server (e.g. DATABASE_URL to run it on PostgreSQL). */
  env?: Record<string, string>;
}): Promise<PerfServer> {
  // The server's own flags up front, so start.mjs need not run itself again (its RSS would then be a grandchild's).
  const { port, dataDir, nodeArgs = SERVER_NODE_FLAGS } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // The benches sign in as the demo accounts (src/server/runtime/deployment-mode.ts).
    DEMO_MODE: '1',
    ...SERVER_ENV,
    ...options.env,
  };
  // Other flags (e.g. a benchmark of V8's defaults): start.mjs must not add its own by running itself again.
  if (!SERVER_NODE_FLAGS.every((f) => nodeArgs.includes(f))) env.NODE_WASM_TIER_UP = '1';
  if (!options.keepData) rmSync(join(root, dataDir), { recursive: true, force: true });
  // scripts/serve/start.mjs builds when the sources changed, then serves from this same process (its RSS is the
  // server's).
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) {
      child.kill('SIGTERM');
      throw new Error('server not ready within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const status = () => (child.pid ? readFileSync(`/proc/${child.pid}/status`, 'utf8') : '');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status())?.[1] ?? 0);
  return {
    url,
    process: child,
    memory: () => ({ rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 }),
    stop: ({ keepData = false } = {}) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          if (!keepData) rmSync(join(root, dataDir), { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
