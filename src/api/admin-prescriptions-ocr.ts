import { query, type Http } from './client';
import type { EdiOcrAccuracyQuery, EdiOcrRequest } from './schema/admin-prescriptions';
import type { EdiOcrAccuracy, EdiOcrQuad, EdiOcrRun } from './types';

// 처방관리's OCR으로 읽기: the page found in a record's image (the corners the screen starts from), the reading of it
// (only the holder of the record's claim; corners are fractions 0–1 of the image), and the accuracy read-out. A line
// taken from a proposal is added with the record's line call, naming `ocrRunId` and `proposalIndex`.

/** A reading takes a second or two, more on a busy server: longer than the client's usual 10 s time-out allows. */
export const OCR_REQUEST_TIMEOUT_MS = 30_000;

const file = (recordId: number, fileId: number) => `/v1/admin/prescriptions/${recordId}/files/${fileId}/ocr`;

export const adminPrescriptionsOcrApi = (http: Http) => ({
  quad: (recordId: number, fileId: number) => http<EdiOcrQuad>(`${file(recordId, fileId)}/quad`),
  read: (recordId: number, fileId: number, body: EdiOcrRequest = {}) =>
    http<EdiOcrRun>(file(recordId, fileId), { method: 'POST', body, timeout: OCR_REQUEST_TIMEOUT_MS }),
  accuracy: (q: EdiOcrAccuracyQuery = {}) => http<EdiOcrAccuracy>('/v1/admin/ocr/accuracy', { query: query({ ...q }) }),
});
