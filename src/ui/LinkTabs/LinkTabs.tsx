import { cx } from 'styled-system/css';
import { linkTabs } from 'styled-system/recipes';

export type LinkTab = {
  label: string;
  href: string;
  /** Extra paths that also make this tab current (prefix match like `href`). */
  match?: string[];
};

export type LinkTabsProps = {
  items: LinkTab[];
  /** The current pathname (e.g. `Astro.url.pathname`). */
  currentPath: string;
  /** Accessible name of the navigation landmark, e.g. the page title. */
  'aria-label': string;
  className?: string;
};

/** A tab is current when the path equals its target or starts with `target/`. */
export function isLinkTabActive(tab: LinkTab, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return [tab.href, ...(tab.match ?? [])].some((target) => path === target || path.startsWith(`${target.replace(/\/+$/, '')}/`));
}

/**
 * Folder-style navigation tabs of the tabbed layout: plain links with aria-current="page", no hooks and no state,
 * so Astro can render it on the server with zero JavaScript (do not add a client: directive).
 */
export function LinkTabs({ items, currentPath, className, ...aria }: LinkTabsProps) {
  const classes = linkTabs();
  // One tab is current: of the tabs that match, the one with the longest target (/prescriptions/bulk, not /prescriptions).
  const current = items
    .filter((tab) => isLinkTabActive(tab, currentPath))
    .reduce<LinkTab | undefined>((best, tab) => (!best || tab.href.length > best.href.length ? tab : best), undefined);
  return (
    <nav className={cx(classes.root, className)} aria-label={aria['aria-label']}>
      <ul className={classes.list}>
        {items.map((tab) => (
          <li key={tab.href} className={classes.item}>
            <a href={tab.href} className={classes.link} aria-current={tab === current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={classes.filler} />
    </nav>
  );
}
