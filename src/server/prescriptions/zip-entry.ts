import { createWriteStream, openAsBlob, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiHttpError } from '../http';
import { ediFileProblem, type EdiFileProblem } from './edi-files';

// One entry of an EDI zip, inflated as a stream: its bytes go chunk by chunk to a temporary file (never more than a
// chunk or two of it in memory), and only when its first bytes match its extension; an entry that does not is still
// inflated to its end, into nothing, so a size it lies about is found. Every inflated byte is counted against the
// entry's declared size (yauzl) and the archive's budget.

/** The bytes an archive may still inflate to; shared by its entries. */
export interface InflateBudget {
  left: number;
  /** The refusal once the budget is spent. */
  spent: () => ApiHttpError;
}

/** A zip read straight from a Blob (the uploaded file on disk): yauzl asks for byte ranges, nothing is held whole. */
export class BlobReader extends yauzl.RandomAccessReader {
  constructor(private readonly blob: Blob) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.fromWeb(this.blob.slice(start, end).stream() as import('node:stream/web').ReadableStream);
  }
}

export const lyingSizes = (path: string) =>
  new ApiHttpError(400, 'INVALID_ZIP', `zip 파일이 손상되었습니다: 파일 크기 정보가 실제와 다릅니다. (${path})`);

/** Writes a chunk, waiting while the file's buffer is full. */
async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Inflates `entry` into `target` (cleaned base name `name`, archive path `path` for messages): answers the file, or
 * why the entry is skipped. Throws when it inflates past its declared size or the budget.
 */
export async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  names: { path: string; name: string },
  target: string,
  budget: InflateBudget,
): Promise<{ file: Blob } | { problem: EdiFileProblem }> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw lyingSizes(names.path);
  }
  const pending: Buffer[] = []; // the first chunks, until 16 bytes tell what the entry is
  const state: { head: Buffer | null; problem: EdiFileProblem | null; out: WriteStream | null; writeError: unknown } = {
    head: null,
    problem: null,
    out: null,
    writeError: null,
  };
  /** Its first bytes say whether the entry is kept (written to `target`) or only inflated to its end. */
  const decide = async (first: Buffer) => {
    state.head = first.subarray(0, 16);
    state.problem = ediFileProblem(names.name, entry.uncompressedSize, state.head);
    if (!state.problem) {
      const out = createWriteStream(target);
      out.on('error', (error) => (state.writeError ??= error));
      state.out = out;
      for (const chunk of pending) await write(out, chunk);
    }
    pending.length = 0;
  };
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) throw budget.spent();
      if (state.head) {
        if (state.out) await write(state.out, chunk);
        continue;
      }
      pending.push(chunk);
      const first = Buffer.concat(pending);
      if (first.length >= 16) await decide(first);
    }
    if (!state.head) await decide(Buffer.concat(pending));
    if (size !== entry.uncompressedSize) throw lyingSizes(names.path);
    if (state.out) {
      state.out.end();
      await finished(state.out);
    }
  } catch (err) {
    stream.destroy();
    state.out?.destroy();
    // A failure to write is the server's own (e.g. a full disk), not the archive's.
    if (state.writeError) throw state.writeError;
    throw err instanceof ApiHttpError ? err : lyingSizes(names.path);
  }
  const found = state.problem ?? ediFileProblem(names.name, size, state.head ?? Buffer.alloc(0));
  return found ? { problem: found } : { file: await openAsBlob(target) };
}
