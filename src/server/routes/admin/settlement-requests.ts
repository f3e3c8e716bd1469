import { Hono } from 'hono';
import {
  objectionAcceptSchema,
  objectionRefuseSchema,
  settlementPaidSchema,
  settlementRequestQueueQuerySchema,
} from '../../../api/schema/settlement-requests';
import type { SettlementAnswerResult, SettlementRequestPage } from '../../../api/types';
import type { AppEnv } from '../../http';
import { noStore } from '../../http/origin';
import { validId, validJson, validQuery } from '../../http/validate';
import { getDb } from '../../runtime/database';
import { acceptObjection, markSettlementPaid, refuseObjection, settlementRequestQueue } from '../../settlements/requests';

// 정산관리 (SETTLEMENT_MANAGEMENT): the members' open 정산요청 and 이의신청, and the staff's answers. Mounted at
// /v1/admin/settlement-requests; every answer answers the settlement as the member now reads it.

export const adminSettlementRequestsRouter = new Hono<AppEnv>();

adminSettlementRequestsRouter.use('*', noStore);

adminSettlementRequestsRouter.get('/', validQuery(settlementRequestQueueQuerySchema), async (c) =>
  c.json<SettlementRequestPage>(await settlementRequestQueue(await getDb(), c.req.valid('query'))),
);

adminSettlementRequestsRouter.post('/:id/paid', validId, validJson(settlementPaidSchema), async (c) =>
  c.json<SettlementAnswerResult>(
    await markSettlementPaid(await getDb(), c.get('member'), c.req.valid('param').id, c.req.valid('json').paidOn),
  ),
);

adminSettlementRequestsRouter.post('/:id/accept', validId, validJson(objectionAcceptSchema), async (c) =>
  c.json<SettlementAnswerResult>(
    await acceptObjection(await getDb(), c.get('member'), c.req.valid('param').id, c.req.valid('json').reason),
  ),
);

adminSettlementRequestsRouter.post('/:id/refuse', validId, validJson(objectionRefuseSchema), async (c) =>
  c.json<SettlementAnswerResult>(
    await refuseObjection(await getDb(), c.get('member'), c.req.valid('param').id, c.req.valid('json').reason),
  ),
);
