import { count, eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '../../api/notification-enums';
import type { Db } from '../db';
import { members, notifications } from '../db/schema';

// The notifications of the contract demo accounts: what the operators' decisions would have told them lately (the
// contract approved, records entered, a settlement confirmed, an answer), some read and some not, so the header's
// bell shows a count and /notifications both looks. Dated relative to the first start (within the 90 days the
// cleanup keeps). Once per member: skipped for a member who has any notification.

interface Seeded {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  daysAgo: number;
  /** Read this many days after it was written; null while unread. */
  readAfterDays: number | null;
}

const plans: Record<'demo_partner' | 'demo_org', Seeded[]> = {
  demo_partner: [
    {
      kind: 'CONTRACT_APPROVED',
      title: '파트너 계약이 승인되었습니다',
      body: '계약 심사가 끝났습니다. 이제 처방 실적을 접수하고 정산 내역을 확인할 수 있습니다.',
      link: '/partner-contract',
      daysAgo: 60,
      readAfterDays: 0,
    },
    {
      kind: 'NOTICE_PUBLISHED',
      title: '새 공지: 연휴 기간 정산 일정 안내',
      body: '연휴로 이번 달 정산 확정일이 이틀 늦어집니다. 자세한 일정은 공지사항에서 확인해 주세요.',
      link: '/customer-service/notice',
      daysAgo: 21,
      readAfterDays: 1,
    },
    {
      kind: 'PRESCRIPTION_COMPLETED',
      title: '처방 실적 입력이 완료되었습니다',
      body: '접수하신 EDI의 제품 입력이 끝났습니다. 처방 실적에서 제품별 수량과 금액을 확인해 주세요.',
      link: '/prescriptions',
      daysAgo: 6,
      readAfterDays: null,
    },
    {
      kind: 'SYSTEM',
      title: '서비스 점검 안내',
      body: '일요일 새벽 2시부터 4시까지 시스템 점검으로 포털을 잠시 이용할 수 없습니다. 이용에 참고해 주세요.',
      link: null,
      daysAgo: 3,
      readAfterDays: null,
    },
    {
      kind: 'SETTLEMENT_CONFIRMED',
      title: '정산이 확정되었습니다',
      body: '이번 달 정산 금액이 확정되었습니다. 정산 내역을 확인하고 정산요청 또는 이의신청을 남겨 주세요.',
      link: '/settlement-list',
      daysAgo: 1,
      readAfterDays: null,
    },
  ],
  demo_org: [
    {
      kind: 'CSO_APPROVED',
      title: 'CSO 신고증이 승인되었습니다',
      body: '제출하신 CSO 신고증을 확인했습니다. 신고증 유효기간이 끝나기 전에 새 신고증을 올려 주세요.',
      link: '/compliance',
      daysAgo: 45,
      readAfterDays: 2,
    },
    {
      kind: 'SETTLEMENT_REQUEST_ANSWERED',
      title: '정산 문의에 답변이 등록되었습니다',
      body: '남기신 이의신청을 검토했습니다. 거래처별 금액을 다시 확인해 주세요.',
      link: '/settlement-list',
      daysAgo: 14,
      readAfterDays: 0,
    },
    {
      kind: 'PRESCRIPTION_COMPLETED',
      title: '처방 실적 입력이 완료되었습니다',
      body: '접수하신 EDI의 제품 입력이 끝났습니다. 처방 실적에서 제품별 수량과 금액을 확인해 주세요.',
      link: '/prescriptions',
      daysAgo: 4,
      readAfterDays: null,
    },
    {
      kind: 'SETTLEMENT_CONFIRMED',
      title: '정산이 확정되었습니다',
      body: '이번 달 정산 금액이 확정되었습니다. 정산 내역을 확인하고 정산요청 또는 이의신청을 남겨 주세요.',
      link: '/settlement-list',
      daysAgo: 2,
      readAfterDays: null,
    },
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedNotifications(db: Db, now = new Date()): Promise<number> {
  const owners = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, Object.keys(plans)));
  let added = 0;
  for (const owner of owners) {
    const [existing] = await db.select({ n: count() }).from(notifications).where(eq(notifications.memberId, owner.id));
    if ((existing?.n ?? 0) > 0) continue;
    const plan = plans[owner.userId as keyof typeof plans];
    const rows = plan.map((n) => {
      const createdAt = new Date(now.getTime() - n.daysAgo * DAY_MS);
      const readAt = n.readAfterDays === null ? null : new Date(createdAt.getTime() + n.readAfterDays * DAY_MS + 60 * 60 * 1000);
      return { memberId: owner.id, kind: n.kind, title: n.title, body: n.body, link: n.link, createdAt, readAt };
    });
    await db.insert(notifications).values(rows);
    added += rows.length;
  }
  return added;
}
