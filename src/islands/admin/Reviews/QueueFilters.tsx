import type { ReactNode } from 'react';
import { consoleReview, input } from 'styled-system/recipes';
import { Button } from '../../../ui/Button/Button';

const s = consoleReview();

export interface QueueTab {
  label: string;
  href: string;
  current: boolean;
}

/** The status tabs of a queue: links (the URL holds the tab), the current one marked. */
export function QueueTabs({ tabs, label }: { tabs: QueueTab[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={s.tabList}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} className={s.tabLink} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search row: a plain GET form to the queue's page (works before the island runs), its hidden state kept. */
export function QueueSearch({
  action,
  keyword,
  placeholder,
  hidden = {},
  clearHref,
  label = '신청 검색',
  children,
}: {
  action: string;
  keyword: string;
  placeholder: string;
  hidden?: Record<string, string | undefined>;
  clearHref: string | null;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <form className={s.filters} method="get" action={action} role="search" aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label className={s.keywordField}>
        <span className={s.fieldLabel}>검색어</span>
        <input className={input()} name="keyword" type="search" defaultValue={keyword} placeholder={placeholder} maxLength={100} />
      </label>
      {children}
      <Button type="submit">검색</Button>
      {clearHref ? (
        <Button href={clearHref} variant="outline" tone="neutral">
          검색 지우기
        </Button>
      ) : null}
    </form>
  );
}
