import { useEffect, useRef } from 'react';
import { confirm } from '../../stores/dialog';

export const LEAVE_MESSAGE = '작성 중인 내용이 저장되지 않습니다. 그래도 나가시겠습니까?';

/** A link the page itself should follow without asking: another tab or window, a download, a jump within the page. */
function ownNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search && url.hash) return null;
  return url;
}

/**
 * While `dirty`, leaving the page asks first: the browser's own prompt for reloads, closing and other sites
 * (beforeunload), and the portal's confirm dialog for links inside the site (취소, the menu, the header). Answers
 * `release`, called before the page navigates on purpose (after saving).
 */
export function useLeaveWarning(dirty: boolean) {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const url = released.current ? null : ownNavigation(event);
      if (!url) return;
      event.preventDefault();
      void confirm(LEAVE_MESSAGE, { title: '작성 취소' }).then((leave) => {
        if (!leave) return;
        released.current = true;
        location.assign(url.href);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
  return () => {
    released.current = true;
  };
}
