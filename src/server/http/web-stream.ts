import type { Readable } from 'node:stream';

/**
 * A Node stream as a web stream for a response body, pulled chunk by chunk; a client that goes away destroys it.
 * (Readable.toWeb enqueues data that is already on its way after a cancel, which throws an uncaught exception that
 * ends the process.)
 */
export function webStreamOf(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    cancel() {
      stream.destroy();
    },
  });
}
