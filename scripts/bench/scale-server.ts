// The built server of `npm run bench:scale` (scripts/bench/scale-bench.ts) in a process of its own, as
// perf-server.ts starts it, plus what that bench needs to read from it: the server's own time of each request
// (LOG_REQUESTS=1 log lines, matched by the X-Request-Id the bench sends), its resident memory sampled every 100 ms
// (/proc/<pid>/status VmRSS) with peaks over windows the bench opens, and whether and how it died.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../serve/server-flags.mjs';
import { root } from './perf-server.ts';

export interface RssWindow {
  /** RSS when the window opened, MiB. */
  readonly before: number;
  /** Highest sample since then, MiB. */
  peak(): number;
  close(): { before: number; peak: number };
}

export interface ScaleServer {
  url: string;
  pid: number;
  /** Null while the process runs; how it ended otherwise (exit code or signal, the last lines of its stderr). */
  death(): string | null;
  /** Waits up to `ms` for the process to end; true when it has. */
  waitForExit(ms: number): Promise<boolean>;
  /** The server's own time of a request (its LOG_REQUESTS line), waiting up to `waitMs` for the line. */
  serverMs(requestId: string, waitMs?: number): Promise<number | undefined>;
  /** What the server logged as the error of a request, if it did (read once). */
  serverError(requestId: string): string | undefined;
  /** Current RSS in MiB (0 once the process has ended). */
  rss(): number;
  /** Starts tracking the peak RSS from now on. */
  window(): RssWindow;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has ended. Idempotent. */
  stop(): Promise<void>;
  /** SIGKILL at once (an unresponsive server). */
  kill(): Promise<void>;
}

const READY_TIMEOUT_MS = 300_000;

/** The telling line of a dead server's stderr (V8's FATAL ERROR, an uncaught error), not its native stack frames. */
function lastWords(tail: string[]): string {
  const lines = tail.map((l) => l.trim()).filter((l) => l && !/^\d+: 0x[0-9a-f]+/.test(l) && !/^-+ Native stack trace -+$/.test(l));
  const telling = lines.findLast((l) => /FATAL ERROR|out of memory|Error\b|panic|Killed/i.test(l)) ?? lines.at(-1);
  return telling ? `: ${telling.slice(0, 300)}` : '';
}

export async function startScaleServer(options: {
  port: number;
  /** Folder of the embedded database, relative to the repository (also the uploads' parent with PostgreSQL). */
  dataDir: string;
  /** BUILD_DIR of the build to serve as it is (relative to the repository). */
  buildDir: string;
  env?: Record<string, string>;
  /** Lines of the server's stderr are passed on with this prefix (null: kept quiet, still remembered). */
  echoStderr?: string | null;
}): Promise<ScaleServer> {
  const { port, dataDir, buildDir } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_MODE: '1',
    LOG_REQUESTS: '1',
    LOG_FORMAT: 'json',
    // The same build at every start: built once by the bench, never rebuilt under it when someone edits the sources.
    BUILD_DIR: buildDir,
    SERVE_BUILD_AS_IS: '1',
    ...SERVER_ENV,
    ...options.env,
  };
  // The server's flags on its own command line, so start.mjs serves from this process (its RSS is the server's).
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts', 'serve', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid!;
  const times = new Map<string, number>();
  /** The error the server logged for a request (its message), by request id. */
  const errors = new Map<string, string>();
  const stderrTail: string[] = [];
  let ended: string | null = null;
  const remember = (line: string) => {
    stderrTail.push(line);
    if (stderrTail.length > 80) stderrTail.shift();
  };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = `exit ${signal ? `signal ${signal}` : `code ${code}`}`;
      resolve();
    }),
  );
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        requestId?: string;
        ms?: number;
        level?: string;
        error?: string;
        err?: { message?: string };
      };
      if (entry.msg === 'request' && entry.requestId && typeof entry.ms === 'number') times.set(entry.requestId, entry.ms);
      else if (entry.level === 'error' || entry.level === 'fatal') {
        const text = [entry.msg, entry.error ?? entry.err?.message].filter(Boolean).join(': ') || line;
        if (entry.requestId) errors.set(entry.requestId, text.replace(/\s+/g, ' ').slice(0, 300));
        remember(`log ${entry.level}: ${line.slice(0, 400)}`);
      }
    } catch {
      // not a log line
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    remember(line);
    if (options.echoStderr !== null) process.stderr.write(`${options.echoStderr ?? '[server] '}${line}\n`);
  });

  const rss = () => {
    if (ended) return 0;
    try {
      const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return Number(kb ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const windows = new Set<{ peak: number }>();
  const sampler = setInterval(() => {
    const now = rss();
    for (const w of windows) w.peak = Math.max(w.peak, now);
  }, 100);
  sampler.unref();
  void exited.then(() => clearInterval(sampler));

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (ended) throw new Error(`server ${ended} before it was ready:\n${stderrTail.join('\n')}`);
    try {
      if ((await fetch(`${url}/v1/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      await exited;
      throw new Error('server not ready within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    pid,
    death: () => (ended ? `${ended}${lastWords(stderrTail)}` : null),
    waitForExit: (ms) =>
      Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(ended !== null), ms).unref())]),
    async serverMs(requestId, waitMs = 300) {
      const deadline = Date.now() + waitMs;
      while (!times.has(requestId) && Date.now() < deadline && !ended) await new Promise((r) => setTimeout(r, 5));
      const ms = times.get(requestId);
      times.delete(requestId);
      return ms;
    },
    serverError(requestId) {
      const text = errors.get(requestId);
      errors.delete(requestId);
      return text;
    },
    rss,
    window() {
      const w = { peak: rss() };
      const before = w.peak;
      windows.add(w);
      return {
        before,
        peak: () => Math.max(w.peak, rss()),
        close() {
          w.peak = Math.max(w.peak, rss());
          windows.delete(w);
          return { before, peak: w.peak };
        },
      };
    },
    stop() {
      stopping ??= (async () => {
        if (ended) return;
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
    async kill() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };
}
