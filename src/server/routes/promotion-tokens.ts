import { Hono } from 'hono';
import type { PromotionRedeemResponse, PromotionTokenResponse } from '../../api/types';
import { promotionRedeemSchema } from '../../api/schema/promotion';
import { issuePromotionToken, redeemPromotionToken } from '../auth/promotion-tokens';
import { getDb } from '../runtime/database';
import { notFound, type AppEnv } from '../http';
import { noStore } from '../http/origin';
import { budget, spendMemberBudget } from '../http/request-budgets';
import { validJson } from '../http/validate';

// The promotion handshake (src/server/auth/promotion-tokens.ts): the portal asks for a one-time token for the
// signed-in member and opens the promotion page with it; the promotion page's server redeems it once.

export const promotionTokensRouter = new Hono<AppEnv>();

promotionTokensRouter.use('*', noStore);

promotionTokensRouter.post('/', async (c) => {
  const db = await getDb();
  const member = c.get('member');
  await spendMemberBudget(db, 'promotionToken', member.id);
  const { token, expiresAt } = await issuePromotionToken(db, member.id);
  return c.json<PromotionTokenResponse>({ token, expiresAt: expiresAt.getTime() });
});

// Public: the caller is a promotion page's server, with no session of ours. The token is the credential; the budget per
// client address bounds guessing (hopeless at 256 bits anyway) and the work.
promotionTokensRouter.post('/redeem', budget('promotionRedeem'), validJson(promotionRedeemSchema), async (c) => {
  const found = await redeemPromotionToken(await getDb(), c.req.valid('json').token);
  if (!found) throw notFound('토큰이 없거나 이미 사용되었거나 만료되었습니다.');
  return c.json<PromotionRedeemResponse>({ userId: found.userId, name: found.name });
});
