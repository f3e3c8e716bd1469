import { ApiError } from '../../api/errors';
import { myPageApi } from '../../api/my-page';
import { http } from '../../lib/browser-api';

export const myPage = myPageApi(http);

/**
 * When the server says this session's re-check has run out (403 RECHECK_REQUIRED), back to the guard, which returns
 * here; answers whether it went.
 */
export function leaveWhenRecheckExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'RECHECK_REQUIRED') return false;
  location.assign(`/mypage/guard?next=${encodeURIComponent(location.pathname + location.search)}`);
  return true;
}

/** The server's Korean message of a refusal, or the fallback. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status > 0 && error.message) || fallback;
