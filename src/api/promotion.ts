import type { Http } from './client';
import type { PromotionTokenResponse } from './types';

/** The promotion handshake: a one-time token that opens a promotion page as the signed-in member. */
export const promotionApi = (http: Http) => ({
  token: () => http<PromotionTokenResponse>('/v1/auth/promotion-token', { method: 'POST' }),
});
