import type { ReactNode } from 'react';
import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { cx } from 'styled-system/css';
import { pagination, paginationTrigger } from 'styled-system/recipes';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';

export type PaginationProps = {
  /** Total number of items (not pages). */
  count: number;
  /** Items per page; the portal uses 10 everywhere. */
  pageSize?: number;
  /** Current page, 1-based (as in the URL). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  /** Link mode for URL-driven lists: each page is an <a href> (works without JavaScript). */
  getPageHref?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  className?: string;
};

const translations = {
  rootLabel: '페이지 탐색',
  firstTriggerLabel: '처음',
  prevTriggerLabel: '이전',
  nextTriggerLabel: '다음',
  lastTriggerLabel: '마지막',
  itemLabel: ({ page }: { page: number }) => `페이지 ${page}`,
};

/** Numbered pager with 처음/이전/다음/마지막; the current page is violet and underlined (aria-current="page"). */
export function Pagination({
  count,
  pageSize = 10,
  page,
  defaultPage,
  onPageChange,
  siblingCount = 2,
  getPageHref,
  className,
  ...aria
}: PaginationProps) {
  const classes = pagination();
  const trigger = paginationTrigger();
  return (
    <ArkPagination.Root
      className={cx(classes.root, className)}
      count={Math.max(count, 1)}
      pageSize={pageSize}
      page={page}
      defaultPage={defaultPage}
      siblingCount={siblingCount}
      onPageChange={(d) => onPageChange?.(d.page)}
      type={getPageHref ? 'link' : 'button'}
      getPageUrl={getPageHref ? ({ page: p }) => getPageHref(p) : undefined}
      translations={{ ...translations, rootLabel: aria['aria-label'] ?? translations.rootLabel }}
    >
      <ArkPagination.Context>
        {(api) => {
          // Link mode: real <a href> elements (the list's state lives in the URL; works before hydration too).
          const link = (target: number, children: ReactNode) =>
            getPageHref ? <a href={getPageHref(Math.min(Math.max(target, 1), api.totalPages))}>{children}</a> : children;
          return (
            <>
              <ArkPagination.FirstTrigger className={trigger} asChild={!!getPageHref}>
                {link(1, <ChevronsLeftIcon />)}
              </ArkPagination.FirstTrigger>
              <ArkPagination.PrevTrigger className={trigger} asChild={!!getPageHref}>
                {link(api.page - 1, <ChevronLeftIcon />)}
              </ArkPagination.PrevTrigger>
              {api.pages.map((p, index) =>
                p.type === 'page' ? (
                  <ArkPagination.Item key={index} {...p} className={classes.item} asChild={!!getPageHref}>
                    {link(p.value, p.value)}
                  </ArkPagination.Item>
                ) : (
                  <ArkPagination.Ellipsis key={index} index={index} className={classes.ellipsis}>
                    …
                  </ArkPagination.Ellipsis>
                ),
              )}
              <ArkPagination.NextTrigger className={trigger} asChild={!!getPageHref}>
                {link(api.page + 1, <ChevronRightIcon />)}
              </ArkPagination.NextTrigger>
              <ArkPagination.LastTrigger className={trigger} asChild={!!getPageHref}>
                {link(api.totalPages, <ChevronsRightIcon />)}
              </ArkPagination.LastTrigger>
            </>
          );
        }}
      </ArkPagination.Context>
    </ArkPagination.Root>
  );
}
