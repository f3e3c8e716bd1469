import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import demoAccountList from './demo-accounts.json';
import type { Db } from '../db';
import { members, termsDocuments, type NewMember } from '../db/schema';
import { termsSeeds } from './terms';
import { seedContent } from './content';
import { seedCommunity } from './community';
import { seedProducts } from './products';
import { seedCompliance } from './compliance';
import { seedRecords } from './records';
import { seedPrescriptions } from './prescriptions';
import { seedPartnerContracts } from './partner-contracts';
import { seedCsoApplicant } from './cso-applicant';
import { seedNotifications } from './notifications';
import { seedStaffFactors, staffProfiles } from './staff';

// What a database starts with. Every database: the terms documents (seedBaseData). Demo mode only
// (deployment-mode.ts): the demo accounts, one per kind of user, all with the published password `demo1234!`, and the
// demo content of content.ts and the other seed modules (seedDemoData). Idempotent: rows that exist are left alone.

export interface DemoAccount {
  userId: string;
  password: string;
  /** Korean one-liner for the start banner and the README. */
  label: string;
  description: string;
}

/** The demo accounts, in the order the start script prints them (also readable as plain JSON: ./demo-accounts.json). */
export const demoAccounts: readonly DemoAccount[] = demoAccountList;

const at = (iso: string) => new Date(iso);

type Profile = Omit<NewMember, 'passwordHash' | 'id'> & { userId: string };

const profiles: readonly Profile[] = [
  {
    userId: 'demo_partner',
    name: '김민준',
    nickname: '강남영업왕',
    email: 'minjun.kim@example.com',
    phoneNumber: '010-2384-5172',
    birthDate: '1986-04-12',
    gender: 'MALE',
    partnerContractStatus: 'INDIVIDUAL',
    contractStatus: 'APPROVED',
    contractDate: at('2025-03-14T01:30:00Z'),
    csoCertUrl: '/uploads/cso-certificates/5b0f2c1e-8a4d-4f7e-9c21-3d6a7b8e9f01_CSO신고증_김민준.pdf',
    csoApprovedAt: at('2025-03-14T01:30:00Z'),
    referralCode: 'MJKIM7Q2',
    marketingSms: true,
    marketingEmail: true,
    marketingPush: false,
    marketingSmsAgreedAt: at('2024-10-02T05:12:40Z'),
    marketingEmailAgreedAt: at('2024-10-02T05:12:40Z'),
    createdAt: at('2024-10-02T05:12:40Z'),
  },
  {
    userId: 'demo_org',
    name: '이서연',
    nickname: '서연메디컬',
    email: 'seoyeon.lee@example.kr',
    phoneNumber: '010-4719-2863',
    birthDate: '1979-11-03',
    gender: 'FEMALE',
    partnerContractStatus: 'ORGANIZATION',
    contractStatus: 'APPROVED',
    contractDate: at('2024-11-29T06:00:00Z'),
    csoCertUrl: '/uploads/cso-certificates/a3c9e7d2-1b44-4c8a-8e0f-6f2d9a1c7b35_CSO신고증_서연메디컬.pdf',
    csoApprovedAt: at('2024-11-29T06:00:00Z'),
    referralCode: 'SYMED24K',
    marketingSms: true,
    marketingEmail: false,
    marketingPush: true,
    marketingSmsAgreedAt: at('2024-08-19T00:41:09Z'),
    marketingPushAgreedAt: at('2024-08-19T00:41:09Z'),
    note: '법인 파트너 · 서연메디컬(주) 대표',
    createdAt: at('2024-08-19T00:41:09Z'),
  },
  {
    userId: 'demo_cso',
    name: '박지훈',
    nickname: '지훈CSO',
    email: 'jihoon.park@example.com',
    phoneNumber: '010-5530-9418',
    birthDate: '1991-07-22',
    gender: 'MALE',
    partnerContractStatus: 'CSO',
    contractStatus: null,
    csoCertUrl: '/uploads/cso-certificates/e81f4a60-2d7c-4b19-a5e3-0c9b8d7f6a24_CSO신고증_박지훈.pdf',
    csoApprovedAt: at('2025-01-08T02:00:00Z'),
    referralCode: 'JHPARK5X',
    marketingSms: false,
    marketingEmail: true,
    marketingPush: true,
    marketingEmailAgreedAt: at('2025-01-07T08:03:55Z'),
    marketingPushAgreedAt: at('2025-01-07T08:03:55Z'),
    createdAt: at('2025-01-07T08:03:55Z'),
  },
  {
    userId: 'demo_member',
    name: '최유진',
    nickname: '새내기유진',
    email: 'yujin.choi@example.kr',
    phoneNumber: '010-6627-3041',
    birthDate: '1995-02-17',
    gender: 'FEMALE',
    partnerContractStatus: 'NONE',
    referralCode: 'YJCHOI9M',
    createdAt: at('2025-05-21T02:26:31Z'),
  },
  {
    userId: 'demo_editor',
    name: '정하늘',
    nickname: '메디판다운영팀',
    email: 'editor@example.kr',
    phoneNumber: '010-7045-8290',
    birthDate: '1988-09-30',
    gender: 'MALE',
    partnerContractStatus: 'NONE',
    role: 'ADMIN',
    permissions: ['CONTENT_MANAGEMENT', 'BANNER_MANAGEMENT'],
    marketingEmail: true,
    marketingEmailAgreedAt: at('2024-07-01T00:00:00Z'),
    note: '콘텐츠 편집 담당 (공지사항·이벤트·FAQ)',
    createdAt: at('2024-07-01T00:00:00Z'),
  },
  ...staffProfiles,
];

