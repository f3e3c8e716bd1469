import { COMPLIANCE_EXTENSIONS, extensionOf, MAX_FILE_BYTES, MiB } from '../../../api/uploads';

// The compliance documents (a 신고증, an 이수증, the proof a notice was sent, a signed sub-contract) are checked here
// before they are sent, with the limits the server applies again (by extension and first bytes, 415 / 413).

/** What the file picker offers: by type and by extension, so phones show the camera roll and the files app. */
export const DOCUMENT_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png', ...COMPLIANCE_EXTENSIONS.map((e) => `.${e}`)].join(',');

export const DOCUMENT_HELP = `PDF, JPG, PNG 파일 하나 (${MAX_FILE_BYTES / MiB}MB까지)`;

/** Why a chosen document cannot be sent (Korean), or null. */
export function documentProblem(file: { name: string; size: number }): string | null {
  if (!(COMPLIANCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return `PDF, JPG, PNG 파일만 올릴 수 있습니다. (${file.name})`;
  if (file.size > MAX_FILE_BYTES) return `파일은 ${MAX_FILE_BYTES / MiB}MB까지 올릴 수 있습니다. (${file.name})`;
  if (file.size === 0) return `빈 파일은 올릴 수 없습니다. (${file.name})`;
  return null;
}
