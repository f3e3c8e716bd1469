import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { FileValidationError } from '../../api/enums';
import { EDI_EXTENSIONS, EDI_MAX_FILE_BYTES, EDI_ZIP_MAX_ENTRIES, EDI_ZIP_MAX_UNPACKED_BYTES } from '../../api/uploads';
import { ApiHttpError } from '../http';
import { cleanFileName, extensionOf } from '../uploads';
import { ediFileProblem } from './edi-files';

// Reading an EDI zip safely (yauzl: pure JS, entries one at a time, declared sizes and unix modes). Entry by entry,
// these are skipped with a reason: absolute paths, `..` segments, symbolic links, archives inside the archive, other
// extensions, files over EDI_MAX_FILE_BYTES, contents that do not match their extension, encrypted entries.
// The whole archive is refused (nothing is written) when it is not a zip (400), has more than EDI_ZIP_MAX_ENTRIES
// entries (413), declares more than EDI_ZIP_MAX_UNPACKED_BYTES (413), or inflates to more than it declares or
// than that limit (bytes are counted while inflating, so a lying header does not get through: 400 / 413).
// Folders inside the zip are allowed; only an entry's base name counts. Names are decoded as UTF-8 (flagged or
// valid), otherwise as CP949 (Korean Windows), and normalised to NFC.

export interface ZipItem {
  /** The entry's path inside the archive, NFC (for messages). */
  path: string;
  /** Its base name, cleaned (NFC, no folders). */
  name: string;
  bytes?: Uint8Array;
  problem?: { error: FileValidationError; message: string };
}

const MB = 1024 * 1024;
const NESTED = new Set(['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'alz', 'egg', 'jar']);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const tooLarge = (message: string) => new ApiHttpError(413, 'ZIP_TOO_LARGE', message);
const unpackedTooLarge = () => tooLarge(`zip 파일의 압축을 풀면 ${EDI_ZIP_MAX_UNPACKED_BYTES / MB}MB를 넘습니다. 나누어 올려 주세요.`);
const notAZip = () => new ApiHttpError(400, 'INVALID_ZIP', 'zip 파일을 읽을 수 없습니다. 올바른 zip 파일인지 확인해 주세요.');
const lyingSizes = (path: string) =>
  new ApiHttpError(400, 'INVALID_ZIP', `zip 파일이 손상되었습니다: 파일 크기 정보가 실제와 다릅니다. (${path})`);

function decodeName(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    text = utf8 ? new TextDecoder('utf-8').decode(raw) : new TextDecoder('euc-kr').decode(raw);
  }
  return text.normalize('NFC');
}

/** Why an entry is skipped before its bytes are read, or null. */
function entryProblem(path: string, entry: Entry): ZipItem['problem'] | null {
  const segments = path.split('/');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return { error: 'INVALID_FILENAME_FORMAT', message: `절대 경로로 된 파일은 올릴 수 없습니다. (${path})` };
  }
  if (segments.includes('..'))
    return { error: 'INVALID_FILENAME_FORMAT', message: `상위 폴더(..)를 가리키는 파일은 올릴 수 없습니다. (${path})` };
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    return { error: 'INVALID_FILENAME_FORMAT', message: `심볼릭 링크는 올릴 수 없습니다. (${path})` };
  }
  const extension = extensionOf(segments.at(-1) ?? '');
  if (NESTED.has(extension)) return { error: 'INVALID_EXTENSION', message: `압축 파일 안의 압축 파일은 올릴 수 없습니다. (${path})` };
  if (!(EDI_EXTENSIONS as readonly string[]).includes(extension)) {
    return { error: 'INVALID_EXTENSION', message: `${EDI_EXTENSIONS.join(', ')} 파일만 올릴 수 있습니다. (${path})` };
  }
  if (entry.uncompressedSize > EDI_MAX_FILE_BYTES) {
    return { error: 'INVALID_EXTENSION', message: `파일 하나는 ${EDI_MAX_FILE_BYTES / MB}MB까지 올릴 수 있습니다. (${path})` };
  }
  if (entry.isEncrypted() || !entry.canDecodeFileData()) {
    return { error: 'INVALID_EXTENSION', message: `암호가 걸렸거나 풀 수 없는 형식으로 압축된 파일입니다. (${path})` };
  }
  return null;
}

/** The bytes of one entry, counted while they inflate: never more than it declares, nor than the archive's budget. */
async function readEntry(zip: ZipFile, entry: Entry, path: string, budget: { left: number }): Promise<Uint8Array> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw lyingSizes(path);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) throw unpackedTooLarge();
      if (size > entry.uncompressedSize) throw lyingSizes(path);
      chunks.push(chunk);
    }
  } catch (err) {
    stream.destroy();
    throw err instanceof ApiHttpError ? err : lyingSizes(path);
  }
  if (size !== entry.uncompressedSize) throw lyingSizes(path);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Every file entry of the archive, with its bytes or the reason it is skipped; throws when the whole archive is refused. */
export async function readEdiZip(archive: Uint8Array): Promise<ZipItem[]> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength), {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw notAZip();
  }
  // An error between two reads must not go unheard (an 'error' without a listener would throw).
  zip.on('error', () => undefined);
  if (zip.entryCount > EDI_ZIP_MAX_ENTRIES) throw tooLarge(`zip 파일 하나에는 ${EDI_ZIP_MAX_ENTRIES}개까지 넣을 수 있습니다.`);

  const items: ZipItem[] = [];
  const budget = { left: EDI_ZIP_MAX_UNPACKED_BYTES };
  let declared = 0;
  let entry: Entry | null;
  while ((entry = await nextEntry(zip))) {
    const path = decodeName(entry).replace(/\\/g, '/');
    if (path.endsWith('/')) continue; // a folder
    declared += entry.uncompressedSize;
    if (declared > EDI_ZIP_MAX_UNPACKED_BYTES) throw unpackedTooLarge();
    const name = cleanFileName(path.split('/').at(-1) ?? '');
    const problem = entryProblem(path, entry);
    if (problem) {
      items.push({ path, name, problem });
      continue;
    }
    const bytes = await readEntry(zip, entry, path, budget);
    const content = ediFileProblem(name, bytes.byteLength, bytes);
    items.push(content ? { path, name, problem: { error: 'INVALID_EXTENSION', message: content.message } } : { path, name, bytes });
  }
  return items;
}

/** The next entry (null at the end); a broken central directory refuses the archive. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: Entry) => {
      cleanup();
      resolve(e);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = () => {
      cleanup();
      reject(notAZip());
    };
    zip.once('entry', onEntry);
    zip.once('end', onEnd);
    zip.once('error', onError);
    zip.readEntry();
  });
}
