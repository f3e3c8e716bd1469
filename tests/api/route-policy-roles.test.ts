import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import {
  boardPosts,
  dealerContracts,
  expenditureFiles,
  expenditures,
  members,
  partnerContractFiles,
  storedFiles,
} from '../../src/server/db/schema';
import { readRules, roles, rolesTableMarkdown, type Role } from '../../src/server/roles';
import type { PartnerContractDetails } from '../../src/api/types';
import { getAs, multipart, send, type Who } from './content-helpers';

// The roles table (src/server/roles.ts, shown in ARCHITECTURE.md) read through the API: for every kind of data, the
// item of one owner (demo_partner, a contract member) is asked for as every role. `all` must be answered, `own` only
// to the owner, `none` never: refused as 401, 403 or 404.

/** One account per role; the contract role's item belongs to demo_partner, so demo_org asks as "another contract member". */
const asker: Record<Role, Who | null> = {
  guest: null,
  member: 'demo_member',
  cso: 'demo_cso',
  contract: 'demo_org',
  editor: 'demo_editor',
  operator: 'demo_ops_members',
};
const OWNER: Who = 'demo_partner';

const paths: Partial<Record<string, string>> = {};
/** Where the operator reads an item of a row: the console's route, where the row gives operators `all`. */
const operatorPaths: Partial<Record<string, string>> = {};

beforeAll(async () => {
  const db = await getDb();
  const [owner] = await db.select().from(members).where(eq(members.userId, OWNER));
  const firstPost = async (boardType: 'NOTICE' | 'INQUIRY', exposed: boolean | null, memberId?: number) => {
    const conds = [eq(boardPosts.boardType, boardType), isNull(boardPosts.deletedAt), isNull(boardPosts.parentId)];
    if (exposed !== null) conds.push(eq(boardPosts.isExposed, exposed));
    if (memberId) conds.push(eq(boardPosts.memberId, memberId));
    const [post] = await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(and(...conds))
      .limit(1);
    return post?.id;
  };
  const inquiry = await send(
    OWNER,
    'POST',
    '/v1/boards',
    multipart('request', { boardType: 'INQUIRY', title: '역할 표 확인용 문의', content: '<p>내용</p>' }, 'files'),
  );
  expect(inquiry.status).toBe(201);
  const contract = await getAs<PartnerContractDetails>(OWNER, `/v1/partner-contracts/${OWNER}`);
  expect(contract.status).toBe(200);
  const document = new URL(Object.values(contract.body.fileUrls).find(Boolean) as string).pathname;
  const [ediFile] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, 'EDI'), eq(storedFiles.uploaderId, owner!.id)))
    .limit(1);
  const [complianceFile] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, 'COMPLIANCE'), eq(storedFiles.uploaderId, owner!.id)))
    .limit(1);
  const [dealer] = await db
    .select({ id: dealerContracts.dealerId })
    .from(dealerContracts)
    .where(eq(dealerContracts.memberId, owner!.id))
    .limit(1);
  const [receipt] = await db
    .select({ id: expenditureFiles.fileId })
    .from(expenditureFiles)
    .innerJoin(expenditures, eq(expenditures.id, expenditureFiles.expenditureId))
    .where(eq(expenditures.memberId, owner!.id))
    .limit(1);
  Object.assign(paths, {
    terms: '/v1/terms/latest',
    published: '/v1/events?page=0&size=1',
    drafts: `/v1/boards/${await firstPost('NOTICE', false)}`,
    matching: '/v1/boards?boardType=MR_CSO_MATCHING&page=0&size=1',
    anonymous: '/v1/boards?boardType=ANONYMOUS&page=0&size=1',
    inquiries: `/v1/boards/${inquiry.text}`,
    account: '/v1/auth/me',
    contract: `/v1/partner-contracts/${OWNER}`,
    documents: document,
    performance: `/v1/files/${ediFile!.id}`,
    compliance: `/v1/files/${complianceFile!.id}`,
    subContracts: `/v1/dealers/${dealer!.id}/contracts`,
    records: `/v1/files/${receipt!.id}`,
  });
  const [application] = await db
    .select({ contractId: partnerContractFiles.contractId, fileId: partnerContractFiles.id })
    .from(partnerContractFiles)
    .where(eq(partnerContractFiles.memberId, owner!.id))
    .limit(1);
  Object.assign(operatorPaths, {
    account: `/v1/members/${OWNER}/details`,
    contract: `/v1/admin/partner-contracts/${application!.contractId}`,
    documents: `/v1/admin/partner-contracts/${application!.contractId}/files/${application!.fileId}`,
  });
});

describe('roles table', () => {
  it('is the one ARCHITECTURE.md shows', () => {
    // Compared cell by cell: Prettier pads the columns of the document's copy.
    const cells = (text: string) =>
      text
        .split('\n')
        .map((line) =>
          line
            .trim()
            .replace(/\s*\|\s*/g, '|')
            .replace(/-{3,}/g, '---'),
        )
        .join('\n');
    const doc = readFileSync(new URL('../../ARCHITECTURE.md', import.meta.url), 'utf8');
    expect(cells(doc)).toContain(cells(rolesTableMarkdown()));
  });

  it('has a probe for every row', () => {
    for (const rule of readRules) expect(paths[rule.id], rule.id).toMatch(/^\/v1\//);
  });

  for (const rule of readRules) {
    it(`holds for ${rule.what}`, async () => {
      const path = paths[rule.id]!;
      // The owner reads their own item wherever the row gives their role anything.
      if (rule.reach.contract !== 'none') expect((await getAs(OWNER, path)).status, `${OWNER} ${path}`).toBe(200);
      for (const role of roles) {
        const { status } = await getAs(asker[role], (role === 'operator' && operatorPaths[rule.id]) || path);
        // `account` reads the caller's own record: every member has one, so `own` is answered there too.
        const answered = rule.reach[role] === 'all' || (rule.id === 'account' && rule.reach[role] === 'own');
        if (answered) expect(status, `${role} ${path}`).toBe(200);
        else expect([401, 403, 404], `${role} ${path} answered ${status}`).toContain(status);
      }
    });
  }
});
