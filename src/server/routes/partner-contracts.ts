import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { contractDocumentLinkParamSchema, contractOwnerParamSchema, partnerContractFormSchema } from '../../api/schema/partner-contracts';
import { getDb } from '../runtime/database';
import { forbidden, notFound, type AppEnv } from '../http';
import { applyForContract, contractDetails, documentsOf, latestContract } from '../partner-contracts/contracts';
import { memberDocumentAt } from '../partner-contracts/document-links';
import { memberDocument } from '../partner-contracts/documents';
import { publicOrigin } from '../http/public-origin';
import { requireRecheck } from '../my-page/recheck';
import { getStorage } from '../files/storage';
import { contentDisposition } from '../files/uploads';
import { validForm, validId, validParams } from '../http/validate';

// `POST /v1/partner-contracts` (an application with its documents; answers it, 201),
// `GET /v1/partner-contracts/{userId}` (the latest application of that login id: the member themselves only; anyone
// else 403) and `GET /v1/partner-contracts/files/{id}` (a document: its member only; anyone else 404; the answer's
// links are `/files/{id}/{uuid}_{name}`, the contract's form, checked the same way). An application
// holds a bank account, a business number and identity documents: content editors have no need for them, so they are
// refused like everyone else (the roles table in ARCHITECTURE.md, src/server/roles.ts).

export const partnerContractsRouter = new Hono<AppEnv>();

// A bank account and identity documents: only from a session that re-checked the password in the last ten minutes
// (403 RECHECK_REQUIRED, before the upload is read), as for changing my info or withdrawing.
const recheckedSession = createMiddleware<AppEnv>(async (c, next) => {
  await requireRecheck(await getDb(), c, c.get('member'));
  await next();
});

partnerContractsRouter.post('/', recheckedSession, validForm(partnerContractFormSchema), async (c) => {
  const member = c.get('member');
  const { request, ...files } = c.req.valid('form');
  const docs = await documentsOf(member, files);
  const db = await getDb();
  const id = await applyForContract(db, member, request, docs);
  const row = await latestContract(db, member.id);
  if (!row || row.id !== id) throw notFound();
  return c.json(await contractDetails(db, row, publicOrigin(c)), 201);
});

/** Sends a document of the session's member (anyone else's, or none: 404). */
async function sendDocument(c: Context<AppEnv>, file: Awaited<ReturnType<typeof memberDocument>>) {
  if (!file) throw notFound();
  const body = await getStorage().open(file.storageKey);
  if (!body) throw notFound();
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', contentDisposition('inline', file.originalName));
  if (file.contentType !== 'application/pdf') c.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; sandbox");
  return c.body(body);
}

partnerContractsRouter.get('/files/:id', validId, async (c) => {
  return sendDocument(c, await memberDocument(await getDb(), c.get('member').id, c.req.valid('param').id));
});

// The contract's form of the link: the same document and checks; the last segment must be the file's own `uuid_name`.
partnerContractsRouter.get('/files/:id/:name', validParams(contractDocumentLinkParamSchema), async (c) => {
  const { id, name } = c.req.valid('param');
  return sendDocument(c, await memberDocumentAt(await getDb(), c.get('member').id, id, name));
});

partnerContractsRouter.get('/:userId', validParams(contractOwnerParamSchema), async (c) => {
  const viewer = c.get('member');
  const { userId } = c.req.valid('param');
  if (userId !== viewer.userId) throw forbidden('본인의 계약 정보만 볼 수 있습니다.', 'NOT_YOURSELF');
  const db = await getDb();
  const row = await latestContract(db, viewer.id);
  if (!row) throw notFound();
  return c.json(await contractDetails(db, row, publicOrigin(c)));
});
