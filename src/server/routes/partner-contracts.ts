import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isContentEditor } from '../../api/enums';
import { CONTRACT_REQUEST_MAX_BYTES } from '../../api/partner-contract-files';
import { contractOwnerParamSchema, partnerContractFormSchema } from '../../api/schema/partner-contracts';
import { getDb } from '../db';
import { members, partnerContractFiles } from '../db/schema';
import { forbidden, notFound, requestTooLarge, type AppEnv } from '../http';
import { applyForContract, contractDetails, documentsOf, latestContract } from '../partner-contracts/contracts';
import { getStorage } from '../storage';
import { contentDisposition } from '../uploads';
import { validForm, validId, validParams } from '../validate';

// `POST /v1/partner-contracts` (an application with its documents; answers it, 201),
// `GET /v1/partner-contracts/{userId}` (the latest application of that login id: the member themselves or an editor;
// another member 403) and `GET /v1/partner-contracts/files/{id}` (a document, to the same people; others 404).

export const partnerContractsRouter = new Hono<AppEnv>();

const limit = bodyLimit({
  maxSize: CONTRACT_REQUEST_MAX_BYTES,
  onError: () => {
    throw requestTooLarge(CONTRACT_REQUEST_MAX_BYTES);
  },
});

partnerContractsRouter.post('/', limit, validForm(partnerContractFormSchema), async (c) => {
  const member = c.get('member');
  const { request, ...files } = c.req.valid('form');
  const docs = await documentsOf(member, files);
  const db = await getDb();
  const id = await applyForContract(db, member, request, docs);
  const row = await latestContract(db, member.id);
  if (!row || row.id !== id) throw notFound();
  return c.json(await contractDetails(db, row), 201);
});

partnerContractsRouter.get('/files/:id', validId, async (c) => {
  const viewer = c.get('member');
  const db = await getDb();
  const [file] = await db
    .select()
    .from(partnerContractFiles)
    .where(eq(partnerContractFiles.id, c.req.valid('param').id));
  if (!file || file.contractId === null || (file.memberId !== viewer.id && !isContentEditor(viewer.role))) throw notFound();
  const body = await getStorage().open(file.storageKey);
  if (!body) throw notFound();
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', contentDisposition('inline', file.originalName));
  if (file.contentType !== 'application/pdf') c.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; sandbox");
  return c.body(body);
});

partnerContractsRouter.get('/:userId', validParams(contractOwnerParamSchema), async (c) => {
  const viewer = c.get('member');
  const { userId } = c.req.valid('param');
  if (userId !== viewer.userId && !isContentEditor(viewer.role)) throw forbidden('본인의 계약 정보만 볼 수 있습니다.', 'NOT_YOURSELF');
  const db = await getDb();
  const [owner] = userId === viewer.userId ? [viewer] : await db.select().from(members).where(eq(members.userId, userId));
  const row = owner ? await latestContract(db, owner.id) : null;
  if (!row) throw notFound();
  return c.json(await contractDetails(db, row));
});
