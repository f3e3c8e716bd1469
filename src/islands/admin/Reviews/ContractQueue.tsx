import { cx } from 'styled-system/css';
import { consoleReview, input, nativeSelect } from 'styled-system/recipes';
import { ContractReviewStatus, PartnerContractType } from '../../../api/enums';
import type { ContractQueueItem, Page } from '../../../api/types';
import { formatDate } from '../../../lib/format';
import { waitedFor } from '../../../lib/relative-time';
import { CONTRACT_QUEUE_PATH, contractQueueHref, contractTabOf, waitTone, type ContractQueueState } from '../../../lib/review-query';
import { REVIEWS_PER_SCREEN } from '../../../api/schema/review-limits';
import { Badge } from '../../../ui/Badge/Badge';
import { Callout } from '../../../ui/Callout/Callout';
import type { TableColumn } from '../../../ui/Table/Table';
import { QueueSearch, QueueTabs } from './QueueFilters';
import { QueueTable, RowLink } from './QueueTable';
import '../../../styles/islands.css';

export interface ContractQueueProps {
  state: ContractQueueState;
  /** The page the server loaded for the state; null when that failed. */
  page: Page<ContractQueueItem> | null;
  /** The render's clock (ages are counted from it, the same on the server and in the browser). */
  now: number;
}

type Row = ContractQueueItem & { key: number; href: string };
const s = consoleReview();

/**
 * 계약 심사's queue: the status tabs (심사 대기 oldest first; 승인 / 반려 / 종료 newest decision first), the search,
 * 20 rows a page, each a link to its review, and the keys j / k to work down it.
 */
export function ContractQueue({ state, page, now }: ContractQueueProps) {
  const tab = contractTabOf(state);
  const tabs = ContractReviewStatus.values.map((status) => ({
    label: ContractReviewStatus.label(status),
    href: contractQueueHref(state, { filters: { status: status === 'PENDING' ? undefined : status }, keyword: state.keyword }),
    current: status === tab,
  }));
  const pending = tab === 'PENDING';
  const columns: TableColumn<Row>[] = [
    { key: 'submitted', header: '신청일', render: (r) => formatDate(r.submittedAt) },
    {
      key: 'member',
      header: '회원',
      align: 'start',
      render: (r) => (
        <RowLink href={r.href} sub={r.member.userId}>
          {r.member.name}
        </RowLink>
      ),
    },
    { key: 'type', header: '유형', render: (r) => PartnerContractType.label(r.contractType) },
    { key: 'company', header: '회사명', align: 'start', wrap: true, render: (r) => r.companyName },
    pending
      ? {
          key: 'age',
          header: '대기',
          render: (r) => (
            <Badge tone={waitTone(r.submittedAt, now)} variant="subtle">
              {waitedFor(r.submittedAt, now)}
            </Badge>
          ),
        }
      : { key: 'decided', header: `${ContractReviewStatus.label(tab)}일`, render: (r) => formatDate(r.updatedAt) },
  ];
  const rows: Row[] = (page?.content ?? []).map((r) => ({ ...r, key: r.id, href: `${CONTRACT_QUEUE_PATH}/${r.id}` }));
  const filtered = !!state.keyword || !!state.filters.type;
  return (
    <div className={s.root}>
      <QueueTabs tabs={tabs} label="심사 상태" />
      <QueueSearch
        action={CONTRACT_QUEUE_PATH}
        keyword={state.keyword}
        placeholder="회사명, 회원 이름, 아이디"
        hidden={{ status: state.filters.status }}
        clearHref={filtered ? contractQueueHref(state, { keyword: '', filters: { type: undefined } }) : null}
      >
        <label className={s.field}>
          <span className={s.fieldLabel}>계약 유형</span>
          <select name="type" defaultValue={state.filters.type ?? ''} className={cx(input(), nativeSelect())}>
            <option value="">전체</option>
            {PartnerContractType.values.map((t) => (
              <option key={t} value={t}>
                {PartnerContractType.label(t)}
              </option>
            ))}
          </select>
        </label>
      </QueueSearch>
      {page ? (
        <QueueTable
          caption={`계약 신청 (${ContractReviewStatus.label(tab)})`}
          columns={columns}
          rows={rows}
          total={page.totalElements}
          page={state.page}
          size={REVIEWS_PER_SCREEN}
          pageHref={(p) => contractQueueHref(state, { page: p })}
          emptyText={
            filtered
              ? `‘${state.keyword || PartnerContractType.label(state.filters.type as PartnerContractType)}’에 맞는 신청이 없습니다.`
              : pending
                ? '심사를 기다리는 신청이 없습니다.'
                : '해당하는 신청이 없습니다.'
          }
        />
      ) : (
        <Callout tone="danger" role="alert">
          신청 목록을 불러오지 못했습니다. 잠시 후 <a href={contractQueueHref(state)}>다시 시도</a>해 주세요.
        </Callout>
      )}
    </div>
  );
}
