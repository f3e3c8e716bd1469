import type { Readable } from 'node:stream';
import type { Context } from 'hono';
import { createGate } from '../../lib/turns';
import { ApiHttpError, type AppEnv } from './index';
import { webStreamOf } from './web-stream';

// The one gate of every download the server writes while it sends it (the settlement .xlsx and .zip, the expenditure
// report, the audit pack): at most EXPORTS_AT_ONCE in the process and EXPORTS_PER_MEMBER for one member, more refused
// at once with 503 and Retry-After (a download that waited would hold its connection and memory for nothing). A place
// is taken before the first query and held until the body stream closes: sent to the end, failed, or abandoned by the
// client. A body nobody reads for EXPORT_IDLE_MS counts as abandoned (a client that stopped reading would otherwise
// keep its place as long as its connection lives).

export const EXPORTS_AT_ONCE = 2;
export const EXPORTS_PER_MEMBER = 1;
export const EXPORT_RETRY_AFTER_SECONDS = 10;
export const EXPORT_IDLE_MS = 60_000;

const gate = createGate<number>(EXPORTS_AT_ONCE, EXPORTS_PER_MEMBER);

const refusals = {
  FULL: '다른 내보내기를 만드는 중입니다. 잠시 후 다시 시도해 주세요.',
  KEY_FULL: '이미 내려받는 중인 파일이 있습니다. 끝난 뒤 다시 시도해 주세요.',
};

/** Exports holding a place now (tests). */
export const exportsRunning = () => gate.held();

/**
 * Starts the signed-in member's export in a place of the gate: `start` reads what the file needs (a failure there is
 * an ordinary error answer) and answers the stream of its bytes, which the place follows to its end. A HEAD request
 * gets the headers only: its body would never be read, nor cancelled.
 */
export async function gatedExport<T extends { stream: Readable }>(
  c: Context<AppEnv>,
  start: () => Promise<T>,
): Promise<Omit<T, 'stream'> & { body: ReadableStream<Uint8Array> }> {
  const place = gate.take(c.get('member').id);
  if (typeof place === 'string')
    throw new ApiHttpError(503, 'BUSY', refusals[place], { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) });
  let made: T;
  try {
    made = await start();
  } catch (err) {
    place.release();
    throw err;
  }
  const { stream, ...rest } = made;
  if (c.req.method === 'HEAD' || stream.destroyed) {
    stream.destroy();
    place.release();
    return { ...rest, body: new ReadableStream({ start: (controller) => controller.close() }) };
  }
  // Given back the moment the body ends, fails or is cancelled, so the client's next download finds its place free.
  return { ...rest, body: webStreamOf(stream, { idleMs: EXPORT_IDLE_MS, onDone: place.release }) };
}
