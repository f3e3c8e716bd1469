import { createHttp } from '../api/client';
import { requestEnded, requestStarted } from '../stores/loading';

/**
 * The browser's one HTTP instance: same origin, cookies, and every request shown on the loading bar. Each script or
 * island builds only the resource clients it calls (`prescriptionsApi(http)`, imported from its own module in
 * src/api): the whole client, imported by the page script, put every screen's calls into every page's JavaScript.
 */
export const http = createHttp({ onStart: requestStarted, onEnd: requestEnded });
