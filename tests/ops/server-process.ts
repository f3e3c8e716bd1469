import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// What the system tells of the built server's process (Linux /proc): its resident set, how many bytes it has read,
// and which files it holds open. The tests of streamed answers and refused uploads judge the server by these, from
// outside, as an operator would.

const MiB = 1024 * 1024;

/** The resident set of a process, MiB. */
export function rssMiB(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) / 1024;
}

/** Bytes the process has read through read() and its kin (files and sockets alike), MiB. */
export function readMiB(pid: number): number {
  const line = /^rchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  return Number(line?.[1] ?? 0) / MiB;
}

/** How many files under `folder` the process holds open. */
export function openFilesUnder(pid: number, folder: string): number {
  let open = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(folder)) open++;
    } catch {
      // closed while listing
    }
  }
  return open;
}

/** The peak growth of a process's resident set from now on, sampled every 10 ms until `stop()`, MiB. */
export function rssPeak(pid: number): { stop(): number } {
  const before = rssMiB(pid);
  let peak = before;
  const sample = () => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      clearInterval(timer); // the process ended
    }
  };
  const timer = setInterval(sample, 10);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return peak - before;
    },
  };
}

/** Polls `probe` every 50 ms until `done` holds for its value; rejects after `ms` naming the last value. */
export async function until<T>(probe: () => T, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached in ${ms} ms (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Resolves once the process has read nothing for `quietMs` (its downloads stalled or finished), with what it read
 * since the call, MiB.
 */
export async function readingStopped(pid: number, quietMs = 1000, ms = 60_000): Promise<number> {
  const start = readMiB(pid);
  let last = start;
  let since = Date.now();
  await until(
    () => {
      const now = readMiB(pid);
      if (now !== last) [last, since] = [now, Date.now()];
      return Date.now() - since;
    },
    (quiet) => quiet >= quietMs,
    ms,
  );
  return last - start;
}
