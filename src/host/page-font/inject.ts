import { hash } from 'node:crypto';
import { buildStylesheets } from '../build-assets';
import { pageFontFacesScript } from '../../lib/inline-scripts';
import { pageFontFaces, type PageFontFace } from './faces';
import { weightRules, type WeightRules } from './weights';

/** A response the render produced as HTML, with a body to rework. */
export const isRenderedHtml = (response: Response) => !!response.body && !!response.headers.get('content-type')?.startsWith('text/html');

// Once per rendered HTML page, after the render (src/host/finish-page.ts): the page's own font faces (faces.ts) go into
// the hashed inline script that adds them (pageFontFacesScript, allowed by the CSP like the colour-mode script), at the
// start of <body>, so they exist before the first layout. Their data travels in attributes, not CSS: the page's
// render-blocking CSS stays the site's own looks.

/** The page with its font-face script, as bytes: the page is hashed and spliced as the renderer encoded it (decoding
 *  45 KB to hash and encode it again cost more than the rest of this step). */
export async function addPageFontFaces(html: Buffer<ArrayBuffer>): Promise<Buffer<ArrayBuffer>> {
  const faces = await facesOf(html);
  const at = afterBodyTag(html);
  if (!faces.length || at <= 0) return html;
  const attributes = faces.map(({ weight, url, range }) => ` data-w${weight}="${url} ${range}"`).join('');
  return Buffer.concat([html.subarray(0, at), Buffer.from(`<script${attributes}>${pageFontFacesScript}</script>`), html.subarray(at)]);
}

/** Where the content of <body> starts (just past its opening tag), or -1. */
function afterBodyTag(html: Buffer): number {
  for (let at = html.indexOf('<body'); at >= 0; at = html.indexOf('<body', at + 5)) {
    const next = html[at + 5];
    if (next === 0x3e /* > */) return at + 6;
    if (next === 0x20 || next === 0x0a || next === 0x09 || next === 0x0d) {
      const end = html.indexOf('>', at);
      return end < 0 ? -1 : end + 1;
    }
  }
  return -1;
}

// Astro inlines an area's small stylesheet (src/styles/pages/) into its pages' <style>, so a page's font-weight rules
// are the build's stylesheets plus its inline styles: computed once per distinct inline CSS (a handful of areas).
const MAX_INLINE_VARIANTS = 32;
const rulesByInline = new Map<string, WeightRules>();

async function weightRulesOf(html: string): Promise<WeightRules | null> {
  const site = await buildStylesheets();
  if (!site) return null;
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  let known = rulesByInline.get(inline);
  if (!known) {
    if (rulesByInline.size >= MAX_INLINE_VARIANTS) rulesByInline.delete(rulesByInline.keys().next().value!);
    known = weightRules([...site.values(), inline]);
    rulesByInline.set(inline, known);
  }
  return known;
}

// The faces of a page depend on its HTML alone: the same HTML (the same page seen again by the same member, or by any
// member when it names no one) is scanned once. Keyed by a hash of the HTML; at most MAX_REMEMBERED pages, oldest first.
const MAX_REMEMBERED = 500;
const remembered = new Map<string, PageFontFace[]>();

async function facesOf(html: Buffer): Promise<PageFontFace[]> {
  const key = hash('sha1', html, 'base64');
  const known = remembered.get(key);
  if (known) return known;
  const text = html.toString('utf8');
  const faces = pageFontFaces(text, await weightRulesOf(text));
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, faces);
  return faces;
}
