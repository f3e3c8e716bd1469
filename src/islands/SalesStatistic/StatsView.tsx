import type { MouseEvent } from 'react';
import { salesStatistic } from 'styled-system/recipes';
import { monthLabel, type Month } from '../../lib/months';
import { Button } from '../../ui/Button';
import { ChevronLeftIcon } from '../../ui/icons';
import { ClientList } from './ClientList';
import { CompanyFigures } from './CompanyFigures';
import type { StatsData } from './stats-data';
import { statsView, type StatsState } from './stats-query';
import { StatsSearch } from './StatsSearch';
import { LoadError } from './TableStates';
import { isPlainClick } from './plain-click';

export interface StatsViewProps {
  state: StatsState;
  data: StatsData | null;
  loading?: boolean;
  failed?: boolean;
  latest: Month;
  earliest: Month;
  hrefOf: (state: StatsState) => string;
  onChange: (state: StatsState) => void;
  onRetry: () => void;
}

/** The screen for one state: the search, then the client list or the drug companies with their chart. */
export function StatsView({ state, data, loading, failed, latest, earliest, hrefOf, onChange, onRetry }: StatsViewProps) {
  const s = salesStatistic();
  const view = statsView(state);
  const clients = data?.clients;
  const period = `${monthLabel(state.startMonth)} ~ ${monthLabel(state.endMonth)}`;
  const clearKeyword = () => onChange({ ...state, keyword: '', page: 1 });

  let body;
  if (failed) {
    body = (
      <LoadError
        title={`${state.tab === 'INDIVIDUAL' ? '거래처별' : '전체'} 매출 통계 목록을 불러오는 중 오류가 발생했습니다.`}
        onRetry={onRetry}
      />
    );
  } else if (view === 'clients') {
    body = <ClientList state={state} page={clients} loading={loading} hrefOf={hrefOf} onChange={onChange} />;
  } else {
    body = (
      <CompanyFigures
        // A new mode or client starts from the default lines; a new period keeps the ticked companies.
        key={`${state.tab}:${state.institution}`}
        state={state}
        data={data}
        loading={loading}
        onClearKeyword={clearKeyword}
      />
    );
  }

  // The client's own row names it; until it is loaded, the list page it was chosen from does.
  const clientName =
    data?.client?.institutionName ?? clients?.content.find((c) => c.institutionCode === state.institution)?.institutionName;
  const title = view === 'clients' ? '거래처별 매출' : state.institution ? `${clientName ?? '거래처'} 제약사별 매출` : '제약사별 매출';
  const count =
    view === 'clients' && clients?.totalElements && !loading && !failed ? ` · 전체 ${clients.totalElements.toLocaleString('ko-KR')}건` : '';
  return (
    <div className={s.root}>
      <StatsSearch state={state} latest={latest} earliest={earliest} hrefOf={hrefOf} onChange={onChange} />
      <section className={s.section} aria-labelledby="sales-stats-title" aria-busy={loading || undefined}>
        <div className={s.sectionHeader}>
          <div>
            <h2 className={s.sectionTitle} id="sales-stats-title" tabIndex={-1}>
              {title}
            </h2>
            <p className={s.note} role="status">
              {period}
              {state.keyword && !state.institution ? ` · ‘${state.keyword}’ 검색` : ''}
              {count}
            </p>
          </div>
          {state.institution ? (
            <Button
              href={hrefOf({ ...state, institution: '' })}
              variant="outline"
              tone="neutral"
              startIcon={<ChevronLeftIcon />}
              onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                onChange({ ...state, institution: '' });
              }}
            >
              거래처 목록으로
            </Button>
          ) : null}
        </div>
        {body}
        <p className={s.note}>
          ※ 정산월 기준으로 합산한 금액이며, 원 단위까지 그대로 표시합니다. 정산(합계)금액은 부가세(VAT)를 포함합니다.
        </p>
      </section>
    </div>
  );
}
