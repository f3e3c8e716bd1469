import { complianceApi } from '../../api/compliance';
import { dealersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';

/** The calls of the dealer screen (the compliance items give each dealer's status). */
export const api = { dealers: dealersApi(http), compliance: complianceApi(http) };
