import { useEffect, useRef, useState } from 'react';
import { cx } from 'styled-system/css';
import { compliance, complianceAudit, table } from 'styled-system/recipes';
import { cardTableParts as ct } from '../../ui/Table/card-table';
import { AuditAction, AuditEntity } from '../../api/compliance-enums';
import type { AuditEntry, Page } from '../../api/types';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons';
import { Pagination } from '../../ui/Pagination';
import { api } from './api';
import { AuditChanges } from './AuditChanges';
import { AUDIT_HEADERS, AuditSkeletonRows, AuditTable, AuditTrailSection } from './AuditTrailFrame';

export interface AuditTrailProps {
  /** When this changes (the page's data after a change), the trail loads again: the change wrote a row. */
  refreshKey?: unknown;
  pageSize?: number;
}

export const AUDIT_PAGE_SIZE = 10;

const s = compliance();
const a = complianceAudit();
const t = table();
/** What a request asked for, and what it answered. */
interface Answer {
  page: number;
  size: number;
  attempt: number;
  refreshKey: unknown;
  result: Page<AuditEntry> | null;
  failed: boolean;
}

const actionTone = { CREATE: 'success', UPDATE: 'info', DELETE: 'danger' } as const satisfies Record<AuditAction, string>;

/**
 * 변경 기록: every create, change and delete of the member's compliance records, notices, contract versions and
 * expenditure entries, newest first, a page at a time; a row opens onto the fields it changed.
 */
export function AuditTrail({ refreshKey, pageSize = AUDIT_PAGE_SIZE }: AuditTrailProps) {
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const ticket = useRef(0);

  useEffect(() => {
    // Only the latest request may show its answer (a slow page must not replace a newer one).
    const mine = ++ticket.current;
    const asked = { page, size: pageSize, attempt, refreshKey };
    api.records.auditLog({ page, size: pageSize }).then(
      (result) => mine === ticket.current && setAnswer({ ...asked, result, failed: false }),
      () => mine === ticket.current && setAnswer((last) => ({ ...asked, result: last?.result ?? null, failed: true })),
    );
  }, [page, pageSize, attempt, refreshKey]);

  // Loading until the answer is the one of what is asked now; the last list stays on screen meanwhile.
  const loading =
    !answer || answer.page !== page || answer.size !== pageSize || answer.attempt !== attempt || answer.refreshKey !== refreshKey;
  const result = answer?.result ?? null;
  const failed = answer?.failed ?? false;

  const retry = () => setAttempt((n) => n + 1);
  const toggle = (id: number) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const errorLine = (
    <>
      <span>변경 기록을 불러오지 못했습니다.</span>
      <Button type="button" variant="outline" tone="neutral" size="sm" onClick={retry} loading={loading} loadingText="불러오는 중…">
        다시 시도
      </Button>
    </>
  );

  return (
    <AuditTrailSection
      loading={loading}
      turning={!!answer && answer.page !== page}
      summary={result && result.totalElements > 0 ? `전체 ${formatNumber(result.totalElements)}건 · 최근 순` : undefined}
    >
      {failed && !result ? (
        <div className={s.inlineError} role="alert">
          {errorLine}
        </div>
      ) : result && result.totalElements === 0 ? (
        <p className={s.muted}>아직 변경 기록이 없습니다. 서류, 재위탁 통보, 재위탁계약, 지출 기록을 등록하거나 바꾸면 여기에 남습니다.</p>
      ) : (
        <>
          {failed ? (
            <Callout tone="danger" role="alert" className={s.reloadError}>
              {errorLine}
            </Callout>
          ) : null}
          <AuditTable>
            {result === null ? (
              <AuditSkeletonRows />
            ) : (
              result.content.map((entry) => (
                <AuditRow key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
              ))
            )}
          </AuditTable>
          {result && result.totalPages > 1 ? (
            <Pagination
              className={a.pager}
              count={result.totalElements}
              pageSize={pageSize}
              page={page + 1}
              siblingCount={1}
              onPageChange={(p) => setPage(p - 1)}
              aria-label="변경 기록 페이지"
            />
          ) : null}
        </>
      )}
    </AuditTrailSection>
  );
}

function AuditRow({ entry, open, onToggle }: { entry: AuditEntry; open: boolean; onToggle: () => void }) {
  const entity = AuditEntity.label(entry.entity);
  const action = AuditAction.label(entry.action);
  const detailId = `audit-change-${entry.id}`;
  return (
    <tbody className={cx(t.body, ct.item)} data-action={entry.action}>
      <tr className={cx(t.row, ct.row)}>
        <td className={cx(t.cell, ct.cell, ct.wide, a.when)} data-label="일시">
          {formatDateTime(entry.at)}
        </td>
        <th scope="row" className={cx(t.cell, ct.cell, ct.full, ct.start, ct.first)} data-label="대상">
          <span className={a.target}>
            <span className={a.entity}>{entity}</span>
            <span className={a.summary}>{entry.summary}</span>
          </span>
        </th>
        <td className={cx(t.cell, ct.cell)} data-label="작업">
          <Badge tone={actionTone[entry.action]} size="sm">
            {action}
          </Badge>
        </td>
        <td className={cx(t.cell, ct.cell, ct.wide)} data-label="작업자">
          {entry.actorName}
        </td>
        <td className={cx(t.cell, ct.cell)}>
          <Button
            type="button"
            variant="link"
            size="sm"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={`${entity} ${entry.summary} ${action} 변경 내용`}
            onClick={onToggle}
          >
            변경 내용
            {open ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
          </Button>
        </td>
      </tr>
      <tr id={detailId} className={cx(t.row, ct.row)} hidden={!open}>
        <td colSpan={AUDIT_HEADERS.length} className={a.changeCell}>
          {open ? <AuditChanges entry={entry} /> : null}
        </td>
      </tr>
    </tbody>
  );
}
