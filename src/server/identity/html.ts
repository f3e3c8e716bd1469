import { scriptHash } from '../../host/security-headers';

// The small HTML pages the API itself serves in the identity popup. They live outside Astro, so they carry their own
// Content-Security-Policy: nothing loads from elsewhere, forms post only to this site, and the one script they may run
// is allowed by its hash (never 'unsafe-inline' for scripts).

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);

/**
 * Tells the window that opened the popup that this verification has an answer (the opener then reads the result
 * from the API; nothing personal travels in the message), then closes the popup. Only this site's windows hear it.
 */
export const popupDoneScript = `(function () {
  var data = document.currentScript.dataset;
  try {
    if (window.opener) window.opener.postMessage({ type: 'identity-verification', certNum: data.certNum, status: data.status }, location.origin);
  } catch (e) { /* the opener went away */ }
  setTimeout(function () { window.close(); }, 300);
})();`;

const style = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1d23; --muted: #5c6270; --line: #d7dae0; --brand: #5b3fd6; --onBrand: #fff; --warn: #fff4d6; --warnFg: #6b4e00; }
@media (prefers-color-scheme: dark) { :root { --bg: #16181d; --fg: #eceef2; --muted: #a4a9b4; --line: #3a3e47; --brand: #9d8bff; --onBrand: #16181d; --warn: #3b3000; --warnFg: #ffe08a; } }
* { box-sizing: border-box; }
body { margin: 0; padding: 20px 16px; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, 'Noto Sans KR', sans-serif; }
main { max-width: 420px; margin: 0 auto; display: grid; gap: 16px; }
h1 { font-size: 19px; margin: 0; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; background: var(--warn); color: var(--warnFg); font-size: 13px; font-weight: 700; }
.note { margin: 0; color: var(--muted); font-size: 14px; }
.error { margin: 0; padding: 8px 12px; border-radius: 8px; background: #fde8e8; color: #8a1414; }
fieldset { border: 1px solid var(--line); border-radius: 12px; padding: 12px 14px; margin: 0; display: grid; gap: 10px; }
legend { font-weight: 700; padding: 0 4px; }
label { display: grid; gap: 4px; font-size: 14px; }
input { font: inherit; padding: 9px 10px; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--fg); min-height: 44px; }
.row { display: flex; gap: 16px; align-items: center; }
.row label { display: flex; gap: 6px; align-items: center; }
.row input { min-height: auto; }
button { font: inherit; min-height: 44px; padding: 8px 14px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--fg); cursor: pointer; text-align: left; }
button.primary { background: var(--brand); border-color: var(--brand); color: var(--onBrand); text-align: center; font-weight: 700; }
.people { display: grid; gap: 8px; }
.people small { color: var(--muted); }
`;

/** An HTML answer with the popup's look and its own CSP (`script` is the one inline script, allowed by hash). */
export function htmlPage(input: { title: string; body: string; script?: { code: string; data: Record<string, string> }; status?: number }) {
  const scriptSrc = input.script ? `'${scriptHash(input.script.code)}'` : "'none'";
  const dataAttributes = Object.entries(input.script?.data ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const script = input.script ? `<script${dataAttributes}>${input.script.code}</script>` : '';
  const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(input.title)}</title><style>${style}</style></head>
<body><main>${input.body}</main>${script}</body></html>`;
  return new Response(html, {
    status: input.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': [
        "default-src 'none'",
        `script-src ${scriptSrc}`,
        "style-src 'unsafe-inline'",
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
      // Not no-referrer: with it the browser sends `Origin: null` on the form's post, which the origin check refuses.
      'referrer-policy': 'same-origin',
    },
  });
}
