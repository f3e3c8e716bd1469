import { EDI_EXTENSIONS, EDI_MAX_FILE_BYTES, EDI_MAX_FILES, MiB } from '../../api/uploads';
import { ApiHttpError, badRequest } from '../http';
import { cleanFileName, extensionOf, fileTypeOf, headOf, type AcceptedFile } from '../files/uploads';

// EDI files: png, jpg, jpeg or pdf by extension AND by their first bytes, at most EDI_MAX_FILE_BYTES each,
// EDI_MAX_FILES a record, EDI_MAX_REQUEST_BYTES a request (src/server/http/body-limits.ts). Names are stored NFC
// (cleanFileName).

const allowed = EDI_EXTENSIONS.join(', ');

/** Why a file cannot be an EDI file (Korean), with the HTTP status a single upload answers. */
export type EdiFileProblem = { status: 400 | 413 | 415; code: string; message: string };

const tooLargeMessage = (name: string) => `EDI 파일은 하나에 ${EDI_MAX_FILE_BYTES / MiB}MB까지 올릴 수 있습니다. (${name})`;

/** The problem of one EDI file given its cleaned name, size and first bytes, or null when it is fine. */
export function ediFileProblem(name: string, size: number, head: Uint8Array): EdiFileProblem | null {
  if (size > EDI_MAX_FILE_BYTES) return { status: 413, code: 'FILE_TOO_LARGE', message: tooLargeMessage(name) };
  if (size === 0) return { status: 400, code: 'BAD_REQUEST', message: `빈 파일은 올릴 수 없습니다. (${name})` };
  const extension = extensionOf(name);
  const type = (EDI_EXTENSIONS as readonly string[]).includes(extension) ? fileTypeOf(extension) : undefined;
  if (!type) {
    return { status: 415, code: 'UNSUPPORTED_FILE_TYPE', message: `EDI 파일은 ${allowed} 형식만 올릴 수 있습니다. (${name})` };
  }
  if (!type.matches(head.subarray(0, 16))) {
    return { status: 415, code: 'FILE_CONTENT_MISMATCH', message: `파일 내용이 확장자(.${extension})와 맞지 않습니다. (${name})` };
  }
  return null;
}

/** One checked EDI file from its (already cleaned) name, bytes and first bytes; throws the problem as an HTTP error. */
export function acceptEdiBytes(name: string, bytes: Uint8Array | Blob, head: Uint8Array): AcceptedFile {
  const problem = ediFileProblem(name, bytes instanceof Blob ? bytes.size : bytes.byteLength, head);
  if (problem) throw new ApiHttpError(problem.status, problem.code, problem.message);
  const extension = extensionOf(name);
  return { name, extension, contentType: fileTypeOf(extension)?.contentType ?? 'application/octet-stream', bytes };
}

/**
 * The uploaded files of one request, checked one by one by size and first bytes. Each File is kept as it is and
 * streamed into storage, so no second copy of up to EDI_MAX_REQUEST_BYTES is made here.
 */
export async function acceptEdiFiles(files: File[]): Promise<AcceptedFile[]> {
  const out: AcceptedFile[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > EDI_MAX_FILE_BYTES) throw new ApiHttpError(413, 'FILE_TOO_LARGE', tooLargeMessage(name));
    out.push(acceptEdiBytes(name, file, await headOf(file)));
  }
  return out;
}

/** 1–30 files a record (kept plus new ones when a record changes). */
export function checkFileCount(total: number): void {
  if (total < 1) throw badRequest('EDI 파일을 1개 이상 올려 주세요.');
  if (total > EDI_MAX_FILES) throw badRequest(`EDI 파일은 실적 하나에 ${EDI_MAX_FILES}개까지 올릴 수 있습니다.`);
}
