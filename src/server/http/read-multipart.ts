import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { MULTIPART_TEXT_MAX_BYTES } from '../../api/schema/limits';
import { EDI_MAX_REQUEST_BYTES, EDI_ZIP_MAX_BYTES } from '../../api/uploads';
import { ApiHttpError, badRequest, requestTooLarge } from '.';

// A multipart/form-data body is read as it arrives: each file part goes to a temporary file and becomes a File backed
// by it (fs.openAsBlob), so no upload is ever held in memory whole, however large or many its files (the platform's
// formData() kept the whole body, and a copy of every file, in memory). The routes then check, store and stream these
// Files as before. A file part is cut one byte past the largest file any route accepts (the EDI zip): the route's own
// size check then refuses it in Korean, and nothing larger ever reaches the disk. Text is bounded apart: plain fields
// and JSON parts together at most MULTIPART_TEXT_MAX_BYTES a request (413 as soon as it passes, the rest unread), so
// the text a route later reads into memory is small whatever the body.

/** One byte more than the largest file a route accepts. */
export const MULTIPART_FILE_CUT = EDI_ZIP_MAX_BYTES + 1;
export const MULTIPART_MAX_PARTS = 200;
/** A whole body: the largest request a route accepts (an EDI record's files) and room for its fields. */
export const MULTIPART_MAX_BYTES = Math.max(EDI_MAX_REQUEST_BYTES, EDI_ZIP_MAX_BYTES) + 2 * 1024 * 1024;

/** Passes the body on, and fails it with 413 once it has brought more than MULTIPART_MAX_BYTES. */
function counted(): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > MULTIPART_MAX_BYTES ? requestTooLarge(MULTIPART_MAX_BYTES) : null, chunk);
    },
  });
}

export interface ParsedForm {
  form: FormData;
  /** Removes the temporary files; call it once the request is answered. */
  dispose(): Promise<void>;
}

const unreadable = () => badRequest('요청 본문을 읽을 수 없습니다. multipart 형식을 확인해 주세요.');
const textTooLarge = () => new ApiHttpError(413, 'FIELD_TOO_LARGE', '입력한 내용이 너무 깁니다.');

/** Passes a JSON part on while the request's text stays within MULTIPART_TEXT_MAX_BYTES (`text` is shared). */
function textCounted(text: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      text.bytes += chunk.length;
      done(text.bytes > MULTIPART_TEXT_MAX_BYTES ? textTooLarge() : null, chunk);
    },
  });
}

/** Reads a multipart/form-data request into a FormData whose files live on disk until `dispose()`. */
export async function readMultipart(request: Request): Promise<ParsedForm> {
  let parser: InstanceType<typeof Busboy>; // assigned once below; the constructor throws on a bad content type
  try {
    parser = new Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: MULTIPART_FILE_CUT, fieldSize: MULTIPART_TEXT_MAX_BYTES, parts: MULTIPART_MAX_PARTS },
    });
  } catch {
    throw unreadable();
  }
  // The folder exists before the first part arrives: a file part's stream is written from its first event on (its
  // errors, e.g. a body that ends inside it, need a listener at once).
  const dir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const entries: Promise<[string, string | File]>[] = [];
  /** File parts being written: a body that fails inside one leaves it open, so a failed parse ends them. */
  const parts: Readable[] = [];
  let failure: ApiHttpError | undefined;
  const text = { bytes: 0 };
  /** Stops reading the body at once: the parse fails with `error`. */
  const stop = (error: ApiHttpError) => {
    failure ??= error;
    parser.destroy(error);
  };
  parser.on('field', (name, value, _nameCut, valueCut) => {
    text.bytes += Buffer.byteLength(value);
    if (valueCut || text.bytes > MULTIPART_TEXT_MAX_BYTES) return stop(textTooLarge());
    entries.push(Promise.resolve([name, value]));
  });
  parser.on('partsLimit', () => stop(new ApiHttpError(413, 'TOO_MANY_PARTS', '한 번에 보낼 수 있는 항목 수를 넘었습니다.')));
  parser.on('file', (name, stream, filename, _encoding, mimeType) => {
    const path = join(dir, String(entries.length));
    parts.push(stream);
    // A JSON part is text: it counts toward the request's text and is cut as soon as that passes its limit.
    const json = /^application\/json\b/i.test(mimeType);
    const written = json ? pipeline(stream, textCounted(text), createWriteStream(path)) : pipeline(stream, createWriteStream(path));
    if (json) written.catch((error: unknown) => error instanceof ApiHttpError && stop(error));
    entries.push(
      written.then(async () => [name, new File([await openAsBlob(path)], filename, { type: mimeType || 'application/octet-stream' })]),
    );
  });
  try {
    const body = request.body ? Readable.fromWeb(request.body as import('node:stream/web').ReadableStream) : Readable.from([]);
    try {
      await pipeline(body, counted(), parser);
    } catch (error) {
      // The size limits (this one, the text's, or the route's body limit) keep their own answers.
      if (failure) throw failure;
      if (error instanceof ApiHttpError) throw error;
      throw unreadable();
    }
    const settled = await Promise.all(entries);
    if (failure) throw failure;
    const form = new FormData();
    for (const [name, value] of settled) form.append(name, value);
    return { form, dispose };
  } catch (error) {
    for (const part of parts) part.destroy();
    await Promise.allSettled(entries);
    await dispose();
    throw error;
  }
}
