import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsMarked, NotificationUnreadCount, Page } from '../../src/api/types';
import { NotificationKind } from '../../src/api/enums';
import { members, notifications } from '../../src/server/db/schema';
import { cleanUploads } from '../../src/server/files/upload-cleanup';
import { ApiHttpError } from '../../src/server/http';
import { markRead } from '../../src/server/notifications/inbox';
import { notify } from '../../src/server/notifications/notify';
import { NOTIFICATION_RETENTION_DAYS, sweepOldNotifications } from '../../src/server/notifications/retention';
import { getDb } from '../../src/server/runtime/database';
import { getAs, send, type Who } from './content-helpers';
import './helpers';

// The members' notifications: notify writes one (alone or inside a decision's transaction), the member lists them
// newest first, counts the unread, marks one or all read; nobody reaches another member's; the hourly cleanup deletes
// those past NOTIFICATION_RETENTION_DAYS.

const idOf = new Map<Who, number>();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const db = await getDb();
  const rows = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(inArray(members.userId, ['demo_member', 'demo_cso', 'demo_partner']));
  for (const r of rows) idOf.set(r.userId as Who, r.id);
});

const memberOf = (who: Who) => idOf.get(who) as number;
const list = (who: Who | null, query = '') => getAs<Page<NotificationItem>>(who, `/v1/notifications${query}`);
const unread = async (who: Who) => (await getAs<NotificationUnreadCount>(who, '/v1/notifications/unread-count')).body.count;

async function write(who: Who, title: string, extra: Partial<Parameters<typeof notify>[1]> = {}) {
  return notify(await getDb(), {
    memberId: memberOf(who),
    kind: 'SETTLEMENT_CONFIRMED',
    title,
    body: '정산 금액이 확정되었습니다. 정산 내역에서 확인해 주세요.',
    link: '/settlement-list',
    ...extra,
  });
}

describe('a member’s notifications', () => {
  it('lists the member’s own newest first, counts the unread, and marks one and then all read', async () => {
    const before = await unread('demo_member');
    const first = await write('demo_member', '첫 번째 알림', { kind: 'CONTRACT_APPROVED', link: '/partner-contract' });
    const second = await write('demo_member', '두 번째 알림', { kind: 'SYSTEM', link: null, body: '점검 안내\n새벽 2시부터 4시까지' });
    const third = await write('demo_member', '세 번째 알림');
    expect(await unread('demo_member')).toBe(before + 3);

    const { status, body, res } = await list('demo_member', '?page=0&size=2');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.size).toBe(2);
    expect(body.content.map((n) => n.id)).toEqual([third, second]);
    expect(body.content[1]).toEqual({
      id: second,
      kind: 'SYSTEM',
      title: '두 번째 알림',
      body: '점검 안내\n새벽 2시부터 4시까지',
      link: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      readAt: null,
    });
    const next = await list('demo_member', '?page=1&size=2');
    expect(next.body.content[0]?.id).toBe(first);
    expect(next.body.totalElements).toBe(body.totalElements);
    // Without paging: the screen's 20 a page.
    expect((await list('demo_member')).body.size).toBe(20);

    const read = await send('demo_member', 'POST', `/v1/notifications/${second}/read`);
    expect(read.status).toBe(200);
    const marked = read.json as unknown as NotificationItem;
    expect(marked.id).toBe(second);
    expect(marked.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await unread('demo_member')).toBe(before + 2);
    // Opening it again keeps the first time it was read.
    const again = (await send('demo_member', 'POST', `/v1/notifications/${second}/read`)).json as unknown as NotificationItem;
    expect(again.readAt).toBe(marked.readAt);
    expect(await unread('demo_member')).toBe(before + 2);

    const all = await send('demo_member', 'POST', '/v1/notifications/read-all');
    expect(all.status).toBe(200);
    expect((all.json as unknown as NotificationsMarked).marked).toBe(before + 2);
    expect(await unread('demo_member')).toBe(0);
    expect((await list('demo_member')).body.content.every((n) => n.readAt !== null)).toBe(true);
    expect(((await send('demo_member', 'POST', '/v1/notifications/read-all')).json as unknown as NotificationsMarked).marked).toBe(0);
  });

  it('shows the demo partner the seeded notifications, some unread', async () => {
    const { body } = await list('demo_partner');
    expect(body.totalElements).toBeGreaterThanOrEqual(4);
    expect(body.content.some((n) => n.readAt === null)).toBe(true);
    expect(body.content.some((n) => n.readAt !== null)).toBe(true);
    expect(await unread('demo_partner')).toBe(body.content.filter((n) => n.readAt === null).length);
    for (const n of body.content) {
      expect(NotificationKind.is(n.kind)).toBe(true);
      expect(n.link === null || n.link.startsWith('/')).toBe(true);
    }
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    const id = await write('demo_member', '로그인 확인');
    for (const [method, path] of [
      ['GET', '/v1/notifications'],
      ['GET', '/v1/notifications/unread-count'],
      ['POST', `/v1/notifications/${id}/read`],
      ['POST', '/v1/notifications/read-all'],
    ] as const) {
      const res = await send(null, method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json?.message).toMatch(/[가-힣]/);
    }
  });

  it("answers 404 for another member's notification and neither shows nor changes it", async () => {
    const theirs = await write('demo_member', '다른 회원의 알림');
    const res = await send('demo_cso', 'POST', `/v1/notifications/${theirs}/read`);
    expect(res.status).toBe(404);
    expect(res.json?.message).toBe('알림을 찾을 수 없습니다.');
    expect((await list('demo_cso', '?size=50')).body.content.some((n) => n.id === theirs)).toBe(false);
    // Another member's 모두 읽음 leaves it unread too.
    await send('demo_cso', 'POST', '/v1/notifications/read-all');
    const [row] = await (await getDb()).select().from(notifications).where(eq(notifications.id, theirs));
    expect(row?.readAt).toBeNull();
    await expect(markRead(await getDb(), memberOf('demo_cso'), theirs)).rejects.toMatchObject({ status: 404 });
    // An id that names nothing at all.
    expect((await send('demo_member', 'POST', '/v1/notifications/2147483647/read')).status).toBe(404);
  });

  it('refuses a bad page or size with 400 in Korean, and a path id that is not an id with 404', async () => {
    for (const query of ['?page=-1', '?page=abc', '?size=0', '?size=51', '?size=1.5', '?page=1e3']) {
      const res = await list('demo_member', query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { message: string }).message, query).toMatch(/페이지/);
    }
    expect((await list('demo_member', '?size=50')).status).toBe(200);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await send('demo_member', 'POST', `/v1/notifications/${id}/read`);
      expect(res.status, id).toBe(404);
    }
  });
});

