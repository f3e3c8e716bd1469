import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { SecondFactorRequired, StaffEnrolmentInfo } from '../../api/types';
import { enrolmentTokenPathSchema, staffEnrolmentSchema } from '../../api/schema/staff';
import { deviceLabel } from '../auth/device-label';
import { completeEnrolment, enrolmentInfo } from '../staff/enrolment';
import { notFound, type AppEnv } from '../http';
import { noStore } from '../http/origin';
import { budget } from '../http/request-budgets';
import { validJson } from '../http/validate';
import { tagValidator } from '../http/validator-tags';
import { getDb } from '../runtime/database';

// A staff account's enrolment link (public: the token is the credential; a budget per client address bounds guessing,
// hopeless at 256 bits, and the password hashes). Mounted at /v1/auth/staff-enrolment.

const validToken = tagValidator(
  validator('param', (value) => {
    const parsed = v.safeParse(enrolmentTokenPathSchema, value);
    if (!parsed.success) throw notFound('등록 링크를 찾을 수 없습니다. 받은 주소를 다시 확인해 주세요.');
    return parsed.output;
  }),
  'param',
  enrolmentTokenPathSchema,
);

export const staffEnrolmentRouter = new Hono<AppEnv>();
staffEnrolmentRouter.use('*', noStore);

staffEnrolmentRouter.get('/:token', budget('staffEnrolment'), validToken, async (c) =>
  c.json<StaffEnrolmentInfo>(await enrolmentInfo(await getDb(), c.req.valid('param').token)),
);

staffEnrolmentRouter.post('/', budget('staffEnrolment'), validJson(staffEnrolmentSchema), async (c) => {
  const { token, password } = c.req.valid('json');
  const challenge = await completeEnrolment(await getDb(), {
    token,
    password,
    deviceLabel: deviceLabel(c.req.header('user-agent'), undefined),
  });
  return c.json<SecondFactorRequired>({ secondFactorRequired: true, ...challenge });
});
