import { EXPENDITURE_FILES_MAX } from '../../api/schema/records-limits';
import { COMPLIANCE_EXTENSIONS, extensionOf, MAX_FILE_BYTES, MiB } from '../../api/uploads';

// The receipts and evidence of an expenditure entry (a scan or a photo), checked here before they are sent with the
// limits the server applies again (count 400, type by extension and first bytes 415, size 413).

/** What the file picker offers: by type and by extension, so phones show the camera roll and the files app. */
export const RECEIPT_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png', ...COMPLIANCE_EXTENSIONS.map((e) => `.${e}`)].join(',');

export const RECEIPT_HELP = `PDF, JPG, PNG 파일 ${EXPENDITURE_FILES_MAX}개까지 (하나에 ${MAX_FILE_BYTES / MiB}MB까지, 선택)`;

/** Why a chosen file cannot be sent (Korean), or null. */
export function receiptProblem(file: { name: string; size: number }): string | null {
  if (!(COMPLIANCE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return `PDF, JPG, PNG 파일만 올릴 수 있습니다. (${file.name})`;
  if (file.size > MAX_FILE_BYTES) return `파일은 하나에 ${MAX_FILE_BYTES / MiB}MB까지 올릴 수 있습니다. (${file.name})`;
  if (file.size === 0) return `빈 파일은 올릴 수 없습니다. (${file.name})`;
  return null;
}

/** The files after adding `picked` to `files`: the good ones up to the limit (a file chosen twice once), and the last problem. */
export function addReceipts(files: readonly File[], picked: readonly File[]): { files: File[]; problem: string | null } {
  const next = [...files];
  let problem: string | null = null;
  for (const file of picked) {
    const wrong = receiptProblem(file);
    if (wrong) problem = wrong;
    else if (next.some((f) => f.name === file.name && f.size === file.size)) continue;
    else if (next.length >= EXPENDITURE_FILES_MAX) problem = `영수증·증빙은 ${EXPENDITURE_FILES_MAX}개까지 올릴 수 있습니다.`;
    else next.push(file);
  }
  return { files: next, problem };
}
