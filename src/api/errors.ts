import type { ApiErrorBody } from './types';

/** A failed API call, carrying a message a person can read (Korean) and a stable code for code paths. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

const byStatus: Record<number, string> = {
  400: '입력한 내용을 다시 확인해 주세요.',
  401: '로그인이 필요합니다.',
  403: '이 기능을 사용할 권한이 없습니다.',
  404: '요청한 정보를 찾을 수 없습니다.',
  409: '이미 처리된 요청입니다.',
  413: '파일이 너무 큽니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};
export const TIMEOUT_MESSAGE = '서버 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.';
export const NETWORK_MESSAGE = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.';
export const SERVER_MESSAGE = '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.';

export const messageForStatus = (status: number) => byStatus[status] ?? (status >= 500 ? SERVER_MESSAGE : SERVER_MESSAGE);

const isErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ApiErrorBody).message === 'string' &&
  typeof (data as ApiErrorBody).code === 'string';

/**
 * Turns whatever a failed call produced into an ApiError. Our /v1 server answers `{ code, message }` in Korean;
 * the original backend answers plain English text, which is not shown to people (the status decides the message).
 */
export function toApiError(status: number | undefined, data: unknown, cause?: unknown): ApiError {
  if (status === undefined) {
    const timedOut =
      cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError' || /timeout/i.test(cause.message));
    return new ApiError(timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, 0, timedOut ? 'TIMEOUT' : 'NETWORK');
  }
  if (isErrorBody(data)) return new ApiError(data.message, status, data.code);
  return new ApiError(messageForStatus(status), status, `HTTP_${status}`);
}
