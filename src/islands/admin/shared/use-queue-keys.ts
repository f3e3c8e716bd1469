import { useEffect, type RefObject } from 'react';

/** Typing in a field, or a shortcut with a modifier, is not a queue key. */
const typing = (event: KeyboardEvent) =>
  event.altKey ||
  event.ctrlKey ||
  event.metaKey ||
  (event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)));

/**
 * A queue worked from the keyboard: j / k anywhere on the page (↓ / ↑ while a row has focus) move the focus between
 * the rows' links, and Enter opens the focused one (it is a link). The first j focuses the first row.
 */
export function useQueueKeys(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const root = container.current;
      if (!root || typing(event)) return;
      const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-queue-row]')];
      if (!links.length) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const down = event.key === 'j' || (event.key === 'ArrowDown' && at >= 0);
      const up = event.key === 'k' || (event.key === 'ArrowUp' && at >= 0);
      if (!down && !up) return;
      event.preventDefault();
      const next = at < 0 ? 0 : Math.min(Math.max(at + (down ? 1 : -1), 0), links.length - 1);
      links[next]?.focus();
      links[next]?.scrollIntoView({ block: 'nearest' });
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container]);
}
