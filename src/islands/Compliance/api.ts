import { complianceApi } from '../../api/compliance';
import { http } from '../../lib/browser-api';

/** The calls of the compliance page. */
export const api = { compliance: complianceApi(http) };
