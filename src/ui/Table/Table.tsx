import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { srOnly, table, type TableVariantProps } from 'styled-system/recipes';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { SortIcon } from '../icons';

export type SortDirection = 'asc' | 'desc';
export type TableSort = { key: string; direction: SortDirection };

export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  /** Cell content; default `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
  /** Right-aligned, tabular figures (money, counts). */
  numeric?: boolean;
  /** Default centre (the portal's tables centre text). */
  align?: 'start' | 'center';
  /** Let long text wrap in this column. */
  wrap?: boolean;
  sortable?: boolean;
  width?: string | number;
};

export type TableProps<T> = TableVariantProps & {
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowKey: (row: T, index: number) => string | number;
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is pressed (asc → desc → asc). */
  onSortChange?: (sort: TableSort) => void;
  /** Shows `skeletonRows` placeholder rows and sets aria-busy. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown when there are no rows. Default 조회된 데이터가 없습니다. */
  emptyText?: ReactNode;
  /** With `stickyHeader`: scroll the body inside this height. */
  maxHeight?: string | number;
  className?: string;
};

const sortLabel = { asc: '오름차순', desc: '내림차순' } as const;

/**
 * Data table: header sort buttons with aria-sort, numeric columns right-aligned with tabular figures,
 * empty state, loading skeleton and an optional sticky header. No hooks: it renders on the server too.
 */
export function Table<T>({
  caption,
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  loading,
  skeletonRows = 5,
  emptyText = '조회된 데이터가 없습니다.',
  stickyHeader,
  density,
  maxHeight,
  className,
}: TableProps<T>) {
  const classes = table({ stickyHeader, density });
  return (
    <div
      className={cx(classes.container, className)}
      style={maxHeight != null ? { maxHeight } : undefined}
      tabIndex={maxHeight != null ? 0 : undefined}
      role={maxHeight != null ? 'region' : undefined}
      aria-label={maxHeight != null ? caption : undefined}
    >
      <table className={classes.table} aria-busy={loading || undefined}>
        <caption className={classes.caption}>{caption}</caption>
        <thead className={classes.head}>
          <tr className={classes.headerRow}>
            {columns.map((col) => {
              const active = sort?.key === col.key ? sort.direction : undefined;
              return (
                <th
                  key={col.key}
                  scope="col"
                  className={classes.headerCell}
                  data-numeric={col.numeric ? '' : undefined}
                  data-align={col.align}
                  style={col.width != null ? { width: col.width } : undefined}
                  aria-sort={col.sortable ? (active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {col.sortable && onSortChange ? (
                    <button
                      type="button"
                      className={classes.sortButton}
                      data-sorted={active ? '' : undefined}
                      onClick={() => onSortChange({ key: col.key, direction: active === 'asc' ? 'desc' : 'asc' })}
                    >
                      {col.header}
                      <SortIcon sort={active ?? false} />
                      <span className={srOnly()}>{active ? `, ${sortLabel[active]} 정렬됨` : ', 정렬 안 됨'}</span>
                    </button>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={classes.body}>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={`skeleton-${i}`} className={classes.row} aria-hidden="true">
                {columns.map((col) => (
                  <td key={col.key} className={classes.cell}>
                    <Skeleton shape="text" inline width={col.numeric ? '60%' : '80%'} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={classes.emptyCell}>
                <EmptyState title={emptyText} size="sm" />
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} className={classes.row}>
                {columns.map((col) => (
                  <td
                    key={col.key}
                    className={classes.cell}
                    data-numeric={col.numeric ? '' : undefined}
                    data-align={col.align}
                    data-wrap={col.wrap ? '' : undefined}
                  >
                    {col.render ? col.render(row, index) : String((row as Record<string, unknown>)[col.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Row number that counts down: total − pageSize × pageIndex − rowIndex, page 1-based. */
export const rowNumber = (total: number, page: number, pageSize: number, rowIndex: number) => total - pageSize * (page - 1) - rowIndex;
