import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { FileValidationError } from '../../api/enums';
import {
  EDI_EXTENSIONS,
  EDI_MAX_FILE_BYTES,
  EDI_ZIP_MAX_BYTES,
  EDI_ZIP_MAX_ENTRIES,
  EDI_ZIP_MAX_RATIO,
  EDI_ZIP_MAX_UNPACKED_BYTES,
  EDI_ZIP_RATIO_FROM_BYTES,
  MiB,
} from '../../api/uploads';
import { ApiHttpError } from '../http';
import { cleanFileName, extensionOf } from '../files/uploads';
import { BlobReader, inflateEntry, type InflateBudget } from './zip-entry';

// Reading an EDI zip safely (yauzl: pure JS, entries one at a time, declared sizes and unix modes), from the uploaded
// file on disk, never from memory. Entry by entry, these are skipped with a reason: absolute paths, `..` segments,
// symbolic links, archives inside the archive, other extensions, files over EDI_MAX_FILE_BYTES, contents that do not
// match their extension, encrypted entries. The whole archive is refused (nothing is written) when it is larger than
// EDI_ZIP_MAX_BYTES (413), is not a zip (400), has more than EDI_ZIP_MAX_ENTRIES entries (413), declares more than
// EDI_ZIP_MAX_UNPACKED_BYTES or an entry that unpacks to more than EDI_ZIP_MAX_RATIO times its size (413) - all known
// from the central directory before anything is inflated - or inflates to more than it declares (400; bytes are
// counted while inflating, so a lying header does not get through). Entries are inflated one at a time as a stream
// into temporary files (zip-entry.ts), so memory stays a chunk or two whatever the archive holds.
// Folders inside the zip are allowed; only an entry's base name counts. Names are decoded as UTF-8 (flagged or
// valid), otherwise as CP949 (Korean Windows), and normalised to NFC.

export interface ZipItem {
  /** The entry's path inside the archive, NFC (for messages). */
  path: string;
  /** Its base name, cleaned (NFC, no folders). */
  name: string;
  /** Its inflated bytes, on disk until the ReadZip is disposed. */
  file?: Blob;
  problem?: { error: FileValidationError; message: string };
}

const NESTED = new Set(['zip', '7z', 'rar', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'alz', 'egg', 'jar']);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const tooLarge = (message: string) => new ApiHttpError(413, 'ZIP_TOO_LARGE', message);
const unpackedTooLarge = () => tooLarge(`zip 파일의 압축을 풀면 ${EDI_ZIP_MAX_UNPACKED_BYTES / MiB}MB를 넘습니다. 나누어 올려 주세요.`);
const notAZip = () => new ApiHttpError(400, 'INVALID_ZIP', 'zip 파일을 읽을 수 없습니다. 올바른 zip 파일인지 확인해 주세요.');

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
    return { error: 'INVALID_EXTENSION', message: `파일 하나는 ${EDI_MAX_FILE_BYTES / MiB}MB까지 올릴 수 있습니다. (${path})` };
  }
  if (entry.isEncrypted() || !entry.canDecodeFileData()) {
    return { error: 'INVALID_EXTENSION', message: `암호가 걸렸거나 풀 수 없는 형식으로 압축된 파일입니다. (${path})` };
  }
  return null;
}

/** An entry of the central directory that will be read, with its decoded path. */
interface Planned {
  entry: Entry;
  path: string;
  name: string;
  problem: ZipItem['problem'] | null;
}

/** The file entries of the central directory (folders left out), read without inflating anything. */
async function plan(zip: ZipFile): Promise<Planned[]> {
  const planned: Planned[] = [];
  let entry: Entry | null;
  while ((entry = await nextEntry(zip))) {
    const path = decodeName(entry).replace(/\\/g, '/');
    if (path.endsWith('/')) continue; // a folder
    planned.push({ entry, path, name: cleanFileName(path.split('/').at(-1) ?? ''), problem: entryProblem(path, entry) });
  }
  return planned;
}

/**
 * What the central directory declares, checked before a byte is inflated: the whole archive unpacks to at most
 * EDI_ZIP_MAX_UNPACKED_BYTES, and no entry that would be read unpacks to more than EDI_ZIP_MAX_RATIO times its size in
 * the archive (a bomb). The sizes are claims: inflateEntry holds every entry to its own.
 */
function checkDeclared(planned: Planned[]): void {
  const declared = planned.reduce((sum, p) => sum + p.entry.uncompressedSize, 0);
  if (declared > EDI_ZIP_MAX_UNPACKED_BYTES) throw unpackedTooLarge();
  const bomb = planned.find(
    (p) =>
      !p.problem &&
      p.entry.uncompressedSize > EDI_ZIP_RATIO_FROM_BYTES &&
      p.entry.uncompressedSize > EDI_ZIP_MAX_RATIO * p.entry.compressedSize,
  );
  if (bomb) {
    throw tooLarge(`압축을 풀면 크기가 비정상적으로 커지는 파일이 있어 zip 파일을 받을 수 없습니다. (${bomb.path})`);
  }
}

export interface ReadZip {
  items: ZipItem[];
  /** Removes the inflated files; call it once they are stored (or the request failed). */
  dispose(): Promise<void>;
}

/**
 * Every file entry of the archive, with its bytes (a file on disk) or the reason it is skipped; throws when the whole
 * archive is refused, leaving nothing behind. Entries are inflated one at a time.
 */
export async function readEdiZip(archive: Blob): Promise<ReadZip> {
  if (archive.size > EDI_ZIP_MAX_BYTES) throw tooLarge(`zip 파일은 ${EDI_ZIP_MAX_BYTES / MiB}MB까지 올릴 수 있습니다.`);
  let zip: ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new BlobReader(archive), archive.size, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
      autoClose: false,
    });
  } catch {
    throw notAZip();
  }
  // An error between two reads must not go unheard (an 'error' without a listener would throw).
  zip.on('error', () => undefined);
  const dir = await mkdtemp(join(tmpdir(), 'portal-zip-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    if (zip.entryCount > EDI_ZIP_MAX_ENTRIES) throw tooLarge(`zip 파일 하나에는 ${EDI_ZIP_MAX_ENTRIES}개까지 넣을 수 있습니다.`);
    const planned = await plan(zip);
    checkDeclared(planned);
    const budget: InflateBudget = { left: EDI_ZIP_MAX_UNPACKED_BYTES, spent: unpackedTooLarge };
    const items: ZipItem[] = [];
    for (const [i, { entry, path, name, problem }] of planned.entries()) {
      if (problem) {
        items.push({ path, name, problem });
        continue;
      }
      const read = await inflateEntry(zip, entry, { path, name }, join(dir, String(i)), budget);
      items.push(
        'file' in read
          ? { path, name, file: read.file }
          : { path, name, problem: { error: 'INVALID_EXTENSION', message: read.problem.message } },
      );
    }
    return { items, dispose };
  } catch (err) {
    await dispose();
    throw err;
  } finally {
    zip.close();
  }
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
