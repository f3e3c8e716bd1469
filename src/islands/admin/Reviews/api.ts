import { contractReviewsApi, csoReviewsApi } from '../../../api/reviews';
import { http } from '../../../lib/browser-api';

// The review screens' own calls: the decisions (the queues and the reviews are loaded by the pages).
export const contractCalls = contractReviewsApi(http);
export const csoCalls = csoReviewsApi(http);
export type ContractCalls = typeof contractCalls;
export type CsoCalls = typeof csoCalls;
