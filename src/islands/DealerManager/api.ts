import { complianceApi } from '../../api/compliance';
import { dealersApi } from '../../api/dealers';
import { productsApi } from '../../api/products';
import { recordsApi } from '../../api/records';
import { http } from '../../lib/browser-api';

/**
 * The calls of the dealer screen: dealers, each dealer's compliance status, and (in the contracts dialog) the dealer
 * row's contract versions and the catalogue products of its drug company.
 */
export const api = { dealers: dealersApi(http), compliance: complianceApi(http), records: recordsApi(http), products: productsApi(http) };
