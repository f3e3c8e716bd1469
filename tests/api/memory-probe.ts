import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// How much a piece of work grows this process while it runs, as its peak minus the level before it started: the
// resident set, sampled every 2 ms (what the system sees, garbage included), and the ArrayBuffer memory it keeps
// alive (request bodies, inflated zip entries, file chunks), sampled right after a full collection once a second
// (a full collection of a test worker takes ≈ 0.3 s, so more often would be most of the work). The security tests of
// bounded work assert these against a bound.

const MiB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export interface Measured<T> {
  result: T;
  ms: number;
  /** Peak growth of the resident set, MiB. */
  rssMiB: number;
  /** Peak growth of live ArrayBuffer memory, MiB. */
  arrayBuffersMiB: number;
}

export async function measured<T>(work: () => Promise<T>): Promise<Measured<T>> {
  collect();
  collect();
  const before = process.memoryUsage();
  let rss = before.rss;
  let arrayBuffers = before.arrayBuffers;
  const sampleRss = () => (rss = Math.max(rss, process.memoryUsage.rss()));
  const sampleLive = () => {
    // Twice: V8 frees dead ArrayBuffers on a background thread after a collection, and on a busy machine that thread
    // lags (a CI run counted 17 MiB of already-dead file chunks); the next collection first finishes that sweep.
    collect();
    collect();
    arrayBuffers = Math.max(arrayBuffers, process.memoryUsage().arrayBuffers);
  };
  const timers = [setInterval(sampleRss, 2), setInterval(sampleLive, 1000)];
  const started = performance.now();
  try {
    const result = await work();
    sampleRss();
    return {
      result,
      ms: performance.now() - started,
      rssMiB: (rss - before.rss) / MiB,
      arrayBuffersMiB: (arrayBuffers - before.arrayBuffers) / MiB,
    };
  } finally {
    for (const timer of timers) clearInterval(timer);
  }
}

/** A request body of `total` bytes made on demand from one reused chunk (the test itself holds only that chunk). */
export function lazyBody(total: number, chunk: Uint8Array, pulled: { bytes: number } = { bytes: 0 }): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.length, total - pulled.bytes));
      pulled.bytes += part.length;
      controller.enqueue(part);
    },
  });
}
