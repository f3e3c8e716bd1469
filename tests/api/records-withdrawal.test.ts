import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RetainedRecords } from '../../src/api/types';
import { addCalendarMonths, addDays, contractRetainUntil, expenditureRetainUntil, seoulDay } from '../../src/lib/compliance-rules';
import { sweepExpiredRecords } from '../../src/server/compliance/retention';
import {
  auditLog,
  complianceRecords,
  dealerContracts,
  dealers,
  expenditureFiles,
  expenditures,
  members,
  redelegationNotices,
  storedFiles,
} from '../../src/server/db/schema';
import { getStorage } from '../../src/server/files/storage';
import { withdrawMember } from '../../src/server/my-page/withdraw';
import { getDb } from '../../src/server/runtime/database';
import { getAs } from './content-helpers';
import { login } from './helpers';
import { memberId } from './prescriptions-helpers';

// Records the law keeps outlive a withdrawal: the rows and their files stay, nobody reads them (the member cannot
// sign in, the files are their uploader's alone, editors have none), and the cleanup sweep removes each kind once its
// retention is over (contracts 5 years after their end or the withdrawal, the ledger 5 years after its report's due
// date, the compliance records, notices' proofs and the audit trail 5 years after the withdrawal), files included.

const today = seoulDay();
const year = Number(today.slice(0, 4));

/** Everything demo_org keeps for an inspection, with the storage keys of its files. */
async function keptBy(owner: number) {
  const db = await getDb();
  const [contracts, ledger, records, trail, proofs] = await Promise.all([
    db.select().from(dealerContracts).where(eq(dealerContracts.memberId, owner)),
    db.select().from(expenditures).where(eq(expenditures.memberId, owner)),
    db.select().from(complianceRecords).where(eq(complianceRecords.memberId, owner)),
    db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.memberId, owner)),
    db
      .select({ fileId: redelegationNotices.proofFileId })
      .from(redelegationNotices)
      .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
      .where(and(eq(dealers.memberId, owner), isNotNull(redelegationNotices.proofFileId))),
  ]);
  const receipts = ledger.length
    ? await db
        .select({ fileId: expenditureFiles.fileId })
        .from(expenditureFiles)
        .where(
          inArray(
            expenditureFiles.expenditureId,
            ledger.map((e) => e.id),
          ),
        )
    : [];
  const fileIds = [...contracts, ...records, ...receipts, ...proofs].map((r) => r.fileId).filter((id): id is number => id !== null);
  const files = fileIds.length ? await db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds)) : [];
  return { contracts, ledger, records, trail, proofs, files };
}

const stillStored = async (keys: string[]) => {
  let n = 0;
  for (const key of keys) {
    const body = await getStorage().open(key);
    if (body) {
      n += 1;
      await body.cancel();
    }
  }
  return n;
};

describe('GET /v1/compliance/retention', () => {
  it('says what would stay after a withdrawal today and until when', async () => {
    const { status, body } = await getAs<RetainedRecords[]>('demo_partner', '/v1/compliance/retention');
    expect(status).toBe(200);
    const kept = await keptBy(await memberId('demo_partner'));
    const byEntity = new Map(body.map((r) => [r.entity, r]));
    // Contracts still running end at the withdrawal: 5 years from today.
    expect(byEntity.get('DEALER_CONTRACT')).toEqual({
      entity: 'DEALER_CONTRACT',
      count: kept.contracts.length,
      retainUntil: contractRetainUntil(today),
    });
    // The ledger: 5 years after the due date of this year's report.
    expect(byEntity.get('EXPENDITURE')).toEqual({ entity: 'EXPENDITURE', count: 10, retainUntil: `${year + 6}-03-31` });
    if (kept.records.length)
      expect(byEntity.get('COMPLIANCE_RECORD')).toEqual({
        entity: 'COMPLIANCE_RECORD',
        count: kept.records.length,
        retainUntil: addCalendarMonths(today, 60),
      });
    for (const r of body) expect(r.count).toBeGreaterThan(0);
  });

  it('answers nothing kept for a member without records, and refuses the others', async () => {
    const db = await getDb();
    const cso = await memberId('demo_cso');
    const [records] = await db.select().from(complianceRecords).where(eq(complianceRecords.memberId, cso)).limit(1);
    const { body } = await getAs<RetainedRecords[]>('demo_cso', '/v1/compliance/retention');
    expect(body.map((r) => r.entity)).toEqual(records ? ['COMPLIANCE_RECORD'] : []);
    expect((await getAs(null, '/v1/compliance/retention')).status).toBe(401);
    expect((await getAs('demo_member', '/v1/compliance/retention')).status).toBe(403);
    expect((await getAs('demo_editor', '/v1/compliance/retention')).status).toBe(403);
  });
});

