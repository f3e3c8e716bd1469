import { createHttp, type HttpOptions } from './client';
import { authApi } from './auth';
import { termsApi } from './terms';

export * from './enums';
export * from './types';
export { ApiError } from './errors';
export { createHttp, query, REQUEST_TIMEOUT_MS, type Http, type HttpOptions } from './client';

/** The typed client: one module per resource over one HTTP instance. */
export function createApi(options: HttpOptions = {}) {
  const http = createHttp(options);
  return {
    auth: authApi(http),
    terms: termsApi(http),
  };
}
export type Api = ReturnType<typeof createApi>;
