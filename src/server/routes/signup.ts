import { Hono } from 'hono';
import { availableIdParamsSchema, availablePhoneQuerySchema, signupFormSchema } from '../../api/schema/members';
import { isUserIdFree, isVerifiedPhoneFree, signUp } from '../accounts/signup';
import { signUpLegacy } from '../accounts/legacy-signup';
import { identityClientHash, unbindIdentityClient } from '../identity/client-binding';
import { getDb } from '../runtime/database';
import { type AppEnv } from '../http';
import { budget } from '../http/request-budgets';
import { noStore } from '../http/origin';
import { validForm, validParams, validQuery } from '../http/validate';

// Sign-up and its checks (public). The availability answers are the contract's bare booleans (true = free). Each
// spends one request of its budget (request-budgets.ts) before any work. Sign-up takes our form (`certNum` and the
// consents) or the contract's form without them (accounts/legacy-signup.ts: only after a fresh identity verification
// of that phone number, started in this browser, that matches the person sent); both answer 201 `{ userId }`.

export const signupRouter = new Hono<AppEnv>();
signupRouter.use('*', noStore);

signupRouter.get('/:userId/available', budget('availability'), validParams(availableIdParamsSchema), async (c) =>
  c.json(await isUserIdFree(await getDb(), c.req.valid('param').userId)),
);

signupRouter.post('/available-phone', budget('availability'), validQuery(availablePhoneQuerySchema), async (c) =>
  c.json(await isVerifiedPhoneFree(await getDb(), c.req.valid('query'))),
);

signupRouter.post('/', budget('signup'), validForm(signupFormSchema), async (c) => {
  const { request: sent, file } = c.req.valid('form');
  const db = await getDb();
  if (sent.form === 'LEGACY_FORM') {
    await signUpLegacy(db, sent.request, file, identityClientHash(c));
    unbindIdentityClient(c);
  } else await signUp(db, sent.request, file);
  return c.json({ userId: sent.request.userId }, 201);
});
