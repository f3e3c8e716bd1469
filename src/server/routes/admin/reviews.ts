import { Hono } from 'hono';
import {
  contractEndSchema,
  contractFileParamSchema,
  contractIdParamSchema,
  contractQueueQuerySchema,
  contractRejectSchema,
  CSO_REASON_REQUIRED,
  csoApprovalBodySchema,
  csoApprovalQuerySchema,
  csoMemberParamSchema,
  csoQueueQuerySchema,
} from '../../../api/schema/reviews';
import type { ContractDecision, ContractQueueItem, ContractReview, CsoDecision, CsoQueueItem, CsoReview, Page } from '../../../api/types';
import {
  approveContract,
  contractQueue,
  contractReview,
  endContract,
  rejectContract,
  staffContractDocument,
} from '../../partner-contracts/review';
import { csoQueue, csoReview, decideCsoCertificate, staffCertificateFile } from '../../accounts/cso-review';
import { sendStoredFile } from '../../files/send-stored';
import { getDb } from '../../runtime/database';
import { badRequest, type AppEnv } from '../../http';
import { validOptionalJson, validParams, validQuery } from '../../http/validate';

// 계약 심사 and CSO 신고증 심사 (MEMBER_MANAGEMENT, as the contract's screens): the queues, an application or a
// certificate as a reviewer sees it (masked), its documents' bytes, and the decisions. The contract's own paths stay
// where the contract has them (`/v1/partner-contracts/{contractId}/approve|reject`, `/v1/members/{userId}/cso-approval`);
// the queues, the documents and ending a contract are ours, under /v1/admin.

/** `/v1/admin/partner-contracts`: the queue, one application, its documents. */
export const adminContractsRouter = new Hono<AppEnv>();

adminContractsRouter.get('/', validQuery(contractQueueQuerySchema), async (c) =>
  c.json<Page<ContractQueueItem>>(await contractQueue(await getDb(), c.req.valid('query'))),
);

adminContractsRouter.get('/:contractId', validParams(contractIdParamSchema), async (c) =>
  c.json<ContractReview>(await contractReview(await getDb(), c.req.valid('param').contractId)),
);

adminContractsRouter.get('/:contractId/files/:fileId', validParams(contractFileParamSchema), async (c) => {
  const { contractId, fileId } = c.req.valid('param');
  return sendStoredFile(c, await staffContractDocument(await getDb(), contractId, fileId));
});

/** `/v1/partner-contracts/{contractId}/…`: the decisions. Each answers the application as it is now and the next waiting. */
export const contractDecisionsRouter = new Hono<AppEnv>();

contractDecisionsRouter.post('/:contractId/approve', validParams(contractIdParamSchema), async (c) =>
  c.json<ContractDecision>(await approveContract(await getDb(), c.get('member'), c.req.valid('param').contractId)),
);

// The contract's reject has no body; ours needs the reason (an empty body is 400 asking for it).
contractDecisionsRouter.post(
  '/:contractId/reject',
  validParams(contractIdParamSchema),
  validOptionalJson(contractRejectSchema),
  async (c) =>
    c.json<ContractDecision>(
      await rejectContract(await getDb(), c.get('member'), c.req.valid('param').contractId, c.req.valid('json').reason),
    ),
);

contractDecisionsRouter.post('/:contractId/end', validParams(contractIdParamSchema), validOptionalJson(contractEndSchema), async (c) =>
  c.json<ContractDecision>(await endContract(await getDb(), c.get('member'), c.req.valid('param').contractId, c.req.valid('json').reason)),
);

/** `/v1/admin/cso-certificates`: the queue, one member's certificate, its bytes. */
export const adminCsoRouter = new Hono<AppEnv>();

adminCsoRouter.get('/', validQuery(csoQueueQuerySchema), async (c) =>
  c.json<Page<CsoQueueItem>>(await csoQueue(await getDb(), c.req.valid('query'))),
);

adminCsoRouter.get('/:userId', validParams(csoMemberParamSchema), async (c) =>
  c.json<CsoReview>(await csoReview(await getDb(), c.req.valid('param').userId)),
);

adminCsoRouter.get('/:userId/file', validParams(csoMemberParamSchema), async (c) =>
  sendStoredFile(c, await staffCertificateFile(await getDb(), c.req.valid('param').userId)),
);

/** `PATCH /v1/members/{userId}/cso-approval?isApproved=…` (the contract's), with `{ reason }` when refusing (ours). */
export const csoApprovalRouter = new Hono<AppEnv>();

csoApprovalRouter.patch(
  '/:userId/cso-approval',
  validParams(csoMemberParamSchema),
  validQuery(csoApprovalQuerySchema),
  validOptionalJson(csoApprovalBodySchema),
  async (c) => {
    const { isApproved } = c.req.valid('query');
    const { reason } = c.req.valid('json');
    if (!isApproved && !reason) throw badRequest(CSO_REASON_REQUIRED);
    const decision = await decideCsoCertificate(await getDb(), c.get('member'), c.req.valid('param').userId, isApproved, reason);
    return c.json<CsoDecision>(decision);
  },
);
