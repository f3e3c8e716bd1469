import { Hono } from 'hono';
import { availableIdParamsSchema, availablePhoneQuerySchema, signupFormSchema } from '../../api/schema/members';
import { isUserIdFree, isVerifiedPhoneFree, signUp } from '../accounts/signup';
import { getDb } from '../runtime/database';
import { type AppEnv } from '../http';
import { budget } from '../http/request-budgets';
import { noStore } from '../http/origin';
import { validForm, validParams, validQuery } from '../http/validate';

// Sign-up and its checks (public). The availability answers are the contract's bare booleans (true = free). Each
// spends one request of its budget (request-budgets.ts) before any work.

export const signupRouter = new Hono<AppEnv>();
signupRouter.use('*', noStore);

signupRouter.get('/:userId/available', budget('availability'), validParams(availableIdParamsSchema), async (c) =>
  c.json(await isUserIdFree(await getDb(), c.req.valid('param').userId)),
);

signupRouter.post('/available-phone', budget('availability'), validQuery(availablePhoneQuerySchema), async (c) =>
  c.json(await isVerifiedPhoneFree(await getDb(), c.req.valid('query'))),
);

signupRouter.post('/', budget('signup'), validForm(signupFormSchema), async (c) => {
  const { request, file } = c.req.valid('form');
  await signUp(await getDb(), request, file);
  return c.json({ userId: request.userId }, 201);
});
