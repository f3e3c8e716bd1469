// Runs on every page: session seeding and token rotation (a staff session's only after input: staff-idle.ts), the
// colour-mode toggle, the loading bar, the on-demand dialog host and the stale-deployment reload. Plain TS, no
// framework: content pages stay light.
import { bootSession, $session } from '../stores/browser-session';
import { isStaffRole } from '../api/staff-role';
import { $colorMode, applyColorMode, colorModeLabels, nextColorMode, setColorMode, watchSystemColorMode } from '../stores/color-mode';
import { $loading, $navigating } from '../stores/loading';
import { watchDialogs } from '../islands/shared/dialog-host/loader';
import { reloadOnceOnChunkError } from '../lib/chunk-reload';
import { rareFontFacesHref } from '../styles/rare-font-faces';

bootSession();
// The staff idle rule loads for a staff session only: partners' pages do not carry it. The rotation it gates first
// ticks a minute after the page starts, long after the module has arrived.
const seeded = $session.get();
if (seeded.status === 'signedIn' && isStaffRole(seeded.member.role)) void import('./staff-idle').then((m) => m.watchStaffIdle());
applyColorMode();
watchSystemColorMode();
watchDialogs();
reloadOnceOnChunkError();

// The rare characters' @font-face rules arrive after the page is parsed: neither the first paint nor this script waits
// for them (a <link> in the body held the parser, and so the page's scripts, until it loaded).
document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: rareFontFacesHref }));

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-mode-toggle]')) {
  const render = () => {
    const mode = $colorMode.get();
    button.dataset.mode = mode;
    button.setAttribute('aria-label', `화면 모드: ${colorModeLabels[mode]} (누르면 ${colorModeLabels[nextColorMode(mode)]})`);
    button.title = colorModeLabels[mode];
  };
  $colorMode.subscribe(render);
  button.addEventListener('click', () => setColorMode(nextColorMode($colorMode.get())));
}

const bar = document.getElementById('loading-bar');
$loading.subscribe((on) => bar?.toggleAttribute('data-active', on));
// A full page load follows a same-origin link or a form post: show the bar until the next page replaces this one.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target || link.hasAttribute('download')) return;
  if (link.origin === location.origin && !link.hash) $navigating.set(true);
});
addEventListener('pageshow', () => $navigating.set(false));
