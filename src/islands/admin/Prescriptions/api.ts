import { adminPrescriptionsApi } from '../../../api/admin-prescriptions';
import { adminPrescriptionsOcrApi } from '../../../api/admin-prescriptions-ocr';
import { http } from '../../../lib/browser-api';

// The entry screen's own calls (the queue and the record are loaded by the pages).
export const ediCalls = adminPrescriptionsApi(http);
export const ocrCalls = adminPrescriptionsOcrApi(http);
export type EdiCalls = Pick<
  typeof ediCalls,
  'claim' | 'unclaim' | 'addLines' | 'changeLine' | 'removeLine' | 'complete' | 'reopen' | 'productOptions'
>;
export type OcrCalls = Pick<typeof ocrCalls, 'quad' | 'read'>;
