import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { compliance, complianceAudit, table } from 'styled-system/recipes';
import { cardTableParts as ct } from '../../ui/Table/card-table';
import { Skeleton } from '../../ui/Skeleton';

// The audit trail's frame: its section, title and table head, and the skeleton rows of a page still loading. The trail
// (AuditTrail.tsx, with the pager and the change view) loads only when the section comes near the viewport; until then
// the page shows this frame, the same markup as the trail's own first render, so nothing moves when it takes over.

const s = compliance();
const a = complianceAudit();
const t = table();
// A table from `md` up; below it one card per entry: what it was about, then when, the action and who.
export const AUDIT_HEADERS = ['일시', '대상', '작업', '작업자', '변경 내용'] as const;

export interface AuditTrailSectionProps {
  loading: boolean;
  /** A new page is on its way (the rows on screen are the last page's). */
  turning?: boolean;
  /** The line beside the title once entries are known; the trail's purpose before. */
  summary?: string;
  /** The frame stands in for the trail whose module has not loaded yet. */
  placeholder?: boolean;
  children: ReactNode;
}

/** 변경 기록: the section with its title. */
export function AuditTrailSection({ loading, turning, summary, placeholder, children }: AuditTrailSectionProps) {
  return (
    <section
      className={cx(s.section, a.trail)}
      aria-labelledby="compliance-audit-title"
      aria-busy={loading || undefined}
      data-turning={turning ? '' : undefined}
      data-placeholder={placeholder ? '' : undefined}
    >
      <div className={s.sectionHead}>
        <h2 id="compliance-audit-title" className={s.title}>
          변경 기록
        </h2>
        <p className={s.muted}>{summary ?? '누가 언제 무엇을 등록·변경·삭제했는지 남깁니다. 기록은 고치거나 지울 수 없습니다.'}</p>
      </div>
      {children}
    </section>
  );
}

/** The trail's table: caption and column heads; each entry is a <tbody>. */
export function AuditTable({ children }: { children: ReactNode }) {
  return (
    <div className={cx(t.container, s.tableBox)}>
      <table className={cx(t.table, ct.table)}>
        <caption className={t.caption}>변경 기록</caption>
        <thead className={cx(t.head, ct.head)}>
          <tr className={t.headerRow}>
            {AUDIT_HEADERS.map((h) => (
              <th key={h} scope="col" className={t.headerCell} data-align={h === '대상' ? 'start' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export function AuditSkeletonRows() {
  return [0, 1, 2].map((i) => (
    <tbody key={i} className={cx(t.body, ct.item)}>
      <tr className={cx(t.row, ct.row)}>
        {AUDIT_HEADERS.map((h) => (
          <td key={h} className={cx(t.cell, ct.cell)}>
            <Skeleton width="5rem" />
          </td>
        ))}
      </tr>
    </tbody>
  ));
}

/** The trail before its module has loaded: the frame with skeleton rows. */
export function AuditTrailPlaceholder() {
  return (
    <AuditTrailSection loading placeholder>
      <AuditTable>
        <AuditSkeletonRows />
      </AuditTable>
    </AuditTrailSection>
  );
}
