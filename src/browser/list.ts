// Loading state of server-rendered lists: when a filter link, a page link or the search form leads to the next
// state of the list, the list region is marked busy (dimmed, aria-busy) and the loading bar runs until the new page
// replaces this one. Plain TS, a few hundred bytes; no framework.
import { $navigating } from '../stores/loading';

const region = document.querySelector<HTMLElement>('[data-list-region]');

function busy() {
  region?.setAttribute('aria-busy', 'true');
  $navigating.set(true);
}

document.addEventListener('submit', (event) => {
  if ((event.target as Element | null)?.closest?.('form[data-list-search]')) busy();
});
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
  if (link.closest('[data-list-nav], [data-scope=pagination]')) busy();
});
addEventListener('pageshow', () => region?.removeAttribute('aria-busy'));