describe('notify', () => {
  it('refuses a notification that is not plain text to a path of this site', async () => {
    const bad: Partial<Parameters<typeof notify>[1]>[] = [
      { link: 'https://example.com/' },
      { link: '//example.com/' },
      { link: '/\\example.com' },
      { link: 'settlement-list' },
      { title: '' },
      { title: '가'.repeat(101) },
      { body: '가'.repeat(1_001) },
      { title: '제목\u0007' },
      { kind: 'STAFF_NOTE' as never },
      { memberId: 0 },
    ];
    for (const change of bad) {
      const error = await write('demo_member', '확인', change).catch((e: unknown) => e);
      expect(error, JSON.stringify(change)).toBeInstanceOf(ApiHttpError);
      expect((error as ApiHttpError).status).toBe(400);
      expect((error as ApiHttpError).body.message).toMatch(/[가-힣]/);
    }
  });

  it('writes inside the decision’s transaction: nothing when the decision rolls back', async () => {
    const db = await getDb();
    const title = '롤백되는 결정의 알림';
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, {
          memberId: memberOf('demo_member'),
          kind: 'CONTRACT_REJECTED',
          title,
          body: '서류를 다시 확인해 주세요.',
          link: null,
        });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    const kept = await db.transaction((tx) =>
      notify(tx, { memberId: memberOf('demo_member'), kind: 'CONTRACT_REJECTED', title: '남는 알림', body: '', link: '/partner-contract' }),
    );
    const rows = await db
      .select({ id: notifications.id, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberOf('demo_member')), inArray(notifications.title, [title, '남는 알림'])));
    expect(rows).toEqual([{ id: kept, title: '남는 알림' }]);
  });
});

describe('retention', () => {
  it(`deletes notifications older than ${NOTIFICATION_RETENTION_DAYS} days in the hourly cleanup, read or not`, async () => {
    const db = await getDb();
    const now = new Date();
    const aged = (days: number, read: boolean) => ({
      memberId: memberOf('demo_member'),
      kind: 'SYSTEM' as const,
      title: `${days}일 전 알림`,
      body: '',
      createdAt: new Date(now.getTime() - days * DAY_MS),
      readAt: read ? now : null,
    });
    const rows = await db
      .insert(notifications)
      .values([
        aged(NOTIFICATION_RETENTION_DAYS + 1, true),
        aged(NOTIFICATION_RETENTION_DAYS + 30, false),
        aged(NOTIFICATION_RETENTION_DAYS - 1, false),
      ])
      .returning({ id: notifications.id });
    const ids = rows.map((r) => r.id);
    expect(await sweepOldNotifications(db, now)).toBe(2);
    expect((await db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))).map((r) => r.id)).toEqual([
      ids[2],
    ]);
    // The same sweep is part of the cleanup round the server runs every hour.
    const round = await cleanUploads(db, new Date(now.getTime() + 2 * DAY_MS));
    expect(round.notifications).toBe(1);
    expect(await db.select().from(notifications).where(inArray(notifications.id, ids))).toEqual([]);
  });
});
