import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './schema-columns';
import { members } from './schema-members';

/**
 * One-time tokens that open a promotion page for a signed-in member (src/server/auth/promotion-tokens.ts): only a
 * SHA-256 hash of the token is stored, with its member, a short expiry and when it was redeemed.
 */
export const promotionTokens = pgTable(
  'promotion_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('promotion_tokens_member_idx').on(t.memberId, t.createdAt), index('promotion_tokens_expires_idx').on(t.expiresAt)],
);
