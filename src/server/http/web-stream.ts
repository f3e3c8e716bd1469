import type { Readable } from 'node:stream';

export interface WebStreamOptions {
  /** A body whose reader asks for nothing more for this long is destroyed (the time a chunk takes to make does not count). */
  idleMs?: number;
  /** Called once, at once, when the body is read to its end, fails or is cancelled. */
  onDone?: () => void;
}

/**
 * A Node stream as a web stream for a response body, pulled chunk by chunk; a client that goes away destroys it.
 * (Readable.toWeb enqueues data that is already on its way after a cancel, which throws an uncaught exception that
 * ends the process.)
 */
export function webStreamOf(stream: Readable, { idleMs, onDone }: WebStreamOptions = {}): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const finish = () => {
    clearTimeout(idle);
    if (finished) return;
    finished = true;
    onDone?.();
  };
  stream.once('close', finish);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      clearTimeout(idle);
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (err) {
        finish();
        throw err;
      }
      if (next.done) {
        finish();
        return controller.close();
      }
      const { value } = next;
      controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (idleMs) {
        idle = setTimeout(() => stream.destroy(), idleMs);
        idle.unref();
      }
    },
    cancel() {
      finish();
      stream.destroy();
    },
  });
}
