import { settlementsApi } from '../../api/settlements';
import { http } from '../../lib/browser-api';

/** The settlements' calls of the list by dealer. */
export const api = { settlements: settlementsApi(http) };