describe('a withdrawal and the cleanup sweep', () => {
  it('keeps the records unread after a withdrawal and removes each kind, files included, when its retention ends', async () => {
    const db = await getDb();
    const owner = await memberId('demo_org');
    const partnerBefore = await keptBy(await memberId('demo_partner'));
    const before = await keptBy(owner);
    expect(before.contracts.length).toBeGreaterThan(0);
    expect(before.ledger).toHaveLength(10);
    const urls = before.files.map((f) => `/v1/files/${f.id}`);
    expect((await getAs('demo_org', urls[0]!)).status).toBe(200);

    const [member] = await db.select().from(members).where(eq(members.id, owner));
    await withdrawMember(db, member!);
    const withdrawnOn = seoulDay();

    // Everything stays, and nobody reads it.
    const after = await keptBy(owner);
    expect([after.contracts.length, after.ledger.length, after.records.length, after.trail.length, after.files.length]).toEqual([
      before.contracts.length,
      before.ledger.length,
      before.records.length,
      before.trail.length,
      before.files.length,
    ]);
    expect((await login('demo_org')).cookie).toBeNull();
    for (const url of urls.slice(0, 3)) {
      expect((await getAs('demo_partner', url)).status).toBe(404);
      expect((await getAs('demo_editor', url)).status).toBe(404);
    }
    const dealer = before.contracts[0]!.dealerId;
    expect((await getAs('demo_partner', `/v1/dealers/${dealer}/contracts`)).status).toBe(404);

    // Nothing is over today.
    expect(await sweepExpiredRecords(db, today)).toBe(0);
    expect((await keptBy(owner)).files).toHaveLength(before.files.length);

    // The day after last year's ledger is over: its entries and receipts go; contracts that ended early enough too.
    const ledgerOver = addDays(expenditureRetainUntil(`${year - 1}-12-31`), 1);
    const oldEntries = before.ledger.filter((e) => e.date <= `${year - 1}-12-31`);
    const endOf = (c: (typeof before.contracts)[number]) => (c.endDate && c.endDate < withdrawnOn ? c.endDate : withdrawnOn);
    const oldContracts = before.contracts.filter((c) => contractRetainUntil(endOf(c))! < ledgerOver);
    const recordsOver = addCalendarMonths(withdrawnOn, 60) < ledgerOver;
    expect(oldEntries.length).toBeGreaterThan(0);
    const expected = oldEntries.length + oldContracts.length + (recordsOver ? before.records.length : 0);
    expect(await sweepExpiredRecords(db, ledgerOver)).toBe(expected);
    const partway = await keptBy(owner);
    expect(partway.ledger.map((e) => e.id).sort()).toEqual(
      before.ledger
        .filter((e) => !oldEntries.includes(e))
        .map((e) => e.id)
        .sort(),
    );
    expect(partway.contracts).toHaveLength(before.contracts.length - oldContracts.length);
    expect(partway.trail.length > 0).toBe(!recordsOver);

    // Far in the future, everything is over: rows, audit trail, notices' proofs and the stored bytes go.
    const removed = await sweepExpiredRecords(db, '2099-01-01');
    expect(removed).toBe(partway.contracts.length + partway.ledger.length + partway.records.length);
    const gone = await keptBy(owner);
    expect([gone.contracts, gone.ledger, gone.records, gone.trail, gone.proofs, gone.files]).toEqual([[], [], [], [], [], []]);
    expect(await stillStored(before.files.map((f) => f.storageKey))).toBe(0);
    // The member's row stays withdrawn, and another member's records are untouched.
    const [row] = await db.select().from(members).where(eq(members.id, owner));
    expect(row!.accountStatus).toBe('DELETED');
    const partner = await keptBy(await memberId('demo_partner'));
    expect([partner.contracts.length, partner.ledger.length, partner.files.length]).toEqual([
      partnerBefore.contracts.length,
      partnerBefore.ledger.length,
      partnerBefore.files.length,
    ]);
    expect(await stillStored(partner.files.map((f) => f.storageKey))).toBe(partner.files.length);
  });
});
