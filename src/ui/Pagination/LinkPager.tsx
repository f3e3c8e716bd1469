import type { MouseEvent } from 'react';
import { pagination, paginationTrigger } from 'styled-system/recipes';
import { pageRange } from '../../lib/page-range';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons';

/**
 * The kit's pager in link mode, drawn from its recipes without Ark (the list's first page renders on the server and
 * an island must stay inside the app budget): real links, so a page opens in a new tab too; a plain click is turned
 * into `onPage`, which keeps the URL in step. Without `href` (a page that has no URL of its own, such as a panel's
 * inner list) the same pager is drawn with buttons. Hidden for one page.
 */
export function LinkPager({
  total,
  page,
  size,
  href,
  onPage,
  label,
}: {
  total: number;
  page: number;
  size: number;
  href?: (page: number) => string;
  onPage: (page: number) => void;
  label: string;
}) {
  const totalPages = Math.max(1, Math.ceil(total / size));
  if (total <= size) return null;
  const p = pagination();
  const trigger = paginationTrigger();
  const clamp = (n: number) => Math.min(Math.max(n, 1), totalPages);
  const go = (target: number) => (event: MouseEvent<HTMLElement>) => {
    if (href && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    if (target !== page) onPage(target);
  };
  const Trigger = href ? 'a' : 'button';
  const target = (n: number) => (href ? { href: href(n) } : { type: 'button' as const });
  const edge = (name: string, to: number, text: string, disabled: boolean, icon: React.ReactNode) => (
    <Trigger
      {...(href ? { href: href(to) } : { type: 'button' as const, disabled })}
      data-scope="pagination"
      data-part={`${name}-trigger`}
      data-disabled={disabled ? '' : undefined}
      aria-disabled={disabled || undefined}
      aria-label={text}
      className={trigger}
      onClick={go(to)}
    >
      {icon}
    </Trigger>
  );
  return (
    <nav data-scope="pagination" data-part="root" aria-label={label} className={p.root}>
      {edge('first', 1, '처음', page === 1, <ChevronsLeftIcon />)}
      {edge('prev', clamp(page - 1), '이전', page === 1, <ChevronLeftIcon />)}
      {pageRange(page, totalPages).map((item, index) =>
        item.type === 'page' ? (
          <Trigger
            key={item.value}
            {...target(item.value)}
            data-scope="pagination"
            data-part="item"
            data-selected={item.value === page ? '' : undefined}
            aria-current={item.value === page ? 'page' : undefined}
            aria-label={`페이지 ${item.value}`}
            className={p.item}
            onClick={go(item.value)}
          >
            {item.value}
          </Trigger>
        ) : (
          <div key={`e${index}`} data-scope="pagination" data-part="ellipsis" className={p.ellipsis}>
            …
          </div>
        ),
      )}
      {edge('next', clamp(page + 1), '다음', page >= totalPages, <ChevronRightIcon />)}
      {edge('last', totalPages, '마지막', page >= totalPages, <ChevronsRightIcon />)}
    </nav>
  );
}
