import { COMPLIANCE_EXTENSIONS, MAX_FILE_BYTES, MiB } from '../../api/uploads';
import { certificateUrl } from '../../api/cso-certificate';
import { ApiHttpError, badRequest } from '../http';
import { cleanFileName, extensionOf, fileTypeOf, headOf, type AcceptedFile } from '../files/uploads';
import type { StoredFile } from '../db/schema';

// The documents of the compliance center (a 신고증, an 이수증, the proof a notice was sent): pdf, jpg or png by
// extension AND first bytes, at most MAX_FILE_BYTES. They are the member's alone (src/server/files/file-access.ts:
// files in no post are read by their uploader only).

const allowed = COMPLIANCE_EXTENSIONS.join(', ');

/** One checked document; throws 400 / 413 / 415 with a Korean message. */
export async function acceptComplianceFile(file: File): Promise<AcceptedFile> {
  const name = cleanFileName(file.name);
  if (file.size > MAX_FILE_BYTES)
    throw new ApiHttpError(413, 'FILE_TOO_LARGE', `증빙 파일은 ${MAX_FILE_BYTES / MiB}MB 이하여야 합니다. (${name})`);
  if (file.size === 0) throw badRequest(`빈 파일은 올릴 수 없습니다. (${name})`);
  const extension = extensionOf(name);
  const type = (COMPLIANCE_EXTENSIONS as readonly string[]).includes(extension) ? fileTypeOf(extension) : undefined;
  if (!type) throw new ApiHttpError(415, 'UNSUPPORTED_FILE_TYPE', `증빙 파일은 ${allowed} 형식만 올릴 수 있습니다. (${name})`);
  if (!type.matches(await headOf(file)))
    throw new ApiHttpError(415, 'FILE_CONTENT_MISMATCH', `파일 내용이 확장자(.${extension})와 맞지 않습니다. (${name})`);
  return { name, extension, contentType: type.contentType, bytes: file };
}

/** Where the member reads a stored document, with its name. */
export const documentLink = (file: Pick<StoredFile, 'id' | 'originalName'> | null | undefined) =>
  file ? { url: certificateUrl(file.id, file.originalName), name: file.originalName } : { url: null, name: null };
