import type { Http } from './client';
import type { KmcRequest } from './schema/members';
import type { KmcAuthResponse, KmcResultResponse } from './types';

/** The contract's fixed client constants of `POST /v1/kmc/auth/request`. */
export const KMC_REQUEST: KmcRequest = { cpId: 'MEDIPANDA', urlCode: 'WEB', certMet: 'M', plusInfo: 'WEB' };

/** Where the identity popup opens for a verification. */
export const kmcLaunchUrl = (certNum: string) => `/v1/kmc/auth/launch?certNum=${encodeURIComponent(certNum)}`;

/** Identity verification (KMC): start one, then read its result (polled while PENDING). */
export const kmcApi = (http: Http) => ({
  request: (body: KmcRequest = KMC_REQUEST) => http<KmcAuthResponse>('/v1/kmc/auth/request', { method: 'POST', body }),
  result: (certNum: string) => http<KmcResultResponse>('/v1/kmc/auth/result', { query: { certNum } }),
});
