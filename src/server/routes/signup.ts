import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { availableIdParamsSchema, availablePhoneQuerySchema, signupFormSchema } from '../../api/schema/members';
import { CSO_CERT_MAX_BYTES } from '../../api/schema/member-rules';
import { isPhoneFree, isUserIdFree, signUp } from '../accounts/signup';
import { getDb } from '../db';
import { ApiHttpError, type AppEnv } from '../http';
import { noStore } from '../security';
import { validForm, validParams, validQuery } from '../validate';

// Sign-up and its checks (public). The availability answers are the contract's bare booleans (true = free).

export const signupRouter = new Hono<AppEnv>();
signupRouter.use('*', noStore);

const signupBodyLimit = bodyLimit({
  maxSize: CSO_CERT_MAX_BYTES + 256 * 1024,
  onError: () => {
    throw new ApiHttpError(413, 'PAYLOAD_TOO_LARGE', 'CSO 신고증 파일은 10MB 이하여야 합니다.');
  },
});

signupRouter.get('/:userId/available', validParams(availableIdParamsSchema), async (c) =>
  c.json(await isUserIdFree(await getDb(), c.req.valid('param').userId)),
);

signupRouter.post('/available-phone', validQuery(availablePhoneQuerySchema), async (c) =>
  c.json(await isPhoneFree(await getDb(), c.req.valid('query').phone)),
);

signupRouter.post('/', signupBodyLimit, validForm(signupFormSchema), async (c) => {
  const { request, file } = c.req.valid('form');
  await signUp(await getDb(), request, file);
  return c.json({ userId: request.userId }, 201);
});
