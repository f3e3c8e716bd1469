import { Hono, type Context } from 'hono';
import type { EnrolmentLink, StaffCreated, StaffDetail, StaffPermissionsResponse } from '../../../api/types';
import {
  staffCreateSchema,
  staffListQuerySchema,
  staffOptionalReasonSchema,
  staffPathSchema,
  staffReasonSchema,
  staffUpdateSchema,
} from '../../../api/schema/staff';
import {
  changeStaff,
  createStaff,
  disableStaff,
  enableStaff,
  newEnrolmentLink,
  permissionsFor,
  resetSecondFactor,
} from '../../staff/accounts';
import { listStaff, staffDetailOf } from '../../staff/directory';
import { enrolmentUrl, type IssuedLink } from '../../staff/enrolment-links';
import { publicOrigin } from '../../http/public-origin';
import { noStore } from '../../http/origin';
import { notFound, type AppEnv } from '../../http';
import { validJson, validQuery } from '../../http/validate';
import { getDb } from '../../runtime/database';
import { tagValidator } from '../../http/validator-tags';
import { validator } from 'hono/validator';
import * as v from 'valibot';

// Staff accounts (운영자 관리): the contract's calls under /v1/members/admins and ours under /v1/admin/staff. Every
// rule (PERMISSION_MANAGEMENT, nothing granted one lacks, never oneself, SUPER_ADMINs by SUPER_ADMINs, the last
// SUPER_ADMIN stays) is the domain's (src/server/staff/accounts.ts), under its locks.

/** A login id in the path; anything that cannot be one names nobody (404). */
const validStaffPath = tagValidator(
  validator('param', (value) => {
    const parsed = v.safeParse(staffPathSchema, value);
    if (!parsed.success) throw notFound('운영자를 찾을 수 없습니다.');
    return parsed.output;
  }),
  'param',
  staffPathSchema,
);

/** Links point at the console's host (ADMIN_ORIGIN) when it has one of its own, else at the host the call reached. */
const linkOf = (c: Context, link: IssuedLink): EnrolmentLink => ({
  url: enrolmentUrl(process.env.ADMIN_ORIGIN?.trim() || publicOrigin(c), link.token),
  expiresAt: link.expiresAt.toISOString(),
});

/** `/v1/members/admins`: the contract's paths. */
export const contractStaffRouter = new Hono<AppEnv>();
contractStaffRouter.use('*', noStore);

contractStaffRouter.get('/:userId/permissions', validStaffPath, async (c) =>
  c.json<StaffPermissionsResponse>(await permissionsFor(await getDb(), c.get('member'), c.req.valid('param').userId)),
);

contractStaffRouter.post('/', validJson(staffCreateSchema), async (c) => {
  const { staff, link } = await createStaff(await getDb(), c.get('member'), c.req.valid('json'));
  return c.json<StaffCreated>({ staff, enrolmentLink: linkOf(c, link) }, 201);
});

contractStaffRouter.patch('/:userId', validStaffPath, validJson(staffUpdateSchema), async (c) =>
  c.json<StaffDetail>(await changeStaff(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json'))),
);

/** `/v1/admin/staff`: ours. */
export const adminStaffRouter = new Hono<AppEnv>();
adminStaffRouter.use('*', noStore);

adminStaffRouter.get('/', validQuery(staffListQuerySchema), async (c) => c.json(await listStaff(await getDb(), c.req.valid('query'))));

adminStaffRouter.get('/:userId', validStaffPath, async (c) =>
  c.json<StaffDetail>(await staffDetailOf(await getDb(), c.req.valid('param').userId)),
);

adminStaffRouter.post('/:userId/disable', validStaffPath, validJson(staffReasonSchema), async (c) =>
  c.json<StaffDetail>(await disableStaff(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json').reason)),
);

adminStaffRouter.post('/:userId/enable', validStaffPath, validJson(staffOptionalReasonSchema), async (c) =>
  c.json<StaffDetail>(await enableStaff(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json').reason ?? null)),
);

adminStaffRouter.post('/:userId/second-factor-reset', validStaffPath, validJson(staffReasonSchema), async (c) =>
  c.json<StaffDetail>(await resetSecondFactor(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json').reason)),
);

adminStaffRouter.post('/:userId/enrolment-link', validStaffPath, validJson(staffOptionalReasonSchema), async (c) => {
  const link = await newEnrolmentLink(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json').reason ?? null);
  return c.json<EnrolmentLink>(linkOf(c, link), 201);
});
