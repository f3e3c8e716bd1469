import { consoleReview } from 'styled-system/recipes';
import type { CsoQueueItem, Page } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { waitedFor } from '../../../lib/relative-time';
import { CSO_QUEUE_PATH, csoQueueHref, waitTone, type CsoQueueState } from '../../../lib/review-query';
import { REVIEWS_PER_SCREEN } from '../../../api/schema/review-limits';
import { Badge } from '../../../ui/Badge/Badge';
import { Callout } from '../../../ui/Callout/Callout';
import type { TableColumn } from '../../../ui/Table/Table';
import { QueueSearch } from './QueueFilters';
import { QueueTable, RowLink } from './QueueTable';
import '../../../styles/islands.css';

export interface CsoQueueProps {
  state: CsoQueueState;
  page: Page<CsoQueueItem> | null;
  now: number;
}

type Row = CsoQueueItem & { key: string; href: string };
const s = consoleReview();

/** CSO 신고증 심사's queue: the certificates waiting, oldest first, 20 a page, each a link; j / k to work down it. */
export function CsoQueue({ state, page, now }: CsoQueueProps) {
  const columns: TableColumn<Row>[] = [
    { key: 'submitted', header: '제출일', render: (r) => (r.submittedAt ? formatDate(r.submittedAt) : '-') },
    {
      key: 'member',
      header: '회원',
      align: 'start',
      render: (r) => (
        <RowLink href={r.href} sub={r.userId}>
          {r.name}
        </RowLink>
      ),
    },
    { key: 'file', header: '파일', align: 'start', wrap: true, render: (r) => r.fileName },
    { key: 'joined', header: '가입일', render: (r) => formatDate(r.registrationDate) },
    {
      key: 'age',
      header: '대기',
      render: (r) =>
        r.submittedAt ? (
          <Badge tone={waitTone(r.submittedAt, now)} variant="subtle">
            {waitedFor(r.submittedAt, now)}
          </Badge>
        ) : (
          <Badge variant="subtle">이전 시스템</Badge>
        ),
    },
  ];
  const rows: Row[] = (page?.content ?? []).map((r) => ({
    ...r,
    key: r.userId,
    href: `${CSO_QUEUE_PATH}/${encodeURIComponent(r.userId)}`,
  }));
  return (
    <div className={s.root}>
      <QueueSearch
        action={CSO_QUEUE_PATH}
        keyword={state.keyword}
        placeholder="회원 이름, 아이디"
        clearHref={state.keyword ? CSO_QUEUE_PATH : null}
        label="신고증 검색"
      />
      {page ? (
        <QueueTable
          caption="심사를 기다리는 CSO 신고증"
          columns={columns}
          rows={rows}
          total={page.totalElements}
          page={state.page}
          size={REVIEWS_PER_SCREEN}
          pageHref={(p) => csoQueueHref(state, p)}
          emptyText={state.keyword ? `‘${state.keyword}’에 맞는 신고증이 없습니다.` : '심사를 기다리는 CSO 신고증이 없습니다.'}
        />
      ) : (
        <Callout tone="danger" role="alert">
          신고증 목록을 불러오지 못했습니다. 잠시 후 <a href={csoQueueHref(state)}>다시 시도</a>해 주세요.
        </Callout>
      )}
    </div>
  );
}
