import { useState } from 'react';
import { dealerContracts, dealerManager } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Table, type TableColumn } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { NAME_MAX } from '../../api/schema/common';
import { ComplianceStatus } from '../../api/compliance-enums';
import type { Dealer } from '../../api/types';
import { ComplianceStatusBadge } from '../../ui/Badge/ComplianceStatusBadge';
import { complianceHref } from '../../lib/compliance-glance';
import { formatDate, formatNumber } from '../../lib/format';
import { useHydrated } from '../shared/use-hydrated';

export interface DealerListProps {
  /** The member's dealers in the server's order (by name, then company); null while none could be loaded. */
  dealers: Dealer[] | null;
  loading?: boolean;
  /** Why the list could not be loaded (Korean); shown with 다시 시도. */
  error?: string | null;
  onRetry?: () => void;
  /** Each dealer's worst compliance status, by dealer name; null when it could not be loaded (no column then). */
  complianceStatuses?: Record<string, ComplianceStatus> | null;
  /** Opens a dealer row's 재위탁계약 (its contract versions). */
  onContracts?: (dealer: Dealer) => void;
}

const s = dealerManager();
const c = dealerContracts();

/** Dealers whose name or drug company holds the keyword (the whole list is at hand: no request). */
export const filterDealers = (dealers: Dealer[], keyword: string) => {
  const k = keyword.trim().toLocaleLowerCase('ko-KR');
  return k ? dealers.filter((d) => d.displayName.toLocaleLowerCase('ko-KR').includes(k)) : dealers;
};

/** 2025년 10월 12일, which may break after the year on a narrow screen (never inside 10월 12일). */
function DateCell({ value }: { value: string }) {
  const [year, ...day] = formatDate(value).split(' ');
  return (
    <>
      <span className={s.keep}>{year}</span> <span className={s.keep}>{day.join(' ')}</span>
    </>
  );
}

/** The dealer's compliance status as a link to the compliance page filtered to them; a dash when they have none yet. */
function StatusCell({ name, status }: { name: string; status: ComplianceStatus | undefined }) {
  if (!status) return '-';
  return (
    <a className={s.status} href={complianceHref(name)} aria-label={`${name} 컴플라이언스 ${ComplianceStatus.label(status)}`}>
      <ComplianceStatusBadge status={status} />
    </a>
  );
}

/** The button that opens a dealer row's contract versions (it waits for the island: the dialog is the island's). */
function ContractsButton({ dealer, disabled, onOpen }: { dealer: Dealer; disabled: boolean; onOpen?: (dealer: Dealer) => void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      tone="neutral"
      disabled={disabled || !onOpen}
      aria-haspopup="dialog"
      aria-label={`${dealer.displayName} 재위탁 계약 보기`}
      onClick={() => onOpen?.(dealer)}
    >
      계약 보기
    </Button>
  );
}

/**
 * 소속딜러 목록: No (counting down), 딜러번호, 딜러명(제약사), 등록일, each dealer's compliance status when loaded, and the
 * button that opens the row's 재위탁계약, with a 딜러명 search over the loaded rows.
 */
export function DealerList({ dealers, loading = false, error, onRetry, complianceStatuses = null, onContracts }: DealerListProps) {
  const [keyword, setKeyword] = useState('');
  const hydrated = useHydrated();
  const rows = filterDealers(dealers ?? [], keyword);
  const columns: TableColumn<Dealer>[] = [
    { key: 'no', header: 'No', width: '3.5rem', render: (_, i) => rows.length - i },
    { key: 'id', header: '딜러번호', render: (d) => d.id },
    {
      key: 'displayName',
      header: '딜러명(제약사)',
      align: 'start',
      wrap: true,
      render: (d) => (
        <>
          <span className={s.name}>{d.displayName}</span>
          <span className={s.statusInline}>
            {complianceStatuses && complianceStatuses[d.dealerName] ? (
              <StatusCell name={d.dealerName} status={complianceStatuses[d.dealerName]} />
            ) : null}
            <ContractsButton dealer={d} disabled={!hydrated} onOpen={onContracts} />
          </span>
        </>
      ),
    },
    { key: 'createdAt', header: '등록일', wrap: true, render: (d) => <DateCell value={d.createdAt} /> },
  ];
  if (complianceStatuses)
    columns.push({
      key: 'compliance',
      header: '컴플라이언스',
      render: (d) => <StatusCell name={d.dealerName} status={complianceStatuses[d.dealerName]} />,
    });
  columns.push({
    key: 'contracts',
    header: '재위탁계약',
    render: (d) => <ContractsButton dealer={d} disabled={!hydrated} onOpen={onContracts} />,
  });
  return (
    <section className={s.panel} aria-labelledby="dealer-list-title" aria-busy={loading || undefined}>
      <div className={s.panelHead}>
        <div>
          <h2 id="dealer-list-title" className={s.title}>
            소속딜러 목록
          </h2>
          {dealers && !error && (
            <p className={s.count} role="status">
              {keyword.trim()
                ? `검색 결과 ${formatNumber(rows.length)}건 / 전체 ${formatNumber(dealers.length)}건`
                : `전체 ${formatNumber(dealers.length)}건`}
            </p>
          )}
        </div>
        {dealers && dealers.length > 0 && !error && (
          <TextField
            label="딜러명 검색"
            hideLabel
            type="search"
            className={s.search}
            placeholder="딜러명 또는 제약사명"
            maxLength={NAME_MAX}
            value={keyword}
            disabled={!hydrated}
            onChange={(e) => setKeyword(e.target.value)}
          />
        )}
      </div>
      {error ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            title="딜러 목록을 불러오는 중 오류가 발생했습니다."
            description={error}
            action={
              <Button variant="outline" tone="neutral" onClick={onRetry} loading={loading} loadingText="불러오는 중…">
                다시 시도
              </Button>
            }
          />
        </div>
      ) : (
        <Table
          caption="소속딜러 목록"
          className={complianceStatuses ? c.phoneHideLastTwo : c.phoneHideLast}
          columns={columns}
          rows={rows}
          getRowKey={(d) => d.id}
          loading={loading && !dealers}
          emptyText={
            keyword.trim() ? (
              <>
                ‘{keyword.trim()}’에 맞는 딜러가 없습니다.{' '}
                <Button variant="link" size="sm" onClick={() => setKeyword('')}>
                  검색 지우기
                </Button>
              </>
            ) : (
              '아직 등록된 딜러가 없습니다. 딜러 등록에서 첫 딜러를 등록해 주세요.'
            )
          }
        />
      )}
    </section>
  );
}
