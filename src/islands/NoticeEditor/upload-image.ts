import { appendFiles } from '../../api/multipart';
import type { Attachment } from '../../api/types';
import { sendWithProgress } from '../../api/upload-progress';

/** Uploads one editor image (`POST /v1/boards/uploads`) with its progress; the editor then shows it by its URL. */
export async function uploadEditorImage(file: File, onProgress: (fraction: number) => void): Promise<{ id: number; url: string }> {
  const body = new FormData();
  appendFiles(body, 'file', [file]);
  const stored = await sendWithProgress<Attachment>('/v1/boards/uploads', body, {
    onProgress: ({ loaded, total }) => onProgress(total > 0 ? Math.min(1, loaded / total) : 0),
  });
  return { id: stored.s3fileId, url: stored.fileUrl };
}
