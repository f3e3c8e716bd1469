import { asc, count, eq, inArray } from 'drizzle-orm';
import { addDays, seoulDay } from '../../lib/compliance-rules';
import { storeFiles } from '../files/staged';
import { ensureNotices } from '../compliance/notices';
import type { Db } from '../db';
import { complianceRecords, dealers, members, redelegationNotices } from '../db/schema';
import { makePdf } from './assets';

// The compliance center of the contract demo accounts, relative to the day the server first starts, so that every
// status shows at once: the member's own items done, a dealer without a 신고증 (미제출), an initial training due in a
// week (기한 임박), one overdue (기한 경과), one further away (예정), one dealer fully trained (완료); and among the
// re-delegation notices one overdue, one due soon, one just started and the rest sent. Once: when there are no records
// yet (run after the prescriptions, which create the dealers).

const OWNERS = ['demo_partner', 'demo_org'] as const;

type Plan = {
  certificateDaysAgo: number | null;
  trainings: { daysAgo: number; hours: number; kind: 'INITIAL_TRAINING' | 'REFRESHER_TRAINING' }[];
};

/** By the order of the member's dealer names. */
const dealerPlans: Plan[] = [
  { certificateDaysAgo: null, trainings: [] },
  { certificateDaysAgo: 84, trainings: [{ daysAgo: 30, hours: 12, kind: 'INITIAL_TRAINING' }] },
  { certificateDaysAgo: 130, trainings: [] },
  { certificateDaysAgo: 40, trainings: [] },
  {
    certificateDaysAgo: 500,
    trainings: [
      { daysAgo: 470, hours: 24, kind: 'INITIAL_TRAINING' },
      { daysAgo: 20, hours: 8, kind: 'REFRESHER_TRAINING' },
    ],
  },
];
const memberPlan: Plan = {
  certificateDaysAgo: 420,
  trainings: [{ daysAgo: 400, hours: 24, kind: 'INITIAL_TRAINING' }],
};
const offices = ['서울특별시 강남구보건소', '서울특별시 서초구보건소', '경기도 성남시 분당구보건소', '서울특별시 송파구보건소'];

export async function seedCompliance(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(complianceRecords);
  if ((existing?.n ?? 0) > 0) return 0;
  const today = seoulDay(now);
  const owners = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, [...OWNERS]));
  let added = 0;
  for (const [index, owner] of owners.sort((a, b) => a.userId.localeCompare(b.userId)).entries()) {
    const rows = await db.select().from(dealers).where(eq(dealers.memberId, owner.id)).orderBy(asc(dealers.dealerName), asc(dealers.id));
    const names = [...new Set(rows.map((r) => r.dealerName))];
    const subjects: [string | null, Plan][] = [
      [null, memberPlan],
      ...names.slice(0, dealerPlans.length).map((n, k): [string, Plan] => [n, dealerPlans[k]!]),
    ];
    for (const [k, [dealerName, plan]] of subjects.entries()) {
      const label = dealerName ?? 'member';
      if (plan.certificateDaysAgo !== null) {
        const [file] = await storeFiles(db, [pdf(`cso-certificate-${index}-${k}.pdf`, `CSO certificate (demo): ${label}`)], {
          kind: 'COMPLIANCE',
          uploaderId: owner.id,
        });
        await db.insert(complianceRecords).values({
          memberId: owner.id,
          dealerName,
          kind: 'CSO_CERTIFICATE',
          number: `제2025-${String(index + 1).padStart(2, '0')}${String(101 + k * 17)}호`,
          authority: offices[(index + k) % offices.length],
          issuedAt: addDays(today, -plan.certificateDaysAgo),
          fileId: file?.id ?? null,
        });
        added++;
      }
      for (const [t, training] of plan.trainings.entries()) {
        const [file] = await storeFiles(db, [pdf(`training-${index}-${k}-${t}.pdf`, `Training certificate (demo): ${label}`)], {
          kind: 'COMPLIANCE',
          uploaderId: owner.id,
        });
        const completedAt = addDays(today, -training.daysAgo);
        await db.insert(complianceRecords).values({
          memberId: owner.id,
          dealerName,
          kind: training.kind,
          completedAt,
          hours: training.hours,
          submittedAt: addDays(completedAt, 10) <= today ? addDays(completedAt, 10) : null,
          fileId: file?.id ?? null,
        });
        added++;
      }
    }

    // Notices: by dealer row; the first three tell the three open states, the rest were sent ten days after their contract.
    await ensureNotices(db, owner.id);
    const notices = await db
      .select({ id: redelegationNotices.id, contractDate: redelegationNotices.contractDate })
      .from(redelegationNotices)
      .innerJoin(dealers, eq(dealers.id, redelegationNotices.dealerId))
      .where(eq(dealers.memberId, owner.id))
      .orderBy(asc(dealers.dealerName), asc(dealers.id));
    const open = [40, 26, 5];
    for (const [k, notice] of notices.entries()) {
      const set =
        k < open.length
          ? { contractDate: addDays(today, -open[k]!), sentAt: null }
          : { sentAt: addDays(notice.contractDate, 10) <= today ? addDays(notice.contractDate, 10) : today };
      await db.update(redelegationNotices).set(set).where(eq(redelegationNotices.id, notice.id));
    }
  }
  return added;
}

const pdf = (name: string, line: string) => ({ name, extension: 'pdf', contentType: 'application/pdf', bytes: makePdf([line]) });
