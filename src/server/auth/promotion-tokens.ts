import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { PROMOTION_TOKEN_MAX } from '../../api/schema/promotion';
import type { Db } from '../db';
import { members, promotionTokens } from '../db/schema';
import { hashToken } from './sessions';

// The promotion handshake. A promotion page (a static page of the medipanda site, outside the portal) needs to know
// which member opened it, and nothing else. The portal gives the signed-in member a token that travels in the page's
// address (`?data=<token>`); the promotion page's own server redeems it here once for the member's login id and name.
// - The token is opaque: 256 random bits, base64url (43 characters); it carries no data and cannot be forged.
// - Only its SHA-256 hash is stored, with the member and an expiry of PROMOTION_TOKEN_SECONDS: whoever reads the
//   table cannot redeem a live token.
// - Single use: the redeem marks it used in the same statement that reads it, so two redeems of one token give the
//   member's data to one of them only. A token that is unknown, used, expired or whose member withdrew is 404, the same
//   answer for each, so a guess learns nothing.
// - An address leaks (history, logs, Referer): a leaked token is worth nothing once the page redeemed it or after the
//   few minutes it lives, and it names no one by itself.

export const PROMOTION_TOKEN_SECONDS = 5 * 60;
/** Used and expired rows are deleted once they are this old (a trace for support, then gone). */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface PromotionToken {
  token: string;
  expiresAt: Date;
}

/** What a promotion page learns of the member: the login id and the name, nothing more. */
export interface PromotionMember {
  userId: string;
  name: string;
}

/** Issues a new token for a member. Earlier live tokens stay valid until they expire (another tab may be opening one). */
export async function issuePromotionToken(db: Db, memberId: number, now = new Date()): Promise<PromotionToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PROMOTION_TOKEN_SECONDS * 1000);
  await db.insert(promotionTokens).values({ tokenHash: hashToken(token), memberId, createdAt: now, expiresAt });
  await db.delete(promotionTokens).where(lt(promotionTokens.expiresAt, new Date(now.getTime() - KEEP_MS)));
  return { token, expiresAt };
}

/** Uses up a live token and answers its member's login id and name; null when it is unknown, used or expired. */
export async function redeemPromotionToken(db: Db, token: string, now = new Date()): Promise<PromotionMember | null> {
  if (!token || token.length > PROMOTION_TOKEN_MAX) return null;
  const [used] = await db
    .update(promotionTokens)
    .set({ usedAt: now })
    .where(and(eq(promotionTokens.tokenHash, hashToken(token)), isNull(promotionTokens.usedAt), gt(promotionTokens.expiresAt, now)))
    .returning({ memberId: promotionTokens.memberId });
  if (!used) return null;
  const [member] = await db
    .select({ userId: members.userId, name: members.name })
    .from(members)
    .where(and(eq(members.id, used.memberId), isNull(members.withdrawnAt)));
  return member ?? null;
}
