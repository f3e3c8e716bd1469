import { useRef, type ReactNode } from 'react';
import { consoleReview } from 'styled-system/recipes';
import { LinkPager } from '../../../ui/Pagination/LinkPager';
import { Table, type TableColumn } from '../../../ui/Table/Table';
import { useHydrated } from '../../shared/use-hydrated';
import { useQueueKeys } from '../shared/use-queue-keys';

export interface QueueRow {
  key: string | number;
  href: string;
}

export interface QueueTableProps<T extends QueueRow> {
  caption: string;
  columns: TableColumn<T>[];
  rows: T[];
  total: number;
  page: number;
  size: number;
  pageHref: (page: number) => string;
  emptyText: ReactNode;
}

const s = consoleReview();

/** A queue's table: each row one link, j / k to move between them, a link pager under it. */
export function QueueTable<T extends QueueRow>({ caption, columns, rows, total, page, size, pageHref, emptyText }: QueueTableProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const keysReady = useHydrated();
  useQueueKeys(root);
  return (
    // data-keys-ready: the keys work from here on (the rows are links before the island runs).
    <div ref={root} data-keys-ready={keysReady || undefined}>
      <p className={s.summary} role="status">
        전체 {total.toLocaleString('ko-KR')}건
      </p>
      <Table caption={caption} columns={columns} rows={rows} getRowKey={(r) => r.key} emptyText={emptyText} />
      {rows.length > 0 && (
        <p className={s.hint} id="queue-keys">
          j 또는 k로 행을 옮기고(행에 초점이 있으면 ↑ ↓ 키도) Enter로 엽니다.
        </p>
      )}
      <LinkPager
        total={total}
        page={page}
        size={size}
        href={pageHref}
        onPage={(p) => location.assign(pageHref(p))}
        label={`${caption} 페이지`}
      />
    </div>
  );
}

/** The link of a row: the queue's keys move between these. */
export function RowLink({ href, children, sub }: { href: string; children: ReactNode; sub?: ReactNode }) {
  return (
    <a className={s.rowLink} href={href} data-queue-row="" aria-describedby="queue-keys">
      {children}
      {sub ? <span className={s.sub}>{sub}</span> : null}
    </a>
  );
}
