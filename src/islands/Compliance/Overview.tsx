import { compliance, srOnly } from 'styled-system/recipes';
import { ComplianceStatus } from '../../api/compliance-enums';
import type { ComplianceItem, ComplianceReminder } from '../../api/types';
import { formatNumber } from '../../lib/format';
import { statusCounts } from './items-view';
import { isPlainClick } from './plain-click';
import { ReminderList } from './ReminderList';

export interface OverviewProps {
  /** Every item (not only the filtered ones). */
  items: ComplianceItem[];
  reminders: ComplianceReminder[] | null;
  /** The list's address filtered to a status (a link that works before the island runs). */
  hrefOf: (status: ComplianceStatus) => string;
  onStatus: (status: ComplianceStatus) => void;
}

/** What needs doing, in three figures. */
const FIGURES = ['OVERDUE', 'MISSING', 'DUE_SOON'] as const satisfies readonly ComplianceStatus[];

const s = compliance();

/** The page's top: how many items are late, missing or due soon (each a filter of the list), and the latest reminders. */
export function Overview({ items, reminders, hrefOf, onStatus }: OverviewProps) {
  const counts = statusCounts(items);
  return (
    <div className={s.overview}>
      <section aria-labelledby="compliance-summary-title">
        <h2 id="compliance-summary-title" className={srOnly()}>
          요약
        </h2>
        <ul className={s.figures}>
          {FIGURES.map((status) => (
            <li key={status}>
              <a
                className={s.figure}
                data-status={status}
                data-zero={counts[status] === 0 ? '' : undefined}
                href={hrefOf(status)}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  onStatus(status);
                }}
              >
                <span className={s.figureLabel}>{ComplianceStatus.label(status)}</span>
                <span className={s.figureValue}>
                  {formatNumber(counts[status])}
                  <span className={s.figureUnit}>건</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <ReminderList reminders={reminders} />
    </div>
  );
}
