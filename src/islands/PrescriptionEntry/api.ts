import { prescriptionsApi } from '../../api/prescriptions';
import { http } from '../../lib/browser-api';

/** The EDI records' calls (the pickers, loaded on first use, build their own). */
export const api = { prescriptions: prescriptionsApi(http) };
