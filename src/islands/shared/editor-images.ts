import { appendFiles } from '../../api/multipart';
import type { Attachment } from '../../api/types';
import { sendWithProgress } from '../../api/upload-progress';

// The images of the rich-text editor: uploaded one by one before the post is saved, then named by the post.

/** Uploads one editor image (`POST /v1/boards/uploads`) with its progress; the editor then shows it by its URL. */
export async function uploadEditorImage(file: File, onProgress: (fraction: number) => void): Promise<{ id: number; url: string }> {
  const body = new FormData();
  appendFiles(body, 'file', [file]);
  const stored = await sendWithProgress<Attachment>('/v1/boards/uploads', body, {
    onProgress: ({ loaded, total }) => onProgress(total > 0 ? Math.min(1, loaded / total) : 0),
  });
  return { id: stored.s3fileId, url: stored.fileUrl };
}

/** Ids among `uploaded` that the HTML still shows (`<img src="/v1/files/{id}">`): the post binds those. */
export const imagesShown = (html: string, uploaded: readonly number[]) =>
  uploaded.filter((id) => new RegExp(`src="/v1/files/${id}(?:[?#"])`).test(html));
