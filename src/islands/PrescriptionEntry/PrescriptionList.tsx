import { prescriptionEntry, text } from 'styled-system/recipes';
import { PrescriptionSearchField } from '../../api/enums';
import type { Page, PrescriptionPartner } from '../../api/types';
import { monthLabel } from '../../lib/months';
import { StatusBadge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Table, type TableColumn } from '../../ui/Table';
import { PRESCRIPTION_PAGE_SIZE, prescriptionListSearch, keywordPlaceholder, type PrescriptionListState } from './prescription-query';
import { LinkPager } from '../../ui/Pagination/LinkPager';
import { FieldSearchForm } from '../shared/FieldSearchForm';
import { useHydrated } from '../shared/use-hydrated';

export interface PrescriptionListProps {
  state: PrescriptionListState;
  page: Page<PrescriptionPartner> | null;
  loading?: boolean;
  /** The list failed to load. */
  failed?: boolean;
  /** The record whose detail is open. */
  openId?: number | null;
  onChange: (state: PrescriptionListState) => void;
  onRetry: () => void;
  onOpen: (id: number) => void;
  path?: string;
}

/** The member's EDI records: search (거래처명 / 딜러명), the table, the pager, and the loading, empty and error states. */
export function PrescriptionList({
  state,
  page,
  loading,
  failed,
  openId,
  onChange,
  onRetry,
  onOpen,
  path = '/prescriptions',
}: PrescriptionListProps) {
  const s = prescriptionEntry();
  const hydrated = useHydrated();
  const columns: TableColumn<PrescriptionPartner>[] = [
    { key: 'dealer', header: '딜러명(제약사)', wrap: true, render: (r) => `${r.dealerName}(${r.drugCompany})` },
    {
      key: 'client',
      header: '거래처명',
      wrap: true,
      render: (r) => (
        <button type="button" className={s.nameButton} aria-expanded={openId === r.id} disabled={!hydrated} onClick={() => onOpen(r.id)}>
          {r.institutionName}
        </button>
      ),
    },
    { key: 'month', header: '처방월', render: (r) => monthLabel(r.prescriptionMonth) },
    { key: 'status', header: '등록처리', render: (r) => <StatusBadge kind="prescription" status={r.status} /> },
  ];
  const rows = page?.content ?? [];
  return (
    <section className={s.panel} aria-labelledby="edi-list-title">
      <h3 className={s.panelTitle} id="edi-list-title">
        실적(EDI) 목록
      </h3>
      <FieldSearchForm
        fields={PrescriptionSearchField}
        searchType={state.searchType}
        keyword={state.keyword}
        placeholder={keywordPlaceholder}
        action={path}
        label="실적 검색"
        className={s.searchRow}
        onSearch={(search) => onChange({ page: 1, ...search })}
      />
      {failed ? (
        <div role="alert">
          <EmptyState
            tone="danger"
            size="sm"
            title="처방내역 목록을 불러오는 중 오류가 발생했습니다."
            description="잠시 후 다시 시도해 주세요."
            action={
              <Button type="button" variant="outline" tone="neutral" onClick={onRetry}>
                다시 시도
              </Button>
            }
          />
        </div>
      ) : !loading && rows.length === 0 ? (
        <EmptyState
          size="sm"
          title={
            state.keyword
              ? `‘${state.keyword}’에 맞는 실적이 없습니다.`
              : state.page > 1
                ? '이 페이지에는 실적이 없습니다.'
                : '아직 등록한 실적(EDI)이 없습니다.'
          }
          description={state.keyword || state.page > 1 ? undefined : 'EDI 파일을 올리면 여기에 처리 상태와 함께 표시됩니다.'}
          action={
            state.keyword || state.page > 1 ? (
              <Button type="button" variant="outline" tone="neutral" onClick={() => onChange({ ...state, page: 1, keyword: '' })}>
                {state.keyword ? '검색 지우기' : '첫 페이지로'}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className={text({ textStyle: 'smallText.R' })} role="status">
            {loading && !page ? '불러오는 중…' : `전체 ${(page?.totalElements ?? 0).toLocaleString('ko-KR')}건`}
          </p>
          <Table
            caption="실적(EDI) 목록"
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.id}
            loading={loading}
            skeletonRows={PRESCRIPTION_PAGE_SIZE}
            density="compact"
            className={s.listTable}
          />
          {page ? (
            <LinkPager
              total={page.totalElements}
              page={state.page}
              size={PRESCRIPTION_PAGE_SIZE}
              href={(n) => `${path}${prescriptionListSearch({ ...state, page: n })}`}
              onPage={(n) => onChange({ ...state, page: n })}
              label="실적 목록 페이지"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
