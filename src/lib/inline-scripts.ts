import { COLOR_MODE_KEY } from '../stores/color-mode';

// The only inline scripts of the pages. Their exact text is hashed into the Content-Security-Policy
// (astro.config.mjs), so any change here is allowed automatically; any other inline script is blocked.

/** Applies the stored colour mode before first paint (no flash); same rule as src/stores/color-mode.ts. */
export const colorModeScript = `(function () {
  let mode = null;
  try { mode = localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)}); } catch { /* storage blocked */ }
  const dark = mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.colorMode = dark ? 'dark' : 'light';
})();`;

/** Removes `?done=` after the flash message is shown, so a reload or a shared link does not repeat it. */
export const dropDoneParamScript =
  "(() => { const u = new URL(location.href); u.searchParams.delete('done'); history.replaceState(history.state, '', u.pathname + u.search + u.hash); })();";

/**
 * Links the stylesheet named by the script's data-href without holding the first paint: a stylesheet a script inserts
 * is not render-blocking, one the parser meets in <head> is. Runs in <head>, so the download starts with the page CSS.
 */
export const nonBlockingStylesheetScript =
  "document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: document.currentScript.dataset.href }));";

/**
 * Adds the page's own font faces (src/host/page-font) named by the script's data-w400, data-w500 and data-w700
 * ("<url> <unicode-range>"). Faces added by script come after every stylesheet's faces in the document's font set, so
 * they win for their characters wherever the stylesheets sit; like those, a face loads only when text needs it.
 */
export const pageFontFacesScript = `(function () {
  const data = document.currentScript.dataset;
  for (const weight of ['400', '500', '700']) {
    const face = data['w' + weight];
    if (!face) continue;
    const [url, range] = face.split(' ');
    document.fonts.add(new FontFace('Pretendard', 'url(' + url + ") format('truetype')", { weight, display: 'swap', unicodeRange: range }));
  }
})();`;

export const inlineScripts = [colorModeScript, dropDoneParamScript, nonBlockingStylesheetScript, pageFontFacesScript];
