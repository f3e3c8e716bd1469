// Who may read what: the roles of the portal and the data each may read, in one table. ARCHITECTURE.md shows it
// (rolesTableMarkdown() must match it word for word) and tests/api/route-policy-roles.test.ts reads each row through
// the API as every role. Least privilege: a content editor manages notices, FAQ, events, inquiries and hidden
// content, and reads no member's contract, bank account, identity document or performance figures. An operator of
// 회원관리 reads every member's account, contract and documents through the console, personal fields masked (one field
// revealed at a time, with a reason, audited), and nothing of their performance or records.

export const roles = ['guest', 'member', 'cso', 'contract', 'editor', 'operator'] as const;
export type Role = (typeof roles)[number];

export const roleNames: Record<Role, string> = {
  guest: 'signed out',
  member: 'member (NONE)',
  cso: 'CSO member',
  contract: 'contract member (INDIVIDUAL, ORGANIZATION)',
  editor: 'content editor (CONTENT_MANAGEMENT)',
  operator: 'operator (MEMBER_MANAGEMENT, masked)',
};

/** `all`: every item of the kind; `own`: only the member's own; `none`: nothing. */
export type Reach = 'all' | 'own' | 'none';

export interface ReadRule {
  /** A name for tests. */
  id: string;
  what: string;
  reach: Record<Role, Reach>;
}

const everyone = (reach: Reach): Record<Role, Reach> => ({
  guest: reach,
  member: reach,
  cso: reach,
  contract: reach,
  editor: reach,
  operator: reach,
});
const members = (reach: Reach): Record<Role, Reach> => ({ ...everyone(reach), guest: 'none' });

export const readRules: readonly ReadRule[] = [
  { id: 'terms', what: 'terms and privacy documents', reach: everyone('all') },
  { id: 'published', what: 'published notices, FAQ, events, catalogue, sales-agency products', reach: members('all') },
  { id: 'drafts', what: 'notices not yet published (drafts)', reach: { ...everyone('none'), editor: 'all' } },
  { id: 'matching', what: '신규처 매칭 board', reach: members('all') },
  {
    id: 'anonymous',
    what: '익명게시판 (authors of hidden-nickname content: nobody, see the anonymity rules)',
    reach: { ...members('all'), member: 'none', operator: 'none' },
  },
  { id: 'inquiries', what: '1:1 inquiries and their answers', reach: { ...members('own'), editor: 'all', operator: 'none' } },
  { id: 'account', what: 'account: name, phone, e-mail, birth date, signed-in devices', reach: { ...members('own'), operator: 'all' } },
  { id: 'contract', what: 'partner contract application: bank account, business number', reach: { ...members('own'), operator: 'all' } },
  { id: 'documents', what: 'identity documents: contract documents, CSO certificate', reach: { ...members('own'), operator: 'all' } },
  {
    id: 'performance',
    what: 'dealers, EDI records and their files, settlements, sales statistics',
    reach: { ...everyone('none'), contract: 'own' },
  },
  {
    id: 'compliance',
    what: 'compliance records and their documents, re-delegation notices, reminders',
    reach: { ...everyone('none'), cso: 'own', contract: 'own' },
  },
  {
    id: 'subContracts',
    what: 'sub-contract versions of dealers, with their rates and signed files',
    reach: { ...everyone('none'), contract: 'own' },
  },
  {
    id: 'records',
    what: 'expenditure ledger and receipts, audit trail, audit pack',
    reach: { ...everyone('none'), cso: 'own', contract: 'own' },
  },
];

const reachText: Record<Reach, string> = { all: 'all', own: 'own', none: '—' };

/** The table as ARCHITECTURE.md shows it. */
export function rolesTableMarkdown(): string {
  const head = `| what | ${roles.map((r) => roleNames[r]).join(' | ')} |`;
  const rule = `| --- | ${roles.map(() => '---').join(' | ')} |`;
  const rows = readRules.map((r) => `| ${r.what} | ${roles.map((role) => reachText[r.reach[role]]).join(' | ')} |`);
  return [head, rule, ...rows].join('\n');
}
