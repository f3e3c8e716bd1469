import { query, type Http } from './client';
import { appendFiles, jsonPart } from './multipart';
import type { BoardDetailQuery, BoardListQuery, BoardPostCreateRequest, BoardPostUpdateRequest, FixedTopQuery } from './schema/boards';
import type { Attachment, BoardExposure, BoardPost, BoardPostDetail, Page } from './types';

/** Boards: notices, FAQ, 1:1 inquiries, community. */
export const boardsApi = (http: Http) => ({
  list: (q: BoardListQuery) => http<Page<BoardPost>>('/v1/boards', { query: query({ ...q }) }),
  fixedTop: (q: FixedTopQuery) => http<BoardPost[]>('/v1/boards/notices/fixed-top', { query: query({ ...q }) }),
  get: (id: number, q: BoardDetailQuery = {}) => http<BoardPostDetail>(`/v1/boards/${id}`, { query: query({ ...q }) }),
  /** Creates a post; answers the new post's id (as text). */
  create: (request: BoardPostCreateRequest, files?: readonly File[]) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'files', files);
    return http<string, 'text'>('/v1/boards', { method: 'POST', body, responseType: 'text' });
  },
  update: (id: number, updateRequest: BoardPostUpdateRequest, newFiles?: readonly File[]) => {
    const body = new FormData();
    body.append('updateRequest', jsonPart(updateRequest));
    appendFiles(body, 'newFiles', newFiles);
    return http<string, 'text'>(`/v1/boards/${id}`, { method: 'PUT', body, responseType: 'text' });
  },
  /** Editors: publishes (true) or takes back to a draft (false) a post of an editors' board. */
  setExposure: (id: number, isExposed: boolean) => http<BoardExposure>(`/v1/boards/${id}/exposure`, { method: 'PUT', body: { isExposed } }),
  /** Editors: the drug companies a notice may name as its source. */
  noticeDrugCompanies: () => http<string[]>('/v1/boards/notices/drug-companies'),
  remove: (id: number) => http<void>(`/v1/boards/${id}`, { method: 'DELETE' }),
  /** An image for the rich-text editor (jpg, jpeg, png, gif, webp). */
  uploadEditorImage: (file: File) => {
    const body = new FormData();
    appendFiles(body, 'file', [file]);
    return http<Attachment>('/v1/boards/uploads', { method: 'POST', body });
  },
});
