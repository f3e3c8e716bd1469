import * as v from 'valibot';
import { fields } from './common';

// Requests of the promotion handshake (/v1/auth/promotion-token).

/** The longest token a redeem considers: ours are 43 characters (256 bits, base64url). */
export const PROMOTION_TOKEN_MAX = 100;
const MISSING_TOKEN = '토큰(token)이 필요합니다.';

/** `POST /v1/auth/promotion-token/redeem`: what a promotion page's server sends. */
export const promotionRedeemSchema = fields(
  {
    token: v.pipe(
      v.string(MISSING_TOKEN),
      v.nonEmpty(MISSING_TOKEN),
      v.maxLength(PROMOTION_TOKEN_MAX, '토큰(token)이 올바르지 않습니다.'),
      v.regex(/^[A-Za-z0-9_-]+$/, '토큰(token)이 올바르지 않습니다.'),
    ),
  },
  '요청 본문은 { token } 형식이어야 합니다.',
);
export type PromotionRedeemRequest = v.InferInput<typeof promotionRedeemSchema>;
