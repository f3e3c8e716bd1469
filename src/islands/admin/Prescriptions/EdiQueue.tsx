import { useRef } from 'react';
import { cx } from 'styled-system/css';
import { consoleReview, ediConsole, input, nativeSelect, srOnly } from 'styled-system/recipes';
import { PrescriptionStatus } from '../../../api/enums';
import { EDI_QUEUE_PER_SCREEN } from '../../../api/schema/edi-entry-limits';
import type { EdiQueueItem, Page } from '../../../api/types';
import { ageLabel, ageTone, EDI_QUEUE_PATH, ediQueueHref, type EdiQueueState } from '../../../lib/edi-queue-query';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { addMonths, monthLabel, seoulMonth } from '../../../lib/months';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import { LinkPager } from '../../../ui/Pagination/LinkPager';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { useHydrated } from '../../shared/use-hydrated';
import { useQueueKeys } from '../shared/use-queue-keys';
import { ediStatusTone } from './edi-status';
import '../../../styles/islands.css';

export interface EdiQueueProps {
  state: EdiQueueState;
  /** The page the server loaded for the state; null when that failed. */
  page: Page<EdiQueueItem> | null;
  /** Settlement months offered by the filter end here (default: this month in Seoul). */
  latestMonth?: string;
}

type Row = EdiQueueItem & { key: number; href: string };
const q = consoleReview();
const s = ediConsole();

/** The status tabs: the open records (default), then each status. */
const tabs = [undefined, ...PrescriptionStatus.values] as const;

/** Who holds a 처리중 record's claim, and whether it lapsed (then anyone may take it over). */
export function ClaimCell({ claim }: { claim: EdiQueueItem['claim'] }) {
  if (!claim) return <span className={s.muted}>-</span>;
  return (
    <span className={s.claim}>
      <span>
        {claim.mine ? '나' : claim.staffName}
        {claim.lapsed ? (
          <>
            {' '}
            <Badge tone="neutral" variant="subtle" size="sm">
              시간 지남
            </Badge>
          </>
        ) : null}
      </span>
      <span>{formatDateTime(claim.activeAt)} 작업</span>
    </span>
  );
}

/**
 * EDI 접수·입력's queue: the open records oldest first (or one status), filtered by settlement month, member (search,
 * or a row's member), drug company (a row's company) and 내가 처리 중; each row a link to its record with the age of
 * the submission and who holds its claim; 20 rows a page as the API pages; j / k work down it.
 */
