import { ATTACHMENT_EXTENSIONS, extensionOf, IMAGE_EXTENSIONS, MAX_ATTACHMENTS, MAX_FILE_BYTES } from '../../api/uploads';
import { ApiHttpError, badRequest } from '../http';

export { contentDisposition } from '../http/content-disposition';

export { ATTACHMENT_EXTENSIONS, extensionOf, IMAGE_EXTENSIONS, MAX_ATTACHMENTS, MAX_FILE_BYTES };

// Upload limits and checks (names are stored in NFC). A file is accepted by its extension and only when its first
// bytes match that kind, so an HTML page renamed to .png is refused. Limits answer 413 / 415 / 400 JSON in Korean.

export const MAX_FILE_MB = MAX_FILE_BYTES / 1024 / 1024;
/** Whole multipart request of a post: the attachments plus the JSON part and some margin. */
export const MAX_POST_REQUEST_BYTES = MAX_ATTACHMENTS * MAX_FILE_BYTES + 1024 * 1024;

const zip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05) && (b[3] === 0x04 || b[3] === 0x06);
const starts = (b: Uint8Array, ...bytes: number[]) => bytes.every((v, i) => b[i] === v);
const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

interface FileType {
  contentType: string;
  image: boolean;
  matches: (head: Uint8Array) => boolean;
}

const types: Record<string, FileType> = {
  jpg: { contentType: 'image/jpeg', image: true, matches: (b) => starts(b, 0xff, 0xd8, 0xff) },
  jpeg: { contentType: 'image/jpeg', image: true, matches: (b) => starts(b, 0xff, 0xd8, 0xff) },
  png: { contentType: 'image/png', image: true, matches: (b) => starts(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  gif: { contentType: 'image/gif', image: true, matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  webp: { contentType: 'image/webp', image: true, matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  pdf: { contentType: 'application/pdf', image: false, matches: (b) => ascii(b, 0, '%PDF-') },
  hwp: { contentType: 'application/x-hwp', image: false, matches: (b) => starts(b, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) },
  hwpx: { contentType: 'application/hwp+zip', image: false, matches: zip },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false, matches: zip },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false, matches: zip },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', image: false, matches: zip },
  zip: { contentType: 'application/zip', image: false, matches: zip },
};

/** What a file of this extension must look like (undefined: not a kind this server accepts at all). */
export const fileTypeOf = (extension: string): FileType | undefined => (Object.hasOwn(types, extension) ? types[extension] : undefined);

export type UploadPurpose = 'image' | 'attachment';

export interface AcceptedFile {
  name: string;
  extension: string;
  contentType: string;
  /** In memory, or the uploaded File itself (streamed into storage without another copy). */
  bytes: Uint8Array | Blob;
}

/** A file name as stored and shown: NFC, no folders or control characters, at most 120 characters. */
export function cleanFileName(raw: string): string {
  let name = raw
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim();
  if (name.length > 120) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 9 ? name.slice(dot) : '';
    name = name.slice(0, 120 - ext.length) + ext;
  }
  return name || '파일';
}

export const tooLarge = (name: string) =>
  new ApiHttpError(413, 'FILE_TOO_LARGE', `파일 크기는 ${MAX_FILE_MB}MB 이하여야 합니다. (${name})`);

export function unsupportedType(name: string, purpose: UploadPurpose) {
  const allowed = (purpose === 'image' ? IMAGE_EXTENSIONS : ATTACHMENT_EXTENSIONS).join(', ');
  return new ApiHttpError(415, 'UNSUPPORTED_FILE_TYPE', `올릴 수 없는 파일 형식입니다. ${allowed} 파일만 올릴 수 있습니다. (${name})`);
}

/** The first 16 bytes of an upload, all a content check reads. */
export const headOf = async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.slice(0, 16).arrayBuffer());

/** Checks one uploaded file; answers its cleaned name, type and bytes, or throws 400 / 413 / 415. */
export async function acceptFile(file: File, purpose: UploadPurpose): Promise<AcceptedFile> {
  const name = cleanFileName(file.name);
  if (file.size > MAX_FILE_BYTES) throw tooLarge(name);
  if (file.size === 0) throw badRequest(`빈 파일은 올릴 수 없습니다. (${name})`);
  const extension = extensionOf(name);
  const type = types[extension];
  if (!type || (purpose === 'image' && !type.image)) throw unsupportedType(name, purpose);
  if (!type.matches(await headOf(file))) {
    throw new ApiHttpError(415, 'FILE_CONTENT_MISMATCH', `파일 내용이 확장자(.${extension})와 맞지 않습니다. (${name})`);
  }
  // The File itself is kept: storage streams it, so its bytes are never copied here.
  return { name, extension, contentType: type.contentType, bytes: file };
}
