// Loaded on the first click on a promotion link (promotion-links.ts): asks for the member's one-time token and opens
// the promotion page with it; a member whose session ended signs in again and comes back to this event.
import { ApiError } from '../api/errors';
import { promotionApi } from '../api/promotion';
import { promotionUrlWithToken } from '../lib/promotion-links';
import { http } from '../lib/browser-api';
import { info } from '../stores/dialog';

export const PROMOTION_FAILED = '프로모션 페이지를 열 수 없습니다. 다시 시도해주세요.';

const promotion = promotionApi(http);

/** Opens `target` with a fresh token in `popup` (a window opened in the click) or, without one, in this tab. */
export async function openPromotion(target: URL, popup: Window | null): Promise<void> {
  try {
    const { token } = await promotion.token();
    const href = promotionUrlWithToken(target, token);
    if (popup && !popup.closed) popup.location.replace(href);
    else location.assign(href);
  } catch (error) {
    popup?.close();
    if (error instanceof ApiError && error.status === 401) {
      location.assign(`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    await info(PROMOTION_FAILED);
  }
}
