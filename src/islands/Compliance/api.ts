import { complianceApi } from '../../api/compliance';
import { recordsApi } from '../../api/records';
import { http } from '../../lib/browser-api';

/** The calls of the compliance page. */
export const api = { compliance: complianceApi(http), records: recordsApi(http) };
