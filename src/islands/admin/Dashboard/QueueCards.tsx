import { consoleDashboard } from 'styled-system/recipes';
import { AdminPermission, ConsoleQueue } from '../../../api/staff-enums';
import type { ConsoleDashboard } from '../../../api/types';
import { entryOfQueue, hrefOf } from '../../../lib/console-menu';
import { formatNumber } from '../../../lib/format';
import { waitedFor } from '../../../lib/relative-time';
import { Badge } from '../../../ui/Badge/Badge';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';

export interface QueueCardsProps {
  dashboard: ConsoleDashboard;
  /** The moment of the render (the oldest item's age is counted from it). */
  now: number;
}

const s = consoleDashboard();
const EMPTY = '처리할 항목이 없습니다';

/**
 * The dashboard's cards: one per queue the staff member may work, with how many items wait and how long the oldest
 * has waited (an empty queue says 「처리할 항목이 없습니다」), each a link to its list (the menu entry that answers the
 * queue); without any queue, the empty state. Then the permissions held. Rendered on the server only (no hooks).
 */
export function QueueCards({ dashboard, now }: QueueCardsProps) {
  return (
    <div className={s.root}>
      <section className={s.section} aria-labelledby="queues-title">
        <h2 id="queues-title" className={s.label}>
          처리 대기
        </h2>
        {dashboard.queues.length === 0 ? (
          <EmptyState title={EMPTY} description="맡은 권한의 대기 목록이 생기면 여기에 표시됩니다." />
        ) : null}
        {dashboard.queues.length ? (
          <ul className={s.grid}>
            {dashboard.queues.map((q) => {
              const entry = entryOfQueue(q.queue);
              const label = ConsoleQueue.label(q.queue);
              return (
                <li key={q.queue}>
                  <a className={s.card} href={entry ? hrefOf(entry) : undefined} data-waiting={q.count > 0} data-queue={q.queue}>
                    <span className={s.label}>{label}</span>
                    <span>
                      <span className={s.count}>{formatNumber(q.count)}</span>
                      <span className={s.unit}>건</span>
                    </span>
                    <span className={s.age}>{q.count && q.oldestAt ? `가장 오래된 항목 ${waitedFor(q.oldestAt, now)}` : EMPTY}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      <section className={s.section} aria-labelledby="permissions-title">
        <h2 id="permissions-title" className={s.label}>
          내 권한
        </h2>
        {dashboard.permissions.length ? (
          <ul className={s.permissionList}>
            {dashboard.permissions.map((p) => (
              <li key={p}>
                <Badge tone="brand">{AdminPermission.label(p)}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.age}>아직 받은 권한이 없습니다. 권한관리 담당자에게 요청해 주세요.</p>
        )}
      </section>
    </div>
  );
}
