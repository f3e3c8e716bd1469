import type { Page, PerformanceByInstitution } from '../../api/types';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LinkPager } from '../../ui/Pagination/LinkPager';
import { ClientTable } from './ClientTable';
import { CLIENT_PAGE_SIZE, type StatsState } from './stats-query';
import { NoFigures } from './TableStates';

export interface ClientListProps {
  state: StatsState;
  /** The state's page of the list; absent until it is loaded. */
  page?: Page<PerformanceByInstitution>;
  loading?: boolean;
  hrefOf: (state: StatsState) => string;
  onChange: (state: StatsState) => void;
}

/**
 * 거래처매출's client list, one page at a time (the server filters by name and pages): the table, its pager, and the
 * empty states (none in the period, none with the name, a page past the end).
 */
export function ClientList({ state, page, loading, hrefOf, onChange }: ClientListProps) {
  const rows = page?.content ?? [];
  if (!loading && page && rows.length === 0) {
    if (page.totalElements > 0) {
      return (
        <EmptyState
          size="sm"
          title="이 페이지에 거래처가 없습니다."
          description={`거래처는 ${Math.ceil(page.totalElements / CLIENT_PAGE_SIZE).toLocaleString('ko-KR')}페이지까지 있습니다.`}
          action={
            <Button type="button" variant="outline" tone="neutral" onClick={() => onChange({ ...state, page: 1 })}>
              첫 페이지로
            </Button>
          }
        />
      );
    }
    return <NoFigures keyword={state.keyword} what="거래처" onClear={() => onChange({ ...state, keyword: '', page: 1 })} />;
  }
  return (
    <>
      <ClientTable
        rows={rows}
        whole={!page || page.totalElements <= rows.length}
        loading={loading}
        hrefOf={(code) => hrefOf({ ...state, institution: code })}
        onChoose={(code) => onChange({ ...state, institution: code })}
      />
      {page ? (
        <LinkPager
          total={page.totalElements}
          page={state.page}
          size={CLIENT_PAGE_SIZE}
          href={(n) => hrefOf({ ...state, page: n })}
          onPage={(n) => onChange({ ...state, page: n })}
          label="거래처 목록 페이지"
        />
      ) : null}
    </>
  );
}
