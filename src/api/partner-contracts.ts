import type { Http } from './client';
import { appendFiles, jsonPart } from './multipart';
import type { ContractFilePartName } from './partner-contract-files';
import type { PartnerContractRequest } from './schema/partner-contracts';
import type { PartnerContractDetails } from './types';
import type { UploadOptions } from './upload-progress';

/** The upload sender loads with the first upload. */
const send = async <T>(url: string, body: FormData, options?: UploadOptions) =>
  (await import('./upload-progress')).sendWithProgress<T>(url, body, options);

/** Partner contracts: the member's application and its state. */
export const partnerContractsApi = (http: Http) => ({
  /** The member's latest application (404 when there is none). `userId` is the login id. */
  get: (userId: string) => http<PartnerContractDetails>(`/v1/partner-contracts/${encodeURIComponent(userId)}`),
  /** Sends an application with its documents (one file per part); answers it. Reports upload progress when asked. */
  apply: (request: PartnerContractRequest, files: Partial<Record<ContractFilePartName, File>>, options?: UploadOptions) => {
    const body = new FormData();
    body.append('request', jsonPart(request));
    for (const [part, file] of Object.entries(files)) if (file) appendFiles(body, part, [file]);
    return send<PartnerContractDetails>('/v1/partner-contracts', body, options);
  },
});
