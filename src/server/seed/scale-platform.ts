import { asc, count, inArray } from 'drizzle-orm';
import { seoulMonth, addMonths, firstDay } from '../../lib/months';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { dealers, members, partners, type NewMember } from '../db/schema';
import { createDealers } from '../prescriptions/dealers';
import { banks, dealerNames } from './prescriptions-data';
import { catalogueByCompany, noCounts, answerOlderSettlements, settlementCount, type OnProgress, type ScaleCounts } from './scale';
import { plannedInstitutions, type RecordPlanOptions } from './scale-plan';
import { clientsOf, clientsPerBatch, writeRecords } from './scale-records';

// The platform profile of the scale seed: `members` contract partners scale0001… (INDIVIDUAL, every third an
// ORGANIZATION; contract APPROVED; one password, SCALE_PASSWORD), each with one dealer over one or two drug companies,
// `institutions` client institutions and about one EDI record per institution and month over `months` months, `lines`
// product lines each. Members are written 50 to a transaction; run twice with the same numbers, it adds nothing.

export const SCALE_PASSWORD = 'Scale1234!';
/** userIds and phone numbers carry a four-digit number. */
export const MAX_SCALE_MEMBERS = 9_999;

export interface PlatformProfile {
  members: number;
  institutions: number;
  months: number;
  lines: number;
  signal?: AbortSignal;
}

const MEMBERS_PER_BATCH = 50;
const DAY = 86_400_000;
const surnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '전'];
const givenNames = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '시우',
  '지우',
  '예준',
  '수아',
  '주원',
  '지호',
  '서윤',
  '하준',
  '지민',
  '유진',
  '건우',
  '채원',
];

export const scaleUserId = (n: number) => `scale${String(n).padStart(4, '0')}`;

function memberRow(n: number, passwordHash: string, now: Date): NewMember {
  const no = String(n).padStart(4, '0');
  const contractDate = new Date(now.getTime() - (900 + (n % 200)) * DAY);
  const createdAt = new Date(contractDate.getTime() - (10 + (n % 40)) * DAY);
  return {
    userId: scaleUserId(n),
    passwordHash,
    name: `${surnames[n % surnames.length]}${givenNames[Math.floor(n / surnames.length) % givenNames.length]}`,
    nickname: `규모파트너${no}`,
    email: `scale${no}@example.com`,
    phoneNumber: `010-8${no.slice(0, 3)}-${no}`,
    birthDate: `${1965 + (n % 35)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
    gender: n % 2 ? 'MALE' : 'FEMALE',
    partnerContractStatus: n % 3 === 0 ? 'ORGANIZATION' : 'INDIVIDUAL',
    contractStatus: 'APPROVED',
    contractDate,
    referralCode: `SCALE${no}`,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function growPlatform(
  db: Db,
  profile: PlatformProfile,
  onProgress: OnProgress = () => undefined,
  now = new Date(),
): Promise<ScaleCounts> {
  const counts = noCounts();
  const current = seoulMonth(now);
  const catalogue = await catalogueByCompany(db);
  const companies = [...catalogue.keys()].sort((a, b) => a - b);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const firstMonth = new Date(`${firstDay(addMonths(current, -profile.months))}T00:00:00Z`);
  const options: RecordPlanOptions = { months: profile.months, linesPerRecord: profile.lines, current, now, catalogue };
  const memberIds: number[] = [];
  let settlementsBefore = 0;

  for (let from = 1; from <= profile.members; from += MEMBERS_PER_BATCH) {
    profile.signal?.throwIfAborted();
    const numbers = Array.from({ length: Math.min(MEMBERS_PER_BATCH, profile.members - from + 1) }, (_, k) => from + k);
    const ids = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(members)
        .values(numbers.map((n) => memberRow(n, passwordHash, now)))
        .onConflictDoNothing()
        .returning({ id: members.id });
      counts.members += inserted.length;
      const rows = await tx
        .select({ id: members.id, userId: members.userId })
        .from(members)
        .where(inArray(members.userId, numbers.map(scaleUserId)));
      const idOf = new Map(rows.map((r) => [r.userId, r.id] as const));
      const withDealers = new Set(
        (
          await tx
            .selectDistinct({ id: dealers.memberId })
            .from(dealers)
            .where(inArray(dealers.memberId, [...idOf.values()]))
        ).map((r) => r.id),
      );
      const had = new Map(
        (
          await tx
            .select({ id: partners.memberId, n: count() })
            .from(partners)
            .where(inArray(partners.memberId, [...idOf.values()]))
            .groupBy(partners.memberId)
        ).map((r) => [r.id, r.n] as const),
      );
      const institutions = [];
      for (const n of numbers) {
        const id = idOf.get(scaleUserId(n));
        if (id === undefined) continue;
        const mine =
          n % 3 === 0 ? [companies[n % companies.length], companies[(n + 3) % companies.length]] : [companies[n % companies.length]];
        const drugCompanyIds = [...new Set(mine as number[])];
        if (!withDealers.has(id)) {
          const accountNumber = `${100 + (n % 900)}-${String(100_000 + ((n * 7919) % 899_999))}-01`;
          await createDealers(tx, id, {
            dealerName: dealerNames[n % dealerNames.length] as string,
            drugCompanyIds,
            bankName: banks[n % banks.length] ?? null,
            accountNumber,
          });
          counts.dealers += drugCompanyIds.length;
        }
        institutions.push(...plannedInstitutions(id, had.get(id) ?? 0, profile.institutions, drugCompanyIds, firstMonth));
      }
      if (institutions.length) await tx.insert(partners).values(institutions);
      counts.institutions += institutions.length;
      return [...idOf.values()];
    });
    memberIds.push(...ids);
    settlementsBefore += await settlementCount(db, ids);

    const dealerRows = await db.select().from(dealers).where(inArray(dealers.memberId, ids));
    const institutionRows = await db
      .select({ id: partners.id, memberId: partners.memberId, drugCompanyId: partners.drugCompanyId })
      .from(partners)
      .where(inArray(partners.memberId, ids))
      .orderBy(asc(partners.id));
    const clients = clientsOf(institutionRows, dealerRows);
    const step = clientsPerBatch(profile.months);
    for (let at = 0; at < clients.length; at += step) {
      profile.signal?.throwIfAborted();
      const written = await writeRecords(db, clients.slice(at, at + step), options);
      counts.records += written.records;
      counts.lines += written.lines;
      const share = (from - 1 + (numbers.length * Math.min(at + step, clients.length)) / clients.length) / profile.members;
      onProgress({ records: counts.records, lines: counts.lines, share });
    }
  }

  counts.answered = await answerOlderSettlements(db, memberIds, current);
  counts.settlements = (await settlementCount(db, memberIds)) - settlementsBefore;
  return counts;
}
