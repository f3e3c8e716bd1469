import { dealersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';

/** The calls of the dealer screen. */
export const api = { dealers: dealersApi(http) };
