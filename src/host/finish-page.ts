import { addPageFontFaces, isRenderedHtml } from './page-font/inject';
import { firstVisitStyles } from './first-visit-css';

/**
 * A rendered page's last steps, on its bytes read once: its own font faces (scanned from the page as rendered), then
 * its stylesheets in their first-visit form (inline when this browser was never sent them). Anything else as it is.
 */
export async function finishPage(request: Request, response: Response): Promise<Response> {
  if (!isRenderedHtml(response)) return response;
  const { html, cookie } = await firstVisitStyles(request, await addPageFontFaces(Buffer.from(await response.arrayBuffer())));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (cookie) headers.append('set-cookie', cookie);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
