import { Hono } from 'hono';
import {
  bankChangeListQuerySchema,
  bankChangeRejectSchema,
  bankChangeRequestSchema,
  memberExportQuerySchema,
  memberSearchQuerySchema,
  memberUserIdParamSchema,
  memoRequestSchema,
  revealRequestSchema,
  suspensionRequestSchema,
} from '../../../api/schema/admin-members';
import { seoulDay } from '../../../lib/compliance-rules';
import type { AppEnv } from '../../http';
import { contentDisposition } from '../../http/content-disposition';
import { gatedExport } from '../../http/export-gate';
import { validId, validJson, validParams, validQuery } from '../../http/validate';
import { getDb } from '../../runtime/database';
import { approveBankChange, listBankChanges, rejectBankChange, requestBankChange } from '../../staff/bank-changes';
import { liftSuspension, sendPasswordResetCode, setStaffMemo, signMemberOut, suspendMember } from '../../staff/member-actions';
import { memberPage } from '../../staff/member-details';
import { memberExport } from '../../staff/member-export';
import { revealField } from '../../staff/member-reveal';
import { searchMembers } from '../../staff/member-search';

// 회원관리 (MEMBER_MANAGEMENT): the contract's member search, its Excel link and the member's page under /v1/members;
// our explicit account actions under /v1/admin/members/{userId}/… (each one change, audited: the old console's one
// 「저장」 that changed password, phone, status and bank account at once is gone); the four-eyes queue of bank account
// changes under /v1/admin/bank-account-changes. Every answer masks personal fields but the one revealed on its call.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const staffMembersRouter = new Hono<AppEnv>();

staffMembersRouter.get('/', validQuery(memberSearchQuerySchema), async (c) =>
  c.json(await searchMembers(await getDb(), c.get('member'), c.req.valid('query'))),
);

// Streamed as it is written, in a place of the export gate; audited before the first byte.
staffMembersRouter.get('/excel-download', validQuery(memberExportQuerySchema), async (c) => {
  const q = c.req.valid('query');
  const { body } = await gatedExport(c, async () => ({ stream: await memberExport(await getDb(), c.get('member'), q) }));
  const name = `회원목록${q.reveal ? '_개인정보포함' : ''}_${seoulDay().replaceAll('-', '')}.xlsx`;
  return c.body(body, 200, { 'content-type': XLSX, 'content-disposition': contentDisposition('attachment', name) });
});

staffMembersRouter.get('/:userId/details', validParams(memberUserIdParamSchema), async (c) =>
  c.json(await memberPage(await getDb(), c.get('member'), c.req.valid('param').userId)),
);

export const adminMembersRouter = new Hono<AppEnv>();
const userIdParam = validParams(memberUserIdParamSchema);

adminMembersRouter.post('/:userId/reveal', userIdParam, validJson(revealRequestSchema), async (c) =>
  c.json(await revealField(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json'))),
);

adminMembersRouter.post('/:userId/suspension', userIdParam, validJson(suspensionRequestSchema), async (c) =>
  c.json(await suspendMember(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json'))),
);

adminMembersRouter.delete('/:userId/suspension', userIdParam, async (c) =>
  c.json(await liftSuspension(await getDb(), c.get('member'), c.req.valid('param').userId)),
);

adminMembersRouter.post('/:userId/sign-out', userIdParam, async (c) =>
  c.json(await signMemberOut(await getDb(), c.get('member'), c.req.valid('param').userId)),
);

adminMembersRouter.put('/:userId/memo', userIdParam, validJson(memoRequestSchema), async (c) =>
  c.json(await setStaffMemo(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json'))),
);

adminMembersRouter.post('/:userId/password-reset-code', userIdParam, async (c) =>
  c.json(await sendPasswordResetCode(await getDb(), c.get('member'), c.req.valid('param').userId)),
);

adminMembersRouter.post('/:userId/bank-account-changes', userIdParam, validJson(bankChangeRequestSchema), async (c) =>
  c.json(await requestBankChange(await getDb(), c.get('member'), c.req.valid('param').userId, c.req.valid('json')), 201),
);

export const bankChangesRouter = new Hono<AppEnv>();

bankChangesRouter.get('/', validQuery(bankChangeListQuerySchema), async (c) =>
  c.json(await listBankChanges(await getDb(), c.get('member'), c.req.valid('query'))),
);

bankChangesRouter.post('/:id/approve', validId, async (c) =>
  c.json(await approveBankChange(await getDb(), c.get('member'), c.req.valid('param').id)),
);

bankChangesRouter.post('/:id/reject', validId, validJson(bankChangeRejectSchema), async (c) =>
  c.json(await rejectBankChange(await getDb(), c.get('member'), c.req.valid('param').id, c.req.valid('json'))),
);
