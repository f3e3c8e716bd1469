import { cx } from 'styled-system/css';
// This part is rendered on the server only (never hydrated), so a pattern's css() never runs in the browser.
// eslint-disable-next-line no-restricted-imports
import { box, flex, stack, wrap } from 'styled-system/patterns';
import { badge, button, srOnly, text } from 'styled-system/recipes';
import { NOTIFICATION_SENDER, NotificationKind } from '../../api/notification-enums';
import type { NotificationItem } from '../../api/types';
import { formatDateTime } from '../../lib/format';
import { EmptyState } from '../../ui/EmptyState';

export interface NotificationListProps {
  /** The page's notifications, newest first; null when they could not be loaded. */
  items: NotificationItem[] | null;
  /** How many the member has in all (an empty page past the end says so). */
  total: number;
  /** Where 다시 시도 and 첫 페이지로 lead. */
  retryHref: string;
  firstPageHref: string;
}

// The page renders this without hydrating it, so its styles are the kit's recipes and patterns every page already
// carries (a recipe of its own would land in the render-blocking stylesheet of every page).
const s = {
  list: stack({ gap: '0', listStyle: 'none', borderTopWidth: '1px', borderColor: 'border' }),
  item: box({ borderBottomWidth: '1px', borderColor: 'border' }),
  entry: flex({
    gap: '3',
    align: 'flex-start',
    px: { base: '2', md: '4' },
    py: '4',
    color: 'fg.default',
    textDecoration: 'none',
    borderRadius: 'md',
    _hover: { bg: 'surface.hover' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
  }),
  dot: box({ flexShrink: 0, w: '2', h: '2', mt: '2', borderRadius: 'full' }),
  unreadDot: box({ bg: 'brand' }),
  content: stack({ gap: '1.5', flex: 1, minW: 0 }),
  meta: wrap({ gap: '2', align: 'center' }),
  time: text({ textStyle: 'smallText.R', tone: 'muted' }),
  title: text({ textStyle: 'largeText.M', wrap: true }),
  unreadTitle: text({ textStyle: 'largeText.B', wrap: true }),
  body: cx(text({ textStyle: 'mediumText.R', tone: 'muted', wrap: true }), box({ whiteSpace: 'pre-line' })),
  readForm: box({ flexShrink: 0 }),
};

function Entry({ n }: { n: NotificationItem }) {
  const unread = n.readAt === null;
  const inner = (
    <>
      <span className={cx(s.dot, unread && s.unreadDot)} aria-hidden="true" />
      <span className={s.content}>
        <span className={s.meta}>
          <span className={badge({ tone: unread ? 'brand' : 'neutral', variant: 'subtle', size: 'sm' })}>
            {NotificationKind.label(n.kind)}
          </span>
          {unread ? <span className={srOnly()}>읽지 않음</span> : null}
          <span className={s.time}>
            <time dateTime={`${n.createdAt}Z`}>{formatDateTime(n.createdAt)}</time> · {NOTIFICATION_SENDER}
          </span>
        </span>
        <span className={unread ? s.unreadTitle : s.title}>{n.title}</span>
        {n.body ? <span className={s.body}>{n.body}</span> : null}
      </span>
    </>
  );
  return (
    <li className={s.item} data-unread={unread ? '' : undefined} data-testid="notification-item">
      {n.link ? (
        // Opening it marks it read (src/browser/notifications.ts) before the page it leads to loads.
        <a href={n.link} className={s.entry} data-notification-id={n.id} data-unread={unread ? '' : undefined}>
          {inner}
        </a>
      ) : (
        <div className={s.entry}>
          {inner}
          {unread ? (
            <form method="post" className={s.readForm}>
              <input type="hidden" name="read" value={n.id} />
              <button type="submit" className={button({ variant: 'outline', tone: 'neutral', size: 'sm' })}>
                <span className={srOnly()}>{n.title} </span>읽음
              </button>
            </form>
          ) : null}
        </div>
      )}
    </li>
  );
}

/**
 * 알림: the member's notifications newest first, the unread ones marked (a dot, a bold title, 「읽지 않음」 for screen
 * readers), each from 운영팀 with its kind and time; one that leads somewhere is a link, one that does not has its own
 * 읽음 button. Empty: 「새 알림이 없습니다.」. No hooks: the page renders it as plain HTML.
 */
export function NotificationList({ items, total, retryHref, firstPageHref }: NotificationListProps) {
  if (!items)
    return (
      <div role="alert">
        <EmptyState
          tone="danger"
          title="알림 목록을 불러오는 중 오류가 발생했습니다."
          description="잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터(070-8666-1102)로 문의해 주세요."
          action={
            <a href={retryHref} className={button({ variant: 'outline', tone: 'neutral', size: 'md' })}>
              다시 시도
            </a>
          }
        />
      </div>
    );
  if (items.length === 0)
    return total > 0 ? (
      <EmptyState
        title="이 페이지에는 알림이 없습니다."
        action={
          <a href={firstPageHref} className={button({ variant: 'outline', tone: 'brand', size: 'sm' })}>
            첫 페이지로
          </a>
        }
      />
    ) : (
      <EmptyState title="새 알림이 없습니다." description="계약, 실적, 정산 소식과 문의 답변이 생기면 여기에서 알려 드립니다." />
    );
  return (
    <ul className={s.list} aria-label="알림 목록">
      {items.map((n) => (
        <Entry key={n.id} n={n} />
      ))}
    </ul>
  );
}
