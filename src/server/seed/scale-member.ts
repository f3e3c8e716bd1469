import { and, asc, count, eq, gt } from 'drizzle-orm';
import { addMonths, firstDay, seoulMonth } from '../../lib/months';
import type { Db } from '../db';
import { dealers, members, partners } from '../db/schema';
import { createDealers } from '../prescriptions/dealers';
import { banks, dealerNames } from './prescriptions-data';
import {
  catalogueByCompany,
  noCounts,
  ScaleRefusal,
  answerOlderSettlements,
  settlementCount,
  type OnProgress,
  type ScaleCounts,
} from './scale';
import { plannedInstitutions, type RecordPlanOptions } from './scale-plan';
import { clientsOf, clientsPerBatch, writeRecords } from './scale-records';

// The member profile of the scale seed: one existing contract member (demo_org) grown to `institutions` client
// institutions, with about one EDI record per institution and month over the last `months` months, `lines` product
// lines each. Its dealers stay (three are added only when it has none). Run twice with the same numbers, it adds nothing.

export interface MemberProfile {
  userId: string;
  institutions: number;
  months: number;
  lines: number;
  signal?: AbortSignal;
}

const INSTITUTIONS_PER_INSERT = 500;

/** The member's dealer rows, three new ones when it has none (createDealers: with their re-delegation notices). */
async function dealersOf(db: Db, memberId: number, companies: readonly number[]) {
  const existing = await db.select().from(dealers).where(eq(dealers.memberId, memberId)).orderBy(asc(dealers.id));
  if (existing.length) return { rows: existing, added: 0 };
  for (const [k, drugCompanyId] of companies.slice(0, 3).entries()) {
    await createDealers(db, memberId, {
      dealerName: dealerNames[k] as string,
      drugCompanyIds: [drugCompanyId],
      bankName: banks[k] ?? null,
    });
  }
  const rows = await db.select().from(dealers).where(eq(dealers.memberId, memberId)).orderBy(asc(dealers.id));
  return { rows, added: rows.length };
}

export async function growMember(
  db: Db,
  profile: MemberProfile,
  onProgress: OnProgress = () => undefined,
  now = new Date(),
): Promise<ScaleCounts> {
  const counts = noCounts();
  const current = seoulMonth(now);
  const [member] = await db
    .select({ id: members.id, contractStatus: members.contractStatus })
    .from(members)
    .where(eq(members.userId, profile.userId));
  if (!member) {
    throw new ScaleRefusal(
      `회원 ${profile.userId}이(가) 없습니다. 데모 데이터를 먼저 넣어 주세요: 같은 DATA_DIR/DATABASE_URL로 npm start를 한 번 실행하면 만들어집니다.`,
    );
  }
  if (member.contractStatus !== 'APPROVED')
    throw new ScaleRefusal(`${profile.userId}은(는) 계약 파트너가 아닙니다: 실적과 정산은 계약 파트너만 씁니다.`);
  const catalogue = await catalogueByCompany(db);
  const settlementsBefore = await settlementCount(db, [member.id]);

  const dealerRows = await dealersOf(
    db,
    member.id,
    [...catalogue.keys()].sort((a, b) => a - b),
  );
  counts.dealers = dealerRows.added;
  const companies = [...new Set(dealerRows.rows.map((d) => d.drugCompanyId))].filter((c) => catalogue.has(c)).sort((a, b) => a - b);
  if (!companies.length) throw new ScaleRefusal(`${profile.userId}의 딜러가 거래하는 제약사에 가격과 수수료율이 있는 제품이 없습니다.`);

  const [had] = await db.select({ n: count() }).from(partners).where(eq(partners.memberId, member.id));
  const firstMonth = new Date(`${firstDay(addMonths(current, -profile.months))}T00:00:00Z`);
  const added = plannedInstitutions(member.id, had?.n ?? 0, profile.institutions, companies, firstMonth);
  for (let at = 0; at < added.length; at += INSTITUTIONS_PER_INSERT) {
    await db.insert(partners).values(added.slice(at, at + INSTITUTIONS_PER_INSERT));
  }
  counts.institutions = added.length;

  const options: RecordPlanOptions = { months: profile.months, linesPerRecord: profile.lines, current, now, catalogue };
  const clientsTotal = Math.max(profile.institutions, had?.n ?? 0);
  let clientsDone = 0;
  for (let after = 0; ;) {
    profile.signal?.throwIfAborted();
    const page = await db
      .select({ id: partners.id, memberId: partners.memberId, drugCompanyId: partners.drugCompanyId })
      .from(partners)
      .where(and(eq(partners.memberId, member.id), gt(partners.id, after)))
      .orderBy(asc(partners.id))
      .limit(clientsPerBatch(profile.months));
    if (!page.length) break;
    after = page.at(-1)?.id ?? after;
    const written = await writeRecords(db, clientsOf(page, dealerRows.rows), options);
    counts.records += written.records;
    counts.lines += written.lines;
    clientsDone += page.length;
    onProgress({ records: counts.records, lines: counts.lines, share: clientsDone / clientsTotal });
  }

  counts.answered = await answerOlderSettlements(db, [member.id], current);
  counts.settlements = (await settlementCount(db, [member.id])) - settlementsBefore;
  return counts;
}