const SEED_LOCK_KEY = 7_302_114_002; // any constant; identifies "partner portal demo data" among advisory locks

/**
 * Inserts the demo accounts and terms documents that are missing (and the demo content when there is none); returns
 * how many accounts and terms it added. One transaction under an advisory lock: the content seeds check "is there any
 * yet?" before writing, so several instances starting at once on one PostgreSQL seed one after the other, and only
 * the first finds the tables empty.
 */
export function seedDemoData(db: Db): Promise<{ members: number; terms: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return seedMissing(tx as unknown as Db);
  });
}

/** The terms documents every deployment serves (a production database gets nothing else from here). */
export async function seedBaseData(db: Db): Promise<{ terms: number }> {
  return { terms: await seedTerms(db) };
}

const seedTerms = async (db: Db) =>
  (
    await db
      .insert(termsDocuments)
      .values(termsSeeds.map((t) => ({ ...t, createdAt: t.effectiveAt })))
      .onConflictDoNothing({ target: [termsDocuments.kind, termsDocuments.version] })
      .returning({ id: termsDocuments.id })
  ).length;

async function seedMissing(db: Db): Promise<{ members: number; terms: number }> {
  const existing = await db
    .select({ userId: members.userId })
    .from(members)
    .where(
      inArray(
        members.userId,
        profiles.map((p) => p.userId),
      ),
    );
  const have = new Set(existing.map((r) => r.userId));
  const missing = profiles.filter((p) => !have.has(p.userId));
  let addedMembers = 0;
  if (missing.length) {
    const passwordOf = (userId: string) => demoAccounts.find((a) => a.userId === userId)?.password ?? 'demo1234!';
    const rows = await Promise.all(
      missing.map(async (p) => ({ ...p, passwordHash: await hashPassword(passwordOf(p.userId)), updatedAt: p.createdAt })),
    );
    const inserted = await db.insert(members).values(rows).onConflictDoNothing({ target: members.userId }).returning({ id: members.id });
    addedMembers = inserted.length;
  }
  // The demo staff sign in with the published TOTP secret (staff.ts).
  await seedStaffFactors(
    db,
    profiles.filter((p) => p.role && p.role !== 'USER').map((p) => p.userId),
  );
  const insertedTerms = await seedTerms(db);
  // Notices, FAQ, events, banners, inquiries and home figures (content.ts); once, when there is no content yet.
  await seedContent(db);
  // Both community boards with their threads, comments, likes and pinned notices (community.ts); once.
  await seedCommunity(db);
  // The product catalogue and sales-agency products (products.ts); once, when there are no products yet.
  await seedProducts(db);
  // Dealers, client institutions and EDI records of the contract demo accounts (prescriptions.ts); once.
  await seedPrescriptions(db);
  // Members in each partner-contract state and the contract accounts' approved applications (partner-contracts.ts).
  await seedPartnerContracts(db);
  // A CSO certificate waiting for the staff's review (cso-applicant.ts).
  await seedCsoApplicant(db);
  // The compliance records and re-delegation notices of the contract demo accounts, every status at once (compliance.ts).
  await seedCompliance(db);
  // Their sub-contract versions and expenditure log, with the audit trail both wrote (records.ts).
  await seedRecords(db);
  // A few notifications of the contract accounts, read and unread (notifications.ts); once per member.
  await seedNotifications(db);
  return { members: addedMembers, terms: insertedTerms };
}

/** The demo accounts and terms documents there are (for tests and diagnostics). */
export async function seededCounts(db: Db): Promise<{ members: number; terms: number }> {
  const [m] = await db
    .select({ n: count() })
    .from(members)
    .where(
      inArray(
        members.userId,
        profiles.map((p) => p.userId),
      ),
    );
  const [t] = await db.select({ n: count() }).from(termsDocuments);
  return { members: m?.n ?? 0, terms: t?.n ?? 0 };
}
