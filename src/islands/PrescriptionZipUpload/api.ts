import { prescriptionsApi } from '../../api/prescriptions';
import { http } from '../../lib/browser-api';

/** The calls of the zip upload screen. */
export const api = { prescriptions: prescriptionsApi(http) };
