import * as v from 'valibot';
import { NotificationKind } from '../notification-enums';
import { fields, id, line, multiLine, oneOf, paging, requiredLine } from './common';

// The members' notifications (알림): the list's paging, and what a notification may hold when a decision writes one
// (src/server/notifications/notify.ts checks every notification with this schema before it is stored).

/** A page of the list holds at most this many; the screen shows NOTIFICATIONS_PER_SCREEN. */
export const NOTIFICATION_PAGE_SIZE_MAX = 50;
/** The page size of /notifications. */
export const NOTIFICATIONS_PER_SCREEN = 20;
/** One line: 「계약이 승인되었습니다」. */
export const NOTIFICATION_TITLE_MAX = 100;
/** A few plain sentences, a rejection reason included. */
export const NOTIFICATION_BODY_MAX = 1_000;
/** A site path with its query. */
export const NOTIFICATION_LINK_MAX = 500;

/** `GET /v1/notifications`: newest first. */
export const notificationListQuerySchema = fields({ ...paging(NOTIFICATION_PAGE_SIZE_MAX) });
export type NotificationListQuery = v.InferInput<typeof notificationListQuerySchema>;

/**
 * A path of this site (`/settlement-list?month=…`): one leading slash, never `//host` or `/\host` (which a browser
 * reads as another site), no spaces.
 */
export const isSitePath = (s: string) => /^\/(?![/\\])\S*$/.test(s);

/** What a decision writes (not a request of the members' API: the console's domain calls notify with it). */
export const notificationInputSchema = fields({
  memberId: id('회원 번호(memberId)'),
  kind: oneOf('알림 종류(kind)', NotificationKind.values),
  title: requiredLine('알림 제목(title)', NOTIFICATION_TITLE_MAX),
  body: multiLine('알림 내용(body)', NOTIFICATION_BODY_MAX),
  link: v.nullish(
    v.pipe(line('알림 링크(link)', NOTIFICATION_LINK_MAX), v.check(isSitePath, '알림 링크(link)는 /로 시작하는 사이트 경로여야 합니다.')),
    null,
  ),
});
export type NotificationInput = v.InferInput<typeof notificationInputSchema>;
