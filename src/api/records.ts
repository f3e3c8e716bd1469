import { query, type Http } from './client';
import { appendFiles, jsonPart } from './multipart';
import type { AuditLogQuery, DealerContractRequest, ExpenditureListQuery, ExpenditureRequest } from './schema/records';
import type { AuditEntry, DealerContract, Expenditure, ExpenditureCreated, Page, RetainedRecords } from './types';
import type { UploadOptions } from './upload-progress';

/** Uploads go through the upload sender (its own time limit, progress), loaded with the first upload. */
const send = async <T>(url: string, body: FormData, options?: UploadOptions) =>
  (await import('./upload-progress')).sendWithProgress<T>(url, body, options);

/** Records kept for an inspection: dealers' contract versions, the expenditure log, the audit trail. */
export const recordsApi = (http: Http) => ({
  dealerContracts: (dealerId: number) => http<DealerContract[]>(`/v1/dealers/${dealerId}/contracts`),
  /** Records a new version of a dealer's sub-contract with its signed file; answers its id and version number. */
  addDealerContract: (dealerId: number, request: DealerContractRequest, file: File, options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'file', [file]);
    return send<{ id: number; version: number }>(`/v1/dealers/${dealerId}/contracts`, body, options);
  },
  removeDealerContract: (dealerId: number, contractId: number) =>
    http<void>(`/v1/dealers/${dealerId}/contracts/${contractId}`, { method: 'DELETE' }),
  expenditures: (q: ExpenditureListQuery = {}) => http<Page<Expenditure>>('/v1/expenditures', { query: query({ ...q }) }),
  /** Records an expenditure with its receipts; answers its id and the limits it breaks. */
  addExpenditure: (request: ExpenditureRequest, files: File[], options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    appendFiles(body, 'files', files);
    return send<ExpenditureCreated>('/v1/expenditures', body, options);
  },
  removeExpenditure: (id: number) => http<void>(`/v1/expenditures/${id}`, { method: 'DELETE' }),
  auditLog: (q: AuditLogQuery = {}) => http<Page<AuditEntry>>('/v1/audit-log', { query: query({ ...q }) }),
  retention: () => http<RetainedRecords[]>('/v1/compliance/retention'),
});

/** The year's expenditure report (.xlsx; a link target). */
export const expenditureReportUrl = (year: number) => `/v1/expenditures/report.xlsx?year=${year}`;

/** Everything of a period in one .zip (a link target). */
export const auditPackUrl = (from: string, to: string) =>
  `/v1/compliance/audit-pack?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
