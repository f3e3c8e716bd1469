import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/serve/server-flags.mjs';

// One production server of the built portal (scripts/serve/start.mjs serving dist/) in its own process on a loopback
// port, with the environment it is given on top of this process's (minus what marks a test run). Its output is kept
// for the report of a failing test.

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Instance {
  name: string;
  url: string;
  /** What the server printed (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process is gone. */
  stop(): Promise<void>;
  /** Synchronous last resort (process exit): SIGKILL. */
  kill(): void;
}

export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    env: { ...base, ...SERVER_ENV, ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    name,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    kill: () => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
  // Ready when /v1/health answers (the database is open, migrated and seeded by then); bounded, and a crash ends it.
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited at start:\n${output}`);
    try {
      if ((await fetch(`${instance.url}/v1/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      await instance.stop();
      throw new Error(`${name} not ready within 2 minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
