// Answers of the promotion handshake (/v1/auth/promotion-token).

/** A one-time token for the signed-in member; `expiresAt` in epoch milliseconds. */
export interface PromotionTokenResponse {
  token: string;
  expiresAt: number;
}

/** What a redeemed token tells a promotion page's server about the member: the login id and the name only. */
export interface PromotionRedeemResponse {
  userId: string;
  name: string;
}
