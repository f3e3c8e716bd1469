import { recordsApi } from '../../api/records';
import { http } from '../../lib/browser-api';

/** The calls of the expenditure log. */
export const api = { records: recordsApi(http) };
