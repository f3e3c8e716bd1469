import { Hono } from 'hono';
import { dealerContractFormSchema } from '../../api/schema/records';
import { seoulDay } from '../../lib/compliance-rules';
import { acceptComplianceFile } from '../compliance/documents';
import { addContract, listContracts, removeContract } from '../compliance/dealer-contracts';
import type { AppEnv } from '../http';
import { validChildId, validForm, validId } from '../http/validate';
import { getDb } from '../runtime/database';

// `/v1/dealers/:id/contracts`: the versions of a dealer row's sub-contract (contract members; another member's dealer
// row is 404). A change is a new version; deletion is refused with 409 once anyone may have relied on the version.

export const dealerContractsRouter = new Hono<AppEnv>();

dealerContractsRouter.get('/:id/contracts', validId, async (c) =>
  c.json(await listContracts(await getDb(), c.get('member').id, c.req.valid('param').id, seoulDay())),
);

dealerContractsRouter.post('/:id/contracts', validId, validForm(dealerContractFormSchema), async (c) => {
  const { request, file } = c.req.valid('form');
  const accepted = await acceptComplianceFile(file);
  return c.json(await addContract(await getDb(), c.get('member'), c.req.valid('param').id, request, accepted), 201);
});

dealerContractsRouter.delete('/:id/contracts/:childId', validChildId, async (c) => {
  const { id, childId } = c.req.valid('param');
  await removeContract(await getDb(), c.get('member'), id, childId, seoulDay());
  return c.body(null, 204);
});
