import { cx } from 'styled-system/css';
import { badge, button, siteHeader, srOnly } from 'styled-system/recipes';
import { bellFigure, bellLabel } from './bell-label';

export interface NotificationBellProps {
  /** Unread notifications; null when the count could not be read (the bell still leads to the list). */
  count: number | null;
  /** The page is /notifications itself. */
  current?: boolean;
}

/**
 * The header's bell for signed-in members: a link to /notifications whose name says how many are unread
 * (「알림 3개 읽지 않음」, its hidden text), with the figure on its corner. No hooks: the header renders it as plain HTML on every page.
 */
export function NotificationBell({ count, current }: NotificationBellProps) {
  const s = siteHeader();
  const figure = bellFigure(count);
  return (
    <a
      href="/notifications"
      className={cx(button({ variant: 'ghost', tone: 'neutral', iconOnly: true }), s.bell)}
      aria-current={current ? 'page' : undefined}
      title="알림"
      data-testid="notification-bell"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9zM10 19a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* The name comes from this text, not aria-label: the figure beside it is hidden from screen readers, so what they
          read (「알림 128개 읽지 않음」) never disagrees with a label while the eye sees 99+. */}
      <span className={srOnly()}>{bellLabel(count)}</span>
      {figure ? (
        <span
          className={cx(badge({ tone: 'danger', variant: 'solid', size: 'sm' }), s.bellCount)}
          aria-hidden="true"
          data-testid="notification-count"
        >
          {figure}
        </span>
      ) : null}
    </a>
  );
}
