import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webStreamOf } from './web-stream';

// The body of a download: done once, at once, however it ends, and abandoned when nobody reads it for a while.

const chunk = (text: string) => Buffer.from(text);
/** One turn of the event loop (setImmediate is not faked here): the streams move what they can. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('webStreamOf', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the stream to its end and tells so once', async () => {
    const source = new PassThrough();
    const onDone = vi.fn();
    const body = webStreamOf(source, { onDone });
    source.end(chunk('가나다'));
    expect(Buffer.from(await new Response(body).arrayBuffer()).toString()).toBe('가나다');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('destroys the stream and tells so at once when the reader cancels', async () => {
    const source = new PassThrough();
    const onDone = vi.fn();
    const body = webStreamOf(source, { onDone });
    source.write(chunk('a'));
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(source.destroyed).toBe(true);
  });

  it('tells of a stream that fails', async () => {
    const source = new PassThrough();
    const onDone = vi.fn();
    const body = webStreamOf(source, { onDone });
    source.destroy(new Error('boom'));
    await expect(new Response(body).arrayBuffer()).rejects.toThrow();
    expect(onDone).toHaveBeenCalled();
  });

  it('destroys a stream whose reader asks for nothing more for idleMs, not while a chunk is being made', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const source = new PassThrough();
    const onDone = vi.fn();
    const body = webStreamOf(source, { idleMs: 1_000, onDone });
    const reader = body.getReader();
    // The reader waits for a chunk the stream has not made yet: that is not the reader being idle.
    const first = reader.read();
    vi.advanceTimersByTime(5_000);
    expect(source.destroyed).toBe(false);
    source.write(chunk('a'));
    await first;
    // The first chunk read, a second one is queued behind it; the reader asks for nothing more.
    source.write(chunk('b'));
    await turn();
    vi.advanceTimersByTime(999);
    expect(source.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(source.destroyed).toBe(true);
    await turn();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
