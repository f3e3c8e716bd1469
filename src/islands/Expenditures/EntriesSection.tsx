import { compliance } from 'styled-system/recipes';
import type { Expenditure } from '../../api/types';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LinkPager } from '../../ui/Pagination/LinkPager';
import { useHydrated } from '../shared/use-hydrated';
import { EXPENDITURE_PAGE_SIZE } from './expenditure-query';
import { ExpenditureList } from './ExpenditureList';
import { lastPage, pageEntries } from './ledger';

export interface EntriesSectionProps {
  year: number;
  /** Every entry of the year, newest first; null before the year is loaded. */
  entries: Expenditure[] | null;
  /** 1-based; a page past the end shows the last one. */
  page: number;
  loading?: boolean;
  removing: number | null;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
  onAdd: () => void;
  onRemove: (entry: Expenditure) => void;
  onCorrect: (entry: Expenditure) => void;
}

const c = compliance();

/** 지출 기록: the count, the page of entries (or what to do when there are none) and the pager. */
export function EntriesSection({
  year,
  entries,
  page,
  loading,
  removing,
  hrefOf,
  onPage,
  onAdd,
  onRemove,
  onCorrect,
}: EntriesSectionProps) {
  const hydrated = useHydrated();
  const shown = entries && Math.min(Math.max(1, page), lastPage(entries));
  const byId = new Map((entries ?? []).map((e) => [e.id, e]));
  return (
    <section className={c.section} aria-labelledby="expenditure-list-title" aria-busy={loading || undefined}>
      <div className={c.sectionHead}>
        <h2 id="expenditure-list-title" className={c.title}>
          지출 기록
        </h2>
        {entries ? (
          <p className={c.count} role="status">
            {year}년 전체 {formatNumber(entries.length)}건
          </p>
        ) : null}
      </div>
      {entries && entries.length === 0 ? (
        <EmptyState
          title={`${year}년에 기록한 지출이 없습니다.`}
          description="제품설명회 식음료, 견본품, 시판 후 조사 사례비처럼 의료인에게 제공한 경제적 이익을 기록하면 한도를 확인하고 지출보고서 엑셀로 내려받을 수 있습니다."
          action={
            <Button variant="outline" tone="brand" size="sm" disabled={!hydrated} onClick={onAdd}>
              지출 기록 추가
            </Button>
          }
        />
      ) : (
        <>
          <ExpenditureList
            entries={entries && pageEntries(entries, page)}
            byId={byId}
            loading={loading}
            removing={removing}
            onRemove={onRemove}
            onCorrect={onCorrect}
          />
          {entries && shown ? (
            <LinkPager
              total={entries.length}
              page={shown}
              size={EXPENDITURE_PAGE_SIZE}
              href={hrefOf}
              onPage={onPage}
              label="지출 기록 페이지"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
