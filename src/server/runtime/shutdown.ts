import { logger } from './logger.ts';

// The one order of a stop (SIGTERM from the platform, SIGINT from Ctrl+C): stop accepting connections, let the
// requests in flight finish (uploads included) within DRAIN_MS, then run the closers (the database last of all, as
// it was opened first), then exit 0. A second signal a while later (REPEAT_MS: Ctrl+C reaches the whole process group,
// and npm and the start script pass it on as well, so the first comes several times at once), or closers that hang,
// end the process at once with 1.
// The state hangs on globalThis: scripts/serve/start.mjs (the HTTP server's drain) and the built bundle (the database's
// closer) each load their own copy of this module.

const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 25_000);
const CLOSE_MS = 10_000;
const REPEAT_MS = 1_000;

type Step = () => Promise<void> | void;
interface ShutdownState {
  /** Waits for the requests in flight after the listener closed (the host server registers it). */
  drain: ((deadlineMs: number) => Promise<void>) | null;
  closers: Step[];
  installed: boolean;
  stopping: boolean;
  /** When the first signal came (0: none yet). */
  signalledAt: number;
}
const key = Symbol.for('medipanda.shutdown');
const holder = globalThis as typeof globalThis & { [key]?: ShutdownState };
const state = (holder[key] ??= { drain: null, closers: [], installed: false, stopping: false, signalledAt: 0 });

/** Runs `close` when the process stops, after the requests in flight (closers registered last run first). */
export function onShutdown(close: Step): void {
  if (!state.closers.includes(close)) state.closers.push(close);
}

/** The host server's drain: stop accepting, resolve when the requests in flight are done or the deadline passed. */
export function setDrain(drain: (deadlineMs: number) => Promise<void>): void {
  state.drain = drain;
}

/** True from the signal on (the readiness check then answers 503). */
export const isShuttingDown = (): boolean => state.stopping;

/** Stops in the order above; answers the exit code. */
export async function shutdown(): Promise<number> {
  state.stopping = true;
  const started = Date.now();
  try {
    await state.drain?.(started + DRAIN_MS);
    for (const close of [...state.closers].reverse()) await close();
    logger.info({ ms: Date.now() - started }, 'stopped');
    return 0;
  } catch (err) {
    logger.error({ error: err instanceof Error ? err.message : String(err) }, 'stop failed');
    return 1;
  }
}

/** Installs the signal handlers once per process (outside tests). */
export function shutdownOnSignals(): void {
  if (state.installed || process.env.VITEST) return;
  state.installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (state.signalledAt) {
        if (Date.now() - state.signalledAt > REPEAT_MS) process.exit(1);
        return;
      }
      state.signalledAt = Date.now();
      logger.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
      const timer = setTimeout(() => process.exit(1), DRAIN_MS + CLOSE_MS);
      timer.unref();
      void shutdown().then((code) => process.exit(code));
    });
  }
}
