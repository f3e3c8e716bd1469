// Promotion links inside an event's body (sanitised HTML, rendered on the server): one delegated click handler on the
// body, so the page ships no framework. A link to a promotion page (src/lib/promotion-links.ts) is opened with a
// one-time token for the member; the call and the dialog load on the first such click (promotion-open.ts). Other
// links keep what the sanitiser gave them (external ones open in a new tab).
import { promotionTarget } from '../lib/promotion-links';

/** Phones open the promotion page in this tab; wider screens in a 600 × 800 window. */
const SAME_TAB = '(max-width: 767px)';

for (const body of document.querySelectorAll<HTMLElement>('[data-promotion-links]')) {
  body.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !body.contains(link)) return;
    const target = promotionTarget(link.href);
    if (!target) return;
    event.preventDefault();
    if (link.getAttribute('aria-busy') === 'true') return;
    // The window is opened inside the click, so that no popup blocker takes it for an unrequested one; it is pointed
    // at the page once the token is there. No window (a blocker, or a phone): this tab goes there instead.
    const popup = matchMedia(SAME_TAB).matches ? null : window.open('about:blank', 'medipanda-promotion', 'popup,width=600,height=800');
    if (popup) popup.opener = null;
    link.setAttribute('aria-busy', 'true');
    void import('./promotion-open')
      .then((m) => m.openPromotion(target, popup))
      .catch(() => {
        popup?.close();
        location.reload();
      })
      .finally(() => link.removeAttribute('aria-busy'));
  });
  // Until this script has run, a tap follows the plain link (the promotion page then asks for its token again).
  body.dataset.promotionReady = '';
}
