import { isBlankRichText, sanitizeRichText } from '../../../lib/sanitize';
import { badRequest } from '../../http';
import { acceptFile, MAX_ATTACHMENTS, type AcceptedFile } from '../../files/uploads';

// What the write routes do with validated input beyond its shape: sanitizing, the files (body sizes:
// src/server/http/body-limits.ts). What a post does with editor images is src/server/content/editor-images.ts.

/** The sanitized HTML of a post's body; 400 when nothing readable is left. */
export function richContent(raw: string | null | undefined): string {
  const html = sanitizeRichText(raw ?? '');
  if (isBlankRichText(html)) throw badRequest('내용을 입력해 주세요.');
  return html;
}

export async function acceptAttachments(files: File[], already = 0): Promise<AcceptedFile[]> {
  if (files.length + already > MAX_ATTACHMENTS) throw badRequest(`첨부파일은 글 하나에 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`);
  const out: AcceptedFile[] = [];
  for (const f of files) out.push(await acceptFile(f, 'attachment'));
  return out;
}
