import { fetchStaffLogin } from '../staff-code';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/serve/server-flags.mjs';
import { freePort } from '../../scripts/test/free-port';

// The production build served by scripts/serve/start.mjs in its own process (the signal goes straight to the server),
// on a free loopback port with a throw-away embedded database, its standard output kept line by line.

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BuiltServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Every line written to standard output so far. */
  lines: string[];
  /** Resolves with the first line (now or later) that `match` accepts; rejects after `ms`. */
  waitForLine(match: (line: string) => boolean, ms?: number): Promise<string>;
  /** The exit code once the process ended. */
  exited: Promise<number | null>;
  /** Kills the process if it still runs and removes its data folder. */
  dispose(): Promise<void>;
}

export async function startBuiltServer(env: NodeJS.ProcessEnv = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-ops-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    // Not the test runner's VITEST variables: with them the server would take itself for a test (quiet log, no signals).
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      ...SERVER_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      // The demo accounts and providers (src/server/runtime/deployment-mode.ts); a test of production mode overrides it.
      DEMO_MODE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitForLine = (match: (line: string) => boolean, ms = 10_000) =>
    new Promise<string>((resolve, reject) => {
      const found = lines.find(match);
      if (found !== undefined) return resolve(found);
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error('no such log line in time'));
      }, ms);
      const waiter = (line: string) => {
        if (!match(line)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(line);
      };
      waiters.add(waiter);
    });
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    lines,
    waitForLine,
    exited,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // start.mjs prints its banner once the database answered (migrated and seeded).
  try {
    await Promise.race([
      waitForLine((line) => line.includes('끝내려면 Ctrl+C'), 200_000),
      exited.then((code) => Promise.reject(new Error(`the server exited with ${code}`))),
    ]);
  } catch (err) {
    await server.dispose();
    throw err;
  }
  return server;
}

/** The JSON log lines (start-up text skipped). */
export const jsonLines = (lines: string[]): Record<string, unknown>[] =>
  lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);

/** Signs a demo account in on the server; answers its access cookie (`access_token=…`). */
export async function signInTo(server: BuiltServer, userId: string): Promise<string> {
  const login = await fetchStaffLogin(server.url, userId, { origin: server.url });
  if (login.status !== 200) throw new Error(`sign-in of ${userId}: ${login.status}`);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`sign-in of ${userId}: no access cookie`);
  return cookie.split(';')[0]!;
}
