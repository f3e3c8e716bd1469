import ExcelJS from 'exceljs';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/runtime/database';
import {
  members,
  partnerContractFiles,
  partnerContracts,
  prescriptionPartnerFiles,
  prescriptionPartners,
  settlementMemberMonths,
} from '../../src/server/db/schema';
import { routePolicies } from '../../src/server/policy';
import { json } from './admin-members-helpers';
import { cookieOf, multipart, send } from './content-helpers';
import { call } from './helpers';
import { statementPng } from '../../src/server/seed/statement-image';
import { refsOf } from './prescriptions-helpers';

// Masking holds in every operator answer: every GET route of a staff policy is called as demo_admin (who may call them
// all) and its answer scanned, JSON and .xlsx alike, for the full personal values of every member in the database
// (phone numbers, e-mail addresses, account and business numbers, birth dates). A new operator route joins the scan by
// itself; its path parameters need a value in `paramValue`. Only the audited reveal and an export asked for with a
// reason may carry a full value, and they are not GET answers without their reason.

type Values = { phones: string[]; emails: string[]; accounts: string[]; businessNumbers: string[]; birthDates: string[] };
const full: Values = { phones: [], emails: [], accounts: [], businessNumbers: [], birthDates: [] };
const params: Record<string, string> = {};

beforeAll(async () => {
  const db = await getDb();
  const people = await db.select({ phone: members.phoneNumber, email: members.email, birth: members.birthDate }).from(members);
  for (const p of people) {
    const digits = p.phone.replace(/\D/g, '');
    if (digits.length >= 10) full.phones.push(p.phone, digits);
    if (p.email.includes('@')) full.emails.push(p.email);
    full.birthDates.push(`"${p.birth}"`);
  }
  const contracts = await db.select().from(partnerContracts);
  for (const c of contracts) {
    full.accounts.push(c.accountNumber.replace(/\D/g, ''), c.accountNumber);
    full.businessNumbers.push(c.businessNumber);
  }
  const [file] = await db
    .select({ id: partnerContractFiles.id, contractId: partnerContractFiles.contractId })
    .from(partnerContractFiles)
    .where(isNotNull(partnerContractFiles.contractId))
    .limit(1);
  // A certificate in the review queue (its file is stored), else any member's on file.
  const queue = await json('demo_admin', 'GET', '/v1/admin/cso-certificates');
  const queued = (queue.json?.content as { userId: string }[] | undefined)?.[0]?.userId;
  const [cso] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(isNotNull(members.csoCertUrl), eq(members.role, 'USER')))
    .limit(1);
  const certificateUserId = queued ?? cso?.userId;
  if (!file?.contractId || !certificateUserId) throw new Error('the demo data lacks a contract document or a CSO certificate');
  Object.assign(params, { contractId: String(file.contractId), fileId: String(file.id), certificateUserId });
  // An EDI record of demo_partner that has files (the demo records have none: upload one), in the EDI queue.
  const { dealer, partner } = await refsOf('demo_partner');
  const upload = multipart(
    'request',
    { dealerId: dealer.id, drugCompanyId: dealer.drugCompanyId, partnerId: partner.id, prescriptionMonth: '1998-05' },
    'files',
    // A printed statement, so that the OCR routes find a page on it as on a real upload.
    [
      {
        name: '처방전.png',
        type: 'image/png',
        bytes: statementPng({
          institutionName: '마스킹의원',
          prescriptionMonth: '1998-05',
          pharmacyName: '마스킹약국',
          lines: [{ insuranceCode: '642100350', productName: '검사정', unit: '정', quantity: 30 }],
        }),
      },
    ],
  );
  expect((await send('demo_partner', 'POST', '/v1/prescriptions/partner-files', upload)).status).toBeLessThan(300);
  const [record] = await db
    .select({ id: prescriptionPartners.id, fileId: prescriptionPartnerFiles.fileId })
    .from(prescriptionPartners)
    .innerJoin(prescriptionPartnerFiles, eq(prescriptionPartnerFiles.prescriptionPartnerId, prescriptionPartners.id))
    .where(and(eq(prescriptionPartners.partnerId, partner.id), eq(prescriptionPartners.prescriptionMonth, '1998-05-01')));
  if (!record) throw new Error('the EDI upload left no record');
  Object.assign(params, { recordId: String(record.id), ediFileId: String(record.fileId) });
  // demo_partner's latest settlement month, so that the settlement console's answers have rows to mask.
  const [memberMonth] = await db
    .select({ id: settlementMemberMonths.id, month: settlementMemberMonths.settlementMonth })
    .from(settlementMemberMonths)
    .innerJoin(members, eq(members.id, settlementMemberMonths.memberId))
    .where(eq(members.userId, 'demo_partner'))
    .orderBy(desc(settlementMemberMonths.settlementMonth))
    .limit(1);
  if (!memberMonth) throw new Error('the demo data lacks a settlement month of demo_partner');
  Object.assign(params, { memberMonthId: String(memberMonth.id), settlementMonth: memberMonth.month.slice(0, 7) });
  // A pending bank account change, so that its queue has a row to mask.
  const change = await json('demo_ops_members', 'POST', '/v1/admin/members/demo_partner/bank-account-changes', {
    bankName: '국민은행',
    accountNumber: '123-456-789012',
    reason: '마스킹 검사용 변경 요청',
  });
  expect([201, 200, 409]).toContain(change.status);
  full.accounts.push('123456789012', '123-456-789012');
});