export function EdiQueue({ state, page, latestMonth }: EdiQueueProps) {
  const root = useRef<HTMLDivElement>(null);
  const keysReady = useHydrated();
  useQueueKeys(root);
  const status = state.filters.status as PrescriptionStatus | undefined;
  const latest = latestMonth ?? seoulMonth();
  const months = Array.from({ length: 13 }, (_, k) => addMonths(latest, -k));
  const first = page?.content[0];
  const companyName = state.filters.company
    ? (page?.content.find((r) => String(r.drugCompany.id) === state.filters.company)?.drugCompany.name ?? `제약사 ${state.filters.company}`)
    : null;
  const memberName = state.filters.member
    ? (page?.content.find((r) => String(r.member.id) === state.filters.member)?.member.name ?? `회원 ${state.filters.member}`)
    : null;
  const filtered = !!(state.keyword || state.filters.month || state.filters.company || state.filters.member || state.filters.mine);

  const columns: TableColumn<Row>[] = [
    {
      key: 'age',
      header: '대기',
      render: (r) =>
        r.status === 'COMPLETED' ? (
          <span className={s.muted}>-</span>
        ) : (
          <Badge tone={ageTone(r.ageMinutes)} variant="subtle" title={`${formatDateTime(r.submittedAt)} 접수`}>
            {ageLabel(r.ageMinutes)}
          </Badge>
        ),
    },
    {
      key: 'institution',
      header: '거래처',
      align: 'start',
      wrap: true,
      render: (r) => (
        <a className={q.rowLink} href={r.href} data-queue-row="" aria-describedby="queue-keys">
          {r.institutionName}
          <span className={q.sub}>
            {r.institutionCode} · {r.dealerName}
          </span>
        </a>
      ),
    },
    {
      key: 'member',
      header: '회원',
      align: 'start',
      render: (r) => (
        <a className={q.rowLink} href={ediQueueHref(state, { filters: { member: String(r.member.id) } })} title="이 회원의 실적만 보기">
          {r.member.name}
          <span className={q.sub}>{r.member.userId}</span>
        </a>
      ),
    },
    {
      key: 'company',
      header: '제약사',
      align: 'start',
      wrap: true,
      render: (r) => (
        <a
          className={q.rowLink}
          href={ediQueueHref(state, { filters: { company: String(r.drugCompany.id) } })}
          title="이 제약사의 실적만 보기"
        >
          {r.drugCompany.name}
        </a>
      ),
    },
    { key: 'months', header: '처방월 / 정산월', render: (r) => `${monthLabel(r.prescriptionMonth)} / ${monthLabel(r.settlementMonth)}` },
    {
      key: 'status',
      header: '상태',
      render: (r) => (
        <Badge tone={ediStatusTone[r.status]} variant="subtle">
          {PrescriptionStatus.label(r.status)}
        </Badge>
      ),
    },
    { key: 'claim', header: '처리자', align: 'start', render: (r) => <ClaimCell claim={r.claim} /> },
    { key: 'amount', header: '처방금액', numeric: true, render: (r) => formatMoney(r.amount) },
  ];
  const rows: Row[] = (page?.content ?? []).map((r) => ({ ...r, key: r.id, href: `${EDI_QUEUE_PATH}/${r.id}` }));
  const statusName = status ? PrescriptionStatus.label(status) : '접수대기·처리중';
  const pageHref = (p: number) => ediQueueHref(state, { page: p });

  return (
    <div className={cx(q.root, s.root)} ref={root} data-keys-ready={keysReady || undefined}>
      <nav aria-label="처리 상태">
        <ul className={q.tabList}>
          {tabs.map((t) => (
            <li key={t ?? 'open'}>
              <a
                href={ediQueueHref(state, { filters: { status: t } })}
                className={q.tabLink}
                aria-current={t === status ? 'page' : undefined}
              >
                {t ? PrescriptionStatus.label(t) : '처리할 실적'}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className={q.filters} method="get" action={EDI_QUEUE_PATH} role="search" aria-label="실적 검색">
        {(['status', 'company', 'member'] as const).map((name) =>
          state.filters[name] ? <input key={name} type="hidden" name={name} value={state.filters[name]} /> : null,
        )}
        <label className={q.keywordField}>
          <span className={q.fieldLabel}>회원 검색</span>
          <input
            className={input()}
            name="keyword"
            type="search"
            defaultValue={state.keyword}
            placeholder="회원 아이디 또는 이름의 앞부분"
            maxLength={50}
          />
        </label>
        <label className={q.field}>
          <span className={q.fieldLabel}>정산월</span>
          <select name="month" defaultValue={state.filters.month ?? ''} className={cx(input(), nativeSelect())}>
            <option value="">전체</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
        <label className={q.field}>
          <span className={q.fieldLabel}>처리자</span>
          <select name="mine" defaultValue={state.filters.mine ?? ''} className={cx(input(), nativeSelect())}>
            <option value="">모두</option>
            <option value="1">내가 처리 중</option>
          </select>
        </label>
        <Button type="submit">검색</Button>
        {filtered ? (
          <Button
            href={ediQueueHref(state, {
              keyword: '',
              filters: { month: undefined, company: undefined, member: undefined, mine: undefined },
            })}
            variant="outline"
            tone="neutral"
          >
            검색 지우기
          </Button>
        ) : null}
      </form>
      {companyName || memberName ? (
        <ul className={s.chips} aria-label="적용된 필터">
          {companyName ? (
            <li>
              <Button href={ediQueueHref(state, { filters: { company: undefined } })} size="sm" variant="outline" tone="neutral">
                제약사: {companyName} ✕<span className={srOnly()}> 필터 해제</span>
              </Button>
            </li>
          ) : null}
          {memberName ? (
            <li>
              <Button href={ediQueueHref(state, { filters: { member: undefined } })} size="sm" variant="outline" tone="neutral">
                회원: {memberName} ✕<span className={srOnly()}> 필터 해제</span>
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {page ? (
        <div>
          <p className={q.summary} role="status">
            전체 {page.totalElements.toLocaleString('ko-KR')}건{first && !status ? ' · 오래된 접수부터' : ''}
          </p>
          <Table
            caption={`EDI 실적 (${statusName})`}
            columns={columns}
            rows={rows}
            getRowKey={(r) => r.key}
            emptyText={
              filtered
                ? '조건에 맞는 실적이 없습니다. 검색을 지우고 다시 확인해 주세요.'
                : status
                  ? `${statusName} 실적이 없습니다.`
                  : '처리할 실적이 없습니다. 새로 접수되면 여기에 표시됩니다.'
            }
          />
          {rows.length > 0 && (
            <p className={q.hint} id="queue-keys">
              j 또는 k로 행을 옮기고(행에 초점이 있으면 ↑ ↓ 키도) Enter로 엽니다. 회원이나 제약사 이름을 누르면 그 실적만 봅니다.
            </p>
          )}
          <LinkPager
            total={page.totalElements}
            page={state.page}
            size={EDI_QUEUE_PER_SCREEN}
            href={pageHref}
            onPage={(p) => location.assign(pageHref(p))}
            label="EDI 실적 페이지"
          />
        </div>
      ) : (
        <Callout tone="danger" role="alert">
          실적 목록을 불러오지 못했습니다. 잠시 후 <a href={ediQueueHref(state)}>다시 시도</a>해 주세요.
        </Callout>
      )}
    </div>
  );
}
