import { button, settlementList } from 'styled-system/recipes';
import { SettlementSearchField } from '../../api/settlement-enums';
import { settlementExcelUrl, settlementStatementUrl } from '../../api/settlements';
import type { Settlement, SettlementPage } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { addMonths, monthLabel } from '../../lib/months';
import {
  SETTLEMENT_PAGE_SIZE,
  settlementFilterQuery,
  settlementPlaceholder,
  settlementSearch,
  type SettlementListState,
} from '../../lib/settlement-query';
import { SettlementAnswerBadge, SettlementConfirmationBadge, SettlementStatusBadge } from '../../ui/Badge/SettlementStatusBadge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LinkPager } from '../../ui/Pagination/LinkPager';
import { Table, type TableColumn } from '../../ui/Table';
import { FieldSearchForm } from '../shared/FieldSearchForm';
import { useHydrated } from '../shared/use-hydrated';

export interface SettlementTableProps {
  state: SettlementListState;
  page: SettlementPage | null;
  /** 처방금액 합계 of every row the filters select (the server's sum); null while unknown. */
  total: number | null;
  loading?: boolean;
  failed?: boolean;
  selectedId: number | null;
  onChange: (state: SettlementListState) => void;
  onRetry: () => void;
  onSelect: (settlement: Settlement) => void;
  path?: string;
}

const s = settlementList();

/** The dealers' settlements of a month: search, 처방금액 합계, the spreadsheet, selectable rows, the pager and the states. */
export function SettlementTable(props: SettlementTableProps) {
  const { state, page, total, loading, failed, selectedId, onChange, onRetry, onSelect, path = '/settlement-list' } = props;
  const hydrated = useHydrated();
  const columns: TableColumn<Settlement>[] = [
    { key: 'drugCompany', header: '제약사명', wrap: true, render: (r) => r.drugCompanyName },
    {
      key: 'dealer',
      header: '딜러명',
      wrap: true,
      render: (r) => (
        <button
          type="button"
          className={s.nameButton}
          aria-pressed={r.id === selectedId}
          disabled={!hydrated}
          onClick={(e) => {
            e.stopPropagation();
            onSelect(r);
          }}
        >
          {r.dealerName}
        </button>
      ),
    },
    { key: 'fee', header: '기본수수료', numeric: true, render: (r) => formatMoney(r.feeAmount) },
    { key: 'extra', header: '기타수수료', numeric: true, render: (r) => formatMoney(r.extraFeeAmount) },
    { key: 'sum', header: '합계금액', numeric: true, render: (r) => formatMoney(r.feeTotal) },
    {
      key: 'status',
      header: '상태',
      // Staff's answer once there is one (지급완료, 이의신청 수용 / 거절), the member's request or objection before.
      render: (r) =>
        r.answer ? <SettlementAnswerBadge answer={r.answer} /> : r.status ? <SettlementStatusBadge status={r.status} /> : '-',
    },
  ];
  const rows = page?.content ?? [];
  const filters = settlementFilterQuery(state);
  // The month is one member month: its rows all carry its confirmation (none while there are no rows).
  const confirmation = rows[0]?.confirmation;
  return (
    <section className={s.panel} aria-labelledby="settlement-list-title">
      <h2 className={s.panelTitle} id="settlement-list-title">
        {monthLabel(state.month)} 딜러별 정산내역
        {confirmation ? (
          <>
            {' '}
            <SettlementConfirmationBadge confirmation={confirmation} />
          </>
        ) : null}
      </h2>
      <FieldSearchForm
        fields={SettlementSearchField}
        searchType={state.searchType}
        keyword={state.keyword}
        placeholder={settlementPlaceholder}
        action={path}
        label="정산내역 검색"
        className={s.searchRow}
        onSearch={(search) => onChange({ ...state, page: 1, ...search })}
      >
        <input type="hidden" name="settlementMonth" value={state.month} />
      </FieldSearchForm>
      {failed ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            size="sm"
            title="정산내역 목록을 불러오는 중 오류가 발생했습니다."
            description="잠시 후 다시 시도해 주세요."
            action={
              <Button type="button" variant="outline" tone="neutral" onClick={onRetry}>
                다시 시도
              </Button>
            }
          />
        </div>
      ) : (
        <>
          <div className={s.totalRow}>
            <div>
              <p className={s.total} role="status">
                처방금액 합계 : <strong>{total === null ? '-' : formatMoney(total)}</strong>
                {page ? ` (${page.totalElements.toLocaleString('ko-KR')}건)` : null}
              </p>
              {/* What the month pays: the rows' fees and the 추가수수료 staff set (the server's totals; an older
                  server answers none, and the line is left out). */}
              {page?.totals ? (
                <p className={s.total}>
                  정산금액 합계 : <strong>{formatMoney(page.totals.totalAmount)}</strong>
                  {page.totals.addedFeeAmount > 0 ? ` (추가수수료 ${formatMoney(page.totals.addedFeeAmount)} 포함)` : null}
                </p>
              ) : null}
            </div>
            <span className={s.downloads}>
              {confirmation === 'CONFIRMED' ? (
                <a className={button({ variant: 'solid', tone: 'brand', size: 'sm' })} href={settlementStatementUrl(state.month)} download>
                  정산서(PDF)
                </a>
              ) : null}
              <a className={button({ variant: 'outline', tone: 'neutral', size: 'sm' })} href={settlementExcelUrl(filters)} download>
                파일다운로드
              </a>
            </span>
          </div>
          {confirmation && confirmation !== 'CONFIRMED' ? <p className={s.hint}>정산서(PDF)는 정산이 확정되면 받을 수 있습니다.</p> : null}
          {!loading && rows.length === 0 ? (
            <EmptyState
              size="sm"
              title={state.keyword ? `‘${state.keyword}’에 맞는 정산내역이 없습니다.` : `${monthLabel(state.month)} 정산내역이 없습니다.`}
              description={state.keyword ? undefined : '정산은 입력완료된 실적(EDI)으로 만들어집니다. 다른 달을 선택해 보세요.'}
              action={
                state.keyword ? (
                  <Button type="button" variant="outline" tone="neutral" onClick={() => onChange({ ...state, page: 1, keyword: '' })}>
                    검색 지우기
                  </Button>
                ) : (
                  <Button
                    type="button"
                    variant="outline"
                    tone="neutral"
                    onClick={() => onChange({ ...state, page: 1, month: addMonths(state.month, -1) })}
                  >
                    이전 달 보기
                  </Button>
                )
              }
            />
          ) : (
            <Table
              caption={`${monthLabel(state.month)} 딜러별 정산내역 (딜러명을 누르면 상세가 열립니다)`}
              columns={columns}
              rows={rows}
              getRowKey={(r) => r.id}
              selectedKey={selectedId}
              onRowClick={hydrated ? onSelect : undefined}
              loading={loading}
              skeletonRows={SETTLEMENT_PAGE_SIZE}
              density="compact"
              className={s.listTable}
            />
          )}
          {page ? (
            <LinkPager
              total={page.totalElements}
              page={state.page}
              size={SETTLEMENT_PAGE_SIZE}
              href={(n) => `${path}${settlementSearch({ ...state, page: n })}`}
              onPage={(n) => onChange({ ...state, page: n })}
              label="정산내역 페이지"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