/** The value of a path parameter for the scan; a new one is a line here. */
function paramValue(key: string, name: string): string {
  // An EDI record of demo_partner with its files (ids are numbers: `id` is the record, `childId` one of its files).
  if (name === 'id' && key.includes('prescriptions')) return params.recordId!;
  if (name === 'id' && key.includes('/member-months/')) return params.memberMonthId!;
  if (name === 'childId' && key.includes('/admin/prescriptions/')) return params.ediFileId!;
  if (name === 'contractId') return params.contractId!;
  if (name === 'fileId') return params.fileId!;
  if (name === 'userId' && key.includes('/cso-certificates/')) return params.certificateUserId!;
  if (name === 'userId' && (key.includes('/admins/') || key.includes('/admin/staff/'))) return 'demo_ops_members';
  if (name === 'userId') return 'demo_partner';
  throw new Error(`admin-masking.test.ts has no value for :${name} of '${key}'`);
}

/** The query a route needs to answer rows (a required month). */
function queryOf(key: string): string {
  if (key.endsWith('/member-months') || key.endsWith('/drug-company-months')) return `?month=${params.settlementMonth}`;
  return '';
}

const operatorGets = Object.entries(routePolicies)
  .filter(([key, policy]) => policy.startsWith('staff') && key.startsWith('GET '))
  .map(([key]) => key);

async function textOf(res: Response): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
    return cells.join('\n');
  }
  if (type.includes('json')) return res.text();
  return ''; // document bytes (PDF, images): the file itself is what staff came to read
}

function expectNoFullValue(text: string, label: string) {
  for (const [kind, values] of Object.entries(full) as [keyof Values, string[]][]) {
    for (const value of values) if (value.length >= 6) expect(text.includes(value), `${label}: a full ${kind} (${value})`).toBe(false);
  }
  expect(text, `${label}: a full phone number`).not.toMatch(/01[016789]-?\d{3,4}-?\d{4}/);
  expect(text, `${label}: a full e-mail address`).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
}

describe('operator answers mask personal fields', () => {
  it('scans every operator GET route', () => {
    expect(operatorGets.length).toBeGreaterThan(10);
  });

  for (const key of operatorGets) {
    it(key, async () => {
      const path = key.slice(4).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(paramValue(key, name))) + queryOf(key);
      const res = await call(path, { cookie: await cookieOf('demo_admin') });
      // A demo certificate may name a file that was never stored: the bytes route then has nothing to mask.
      const bytesRoute = /\/files?(\/:fileId)?$/.test(key);
      expect(res.status < 400 || (bytesRoute && res.status === 404), `${key}: ${res.status}`).toBe(true);
      expectNoFullValue(await textOf(res), key);
    });
  }
});
