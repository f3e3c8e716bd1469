import type { MouseEvent } from 'react';
import { compliance } from 'styled-system/recipes';
import type { ComplianceItem, ComplianceRecord } from '../../api/types';
import type { ComplianceFilter } from '../../lib/compliance-query';
import { COMPLIANCE_RULES, type Day } from '../../lib/compliance-rules';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Callout } from '../../ui/Callout';
import { EmptyState } from '../../ui/EmptyState';
import { dealerNames, filterItems, ofSubject, sortItems, statusCounts } from './items-view';
import { ItemFilters } from './ItemFilters';
import { ItemList } from './ItemList';
import { isPlainClick } from './plain-click';

export interface ItemsSectionProps {
  /** Every item, in any order; null before the first load. */
  items: ComplianceItem[] | null;
  records: ComplianceRecord[] | null;
  filter: ComplianceFilter;
  today: Day;
  loading?: boolean;
  /** Contract members manage dealers (/dealers); CSO members have none. */
  canManageDealers: boolean;
  hrefOf: (filter: ComplianceFilter) => string;
  onFilter: (filter: ComplianceFilter) => void;
  onRecord: (item: ComplianceItem) => void;
}

const s = compliance();

/** 준수 항목: the filters, the sorted list, and what to do when there is nothing to show. */
export function ItemsSection({ items, records, filter, today, loading, canManageDealers, hrefOf, onFilter, onRecord }: ItemsSectionProps) {
  const all = items ?? [];
  const rows = items && sortItems(filterItems(items, filter));
  const counts = statusCounts(all.filter((i) => ofSubject(i, filter.subject)));
  const dealers = dealerNames(all);
  const filtered = filter.status !== null || filter.subject !== null;
  const refresherDue = rows?.some((i) => i.kind === 'REFRESHER_TRAINING' && i.dueDate);
  return (
    <section className={s.section} aria-labelledby="compliance-items-title" aria-busy={loading || undefined}>
      <div className={s.sectionHead}>
        <h2 id="compliance-items-title" className={s.title}>
          준수 항목
        </h2>
        {rows ? (
          <p className={s.count} role="status">
            {filtered ? `${formatNumber(rows.length)}건 / 전체 ${formatNumber(all.length)}건` : `전체 ${formatNumber(all.length)}건`}
          </p>
        ) : null}
      </div>
      <ItemFilters filter={filter} counts={counts} dealers={dealers} hrefOf={hrefOf} onChange={onFilter} />
      {rows && rows.length === 0 ? (
        <EmptyState
          title="조건에 맞는 항목이 없습니다."
          action={
            <Button
              variant="outline"
              tone="neutral"
              size="sm"
              href={hrefOf({ status: null, subject: null })}
              onClick={(e: MouseEvent) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                onFilter({ status: null, subject: null });
              }}
            >
              필터 지우기
            </Button>
          }
        />
      ) : (
        <ItemList items={rows} records={records} today={today} loading={loading} onRecord={onRecord} />
      )}
      {refresherDue ? (
        <Callout tone="info" className={s.note}>
          보수교육 기한: {COMPLIANCE_RULES.refresherTraining.unverified} 아래 「계산 기준」을 참고하세요.
        </Callout>
      ) : null}
      {items && dealers.length === 0 ? (
        <EmptyState
          size="sm"
          title="등록된 딜러가 없습니다"
          description={
            canManageDealers
              ? '딜러를 등록하면 딜러마다 신고증·교육 항목과 재위탁 통보가 이 화면에 나타납니다.'
              : '재위탁한 딜러가 생기면 딜러의 신고증·교육 항목도 이 화면에서 관리합니다.'
          }
          action={
            canManageDealers ? (
              <Button variant="outline" tone="brand" size="sm" href="/dealers">
                소속딜러 관리로 가기
              </Button>
            ) : undefined
          }
        />
      ) : null}
    </section>
  );
}
