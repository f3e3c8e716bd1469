import { cx } from 'styled-system/css';
import { compliance, table } from 'styled-system/recipes';
import { cardTableParts as ct } from '../../ui/Table/card-table';
import { ComplianceKind } from '../../api/compliance-enums';
import type { ComplianceItem, ComplianceRecord } from '../../api/types';
import type { Day } from '../../lib/compliance-rules';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { useHydrated } from '../shared/use-hydrated';
import { dueLine, itemKey, subjectName } from './items-view';
import { ComplianceStatusBadge } from '../../ui/Badge/ComplianceStatusBadge';

export interface ItemListProps {
  /** Sorted and filtered; null while nothing is loaded yet (skeleton rows). */
  items: ComplianceItem[] | null;
  /** The records the items point to (`recordId`), for the day a finished item was done. */
  records: ComplianceRecord[] | null;
  today: Day;
  loading?: boolean;
  onRecord: (item: ComplianceItem) => void;
}

const s = compliance();
const t = table();
// A table from `md` up, one card per item below it (the list screens' card table).
const HEADERS = ['대상', '항목', '상태', '기한', '등록'];

/** 준수 항목: one row per item (whose, what, status, due date in partners' words) with 「등록」 to record a document. */
export function ItemList({ items, records, today, loading, onRecord }: ItemListProps) {
  const hydrated = useHydrated();
  const recordOf = (item: ComplianceItem) => (item.recordId == null ? null : records?.find((r) => r.id === item.recordId));
  return (
    <div className={cx(t.container, s.tableBox)}>
      <table className={cx(t.table, ct.table)} aria-busy={loading || undefined}>
        <caption className={t.caption}>준수 항목</caption>
        <thead className={cx(t.head, ct.head)}>
          <tr className={t.headerRow}>
            {HEADERS.map((h, i) => (
              <th key={h} scope="col" className={t.headerCell} data-align={i < 2 ? 'start' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {items === null
          ? [0, 1, 2].map((i) => (
              <tbody key={i} className={cx(t.body, ct.item)}>
                <tr className={cx(t.row, ct.row)}>
                  {HEADERS.map((h) => (
                    <td key={h} className={cx(t.cell, ct.cell)}>
                      <Skeleton width="4rem" />
                    </td>
                  ))}
                </tr>
              </tbody>
            ))
          : items.map((item) => {
              const subject = subjectName(item);
              const kind = ComplianceKind.label(item.kind);
              const due = dueLine(item, today, recordOf(item));
              return (
                <tbody key={itemKey(item)} className={cx(t.body, ct.item)} data-status={item.status}>
                  <tr className={cx(t.row, ct.row)}>
                    <th scope="row" className={cx(t.cell, ct.cell, ct.full, ct.start, ct.kicker)} data-label="대상">
                      {subject}
                    </th>
                    <td className={cx(t.cell, ct.cell, ct.full, ct.start, s.kind)} data-label="항목">
                      {kind}
                    </td>
                    <td className={cx(t.cell, ct.cell)} data-label="상태">
                      <ComplianceStatusBadge status={item.status} />
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.wide, s.due)} data-label="기한" data-status={item.status}>
                      {due.text}
                      {due.dDay ? <strong className={s.dDay}>{due.dDay}</strong> : null}
                    </td>
                    <td className={cx(t.cell, ct.cell, ct.full, s.actionCell)}>
                      <Button
                        type="button"
                        size="sm"
                        variant={item.status === 'DONE' ? 'outline' : 'solid'}
                        tone={item.status === 'DONE' ? 'neutral' : 'brand'}
                        disabled={!hydrated}
                        aria-label={`${subject} ${kind} 등록`}
                        onClick={() => onRecord(item)}
                      >
                        등록
                      </Button>
                    </td>
                  </tr>
                </tbody>
              );
            })}
      </table>
    </div>
  );
}
