import { toApiError } from './errors';
import { UPLOAD_TIMEOUT_MS } from './uploads';

/** Bytes sent so far of a multipart upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}
export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** POST unless the route replaces a resource (PUT). */
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress (fetch does not), under
 * the upload time limit instead of the 10-second request limit. Answers the parsed JSON (or text); a failure is an
 * ApiError like every other call's.
 */
export function sendWithProgress<T>(url: string, body: FormData, { onProgress, signal, method = 'POST' }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    const parsed = () => {
      const text = xhr.responseText;
      if (!text) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve(parsed() as T) : reject(toApiError(xhr.status, parsed())));
    xhr.onerror = () => reject(toApiError(undefined, undefined, new Error('network')));
    xhr.ontimeout = () => reject(toApiError(undefined, undefined, new DOMException('timeout', 'TimeoutError')));
    xhr.onabort = () => reject(toApiError(undefined, undefined, new DOMException('aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
