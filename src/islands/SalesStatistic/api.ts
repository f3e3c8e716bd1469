import { settlementsApi } from '../../api/settlements';
import { http } from '../../lib/browser-api';

/** The statistics calls of the island (the server render passes its own client to `loadStats`). */
export const api = { settlements: settlementsApi(http) };
