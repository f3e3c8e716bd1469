import { appendFiles, jsonPart } from './multipart';
import type { BoardPostCreateRequest, BoardPostUpdateRequest } from './schema/boards';
import type { Attachment } from './types';
import type { UploadOptions } from './upload-progress';

// The board writes that carry files, sent with upload progress (XMLHttpRequest) for the forms that show it: the post
// itself (`POST /v1/boards`, `PUT /v1/boards/{id}`) and the editor's images (`POST /v1/boards/uploads`).

const send = async <T>(url: string, body: FormData, options?: UploadOptions) =>
  (await import('./upload-progress')).sendWithProgress<T>(url, body, options);

/** Creates a post; answers its id. */
export async function createPostWithProgress(request: BoardPostCreateRequest, files: readonly File[], options?: UploadOptions) {
  const body = new FormData();
  body.append('request', jsonPart(request));
  appendFiles(body, 'files', files);
  return Number(await send<number | string>('/v1/boards', body, options));
}

/** Changes a post: `keepFileIds` stay, every other file of the post goes, `newFiles` are added. */
export async function updatePostWithProgress(
  id: number,
  request: BoardPostUpdateRequest,
  newFiles: readonly File[],
  options?: UploadOptions,
) {
  const body = new FormData();
  body.append('updateRequest', jsonPart(request));
  appendFiles(body, 'newFiles', newFiles);
  await send<unknown>(`/v1/boards/${id}`, body, { ...options, method: 'PUT' });
}

/** An image for the rich-text editor (jpg, jpeg, png, gif, webp), unattached until a post shows it. */
export function uploadEditorImageWithProgress(file: File, options?: UploadOptions) {
  const body = new FormData();
  appendFiles(body, 'file', [file]);
  return send<Attachment>('/v1/boards/uploads', body, options);
}
