import type { Http } from './client';
import { appendFiles, jsonPart } from './multipart';
import type { ComplianceRecordRequest, NoticeUpdateRequest } from './schema/compliance';
import type { ComplianceItem, ComplianceRecord, ComplianceReminder, RedelegationNotice } from './types';
import type { UploadOptions } from './upload-progress';

/** Uploads go through the upload sender (its own time limit, progress), loaded with the first upload. */
const send = async <T>(url: string, body: FormData, options?: UploadOptions) =>
  (await import('./upload-progress')).sendWithProgress<T>(url, body, options);

/** The compliance center: the member's and their dealers' items, records and re-delegation notices. */
export const complianceApi = (http: Http) => ({
  items: () => http<ComplianceItem[]>('/v1/compliance/items'),
  records: () => http<ComplianceRecord[]>('/v1/compliance/records'),
  /** Records a 신고증 or a training completion with its document; answers the new record's id. */
  addRecord: (request: ComplianceRecordRequest, file: File, options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'file', [file]);
    return send<{ id: number }>('/v1/compliance/records', body, options);
  },
  removeRecord: (id: number) => http<void>(`/v1/compliance/records/${id}`, { method: 'DELETE' }),
  notices: () => http<RedelegationNotice[]>('/v1/compliance/redelegation-notices'),
  /** Changes the sub-contract date, or marks the notice sent (`sentAt`; null takes it back); answers it. */
  updateNotice: (id: number, request: NoticeUpdateRequest) =>
    http<RedelegationNotice>(`/v1/compliance/redelegation-notices/${id}`, { method: 'PATCH', body: request }),
  /** Attaches the proof of sending (replacing an earlier one); answers the notice. */
  attachProof: (id: number, file: File, options?: UploadOptions) => {
    const body = new FormData();
    appendFiles(body, 'file', [file]);
    return send<RedelegationNotice>(`/v1/compliance/redelegation-notices/${id}/proof`, body, options);
  },
  reminders: () => http<ComplianceReminder[]>('/v1/compliance/reminders'),
});

/** The notice's PDF (a link target: the browser downloads it). */
export const noticeDocumentUrl = (id: number) => `/v1/compliance/redelegation-notices/${id}/document`;
