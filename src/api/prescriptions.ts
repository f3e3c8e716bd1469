import { query, type Http } from './client';
import { appendFiles, jsonPart } from './multipart';
import type {
  PrescriptionCreateRequest,
  PrescriptionListQuery,
  PrescriptionPartnerListQuery,
  PrescriptionUpdateRequest,
} from './schema/prescriptions';
import type {
  MonthlyCount,
  MonthlyTotalAmount,
  Page,
  Prescription,
  PrescriptionPartner,
  PrescriptionPartnerProduct,
  PrescriptionZipUploadResult,
} from './types';
import type { UploadOptions } from './upload-progress';

/** The upload sender loads with the first upload: a page that lists records does not carry it. */
const send = async <T>(url: string, body: FormData, options?: UploadOptions) =>
  (await import('./upload-progress')).sendWithProgress<T>(url, body, options);

/** `referenceDate` of the monthly figures: an integer yyyyMMdd. */
export type ReferenceDay = number;

/** The zip upload's plain parts: optional defaults for entries whose names leave them out. */
export interface PrescriptionZipDefaults {
  dealerId?: number;
  partnerId?: number;
  prescriptionMonth?: string;
  settlementMonth?: string;
}

/** Prescriptions: the home figures and the member's EDI records (실적입력). */
export const prescriptionsApi = (http: Http) => ({
  monthlyCount: (referenceDate: ReferenceDay) =>
    http<MonthlyCount>('/v1/prescriptions/monthly-count', { query: { referenceDate: String(referenceDate) } }),
  monthlyTotalAmount: (referenceDate: ReferenceDay) =>
    http<MonthlyTotalAmount>('/v1/prescriptions/monthly-total-amount', { query: { referenceDate: String(referenceDate) } }),

  /** The older list of prescriptions. */
  list: (q: PrescriptionListQuery = {}) => http<Page<Prescription>>('/v1/prescriptions', { query: query({ ...q }) }),
  /** EDI records, newest first. */
  partners: (q: PrescriptionPartnerListQuery = {}) =>
    http<Page<PrescriptionPartner>>('/v1/prescriptions/partners', { query: query({ ...q }) }),
  partner: (id: number) => http<PrescriptionPartner>(`/v1/prescriptions/partners/${id}`),
  partnerProducts: (id: number) => http<PrescriptionPartnerProduct[]>(`/v1/prescriptions/partners/${id}/products`),
  /** Deletes a PENDING record (409 otherwise). */
  removePartner: (id: number) => http<void>(`/v1/prescriptions/partners/${id}`, { method: 'DELETE' }),

  /** Creates an EDI record with its files (1–30); answers the new record. Reports progress when asked. */
  createPartnerFiles: (request: PrescriptionCreateRequest, files: readonly File[], options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'files', files);
    return send<PrescriptionPartner>('/v1/prescriptions/partner-files', body, options);
  },
  /** Changes a PENDING record: fields sent replace, `keepFileIds` are the files that stay, `files` are added. */
  updatePartnerFiles: (request: PrescriptionUpdateRequest, files: readonly File[] = [], options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'files', files);
    return send<PrescriptionPartner>('/v1/prescriptions/partner-files/update', body, options);
  },
  /** Many records at once from one zip whose entries are named `딜러명_거래처명_yyyyMM.ext`. */
  uploadZip: (file: File, defaults: PrescriptionZipDefaults = {}, options?: UploadOptions) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(defaults)) if (value !== undefined && value !== '') body.append(key, String(value));
    appendFiles(body, 'file', [file]);
    return send<PrescriptionZipUploadResult>('/v1/prescriptions/zip', body, options);
  },
});
