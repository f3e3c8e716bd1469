import { ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { toApiError } from './errors';

/** Every request gives up after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

export interface HttpOptions {
  /** '' (same origin) in the browser; the API origin when the portal fronts an external API. */
  baseURL?: string;
  /** Transport; the server-side render passes the embedded API's fetch to skip the network. */
  fetch?: typeof globalThis.fetch;
  /** Extra headers, e.g. the incoming request's cookie during a server-side render. */
  headers?: Record<string, string>;
  /** Called around every request (drives the loading bar in the browser). */
  onStart?: () => void;
  onEnd?: () => void;
}

export type Http = $Fetch;

/** One ofetch instance: base URL, 10 s time-out, cookies, no retries, errors as ApiError. */
export function createHttp(options: HttpOptions = {}): Http {
  const defaults: FetchOptions = {
    baseURL: options.baseURL ?? '',
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'include',
    retry: 0,
    headers: options.headers,
    onRequest: () => options.onStart?.(),
    onResponse: () => options.onEnd?.(),
    onRequestError: ({ error }) => {
      options.onEnd?.();
      throw toApiError(undefined, undefined, error);
    },
    onResponseError: ({ response }) => {
      throw toApiError(response.status, response._data);
    },
  };
  return ofetch.create(defaults, options.fetch ? { fetch: options.fetch } : {});
}

/** Query values as the contract wants them: arrays comma-joined, empty values dropped. */
export function query(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else out[key] = String(value);
  }
  return out;
}
