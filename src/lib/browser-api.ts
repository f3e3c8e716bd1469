import { createApi } from '../api';
import { requestEnded, requestStarted } from '../stores/loading';

/** The islands' client: same origin, cookies, and every request shown on the loading bar. */
export const api = createApi({ onStart: requestStarted, onEnd: requestEnded });
