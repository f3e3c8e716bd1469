import { hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageFontFacesScript } from '../../lib/inline-scripts';
import { pageFontFaces, type PageFontFace } from './faces';
import { weightRules, type WeightRules } from './weights';

// Once per rendered HTML page, after the render: the page's own font faces (faces.ts) go into the hashed inline script
// that adds them (pageFontFacesScript, allowed by the CSP like the colour-mode script), at the start of <body>, so they
// exist before the first layout. Their data travels in attributes, not CSS: the page's render-blocking CSS stays the
// site's own looks. Any other response passes untouched.
export async function withPageFontFaces(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  const faces = await facesOf(html);
  const attributes = faces.map(({ weight, url, range }) => ` data-w${weight}="${url} ${range}"`).join('');
  const script = `<script${attributes}>${pageFontFacesScript}</script>`;
  const body = faces.length ? html.replace(/<body\b[^>]*>/i, (open) => open + script) : html;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

let rules: Promise<WeightRules | null> | undefined;

/** The font-weight rules of the build's stylesheets (scripts/start.mjs serves BUILD_DIR), read once; null without a build. */
function siteWeightRules(): Promise<WeightRules | null> {
  rules ??= (async () => {
    const dir = join(process.cwd(), process.env.BUILD_DIR ?? 'dist', 'client', '_astro');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.css')).sort();
    return weightRules(await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8'))));
  })().catch(() => null);
  return rules;
}

// The faces of a page depend on its HTML alone: the same HTML (the same page seen again by the same member, or by any
// member when it names no one) is scanned once. Keyed by a hash of the HTML; at most MAX_REMEMBERED pages, oldest first.
const MAX_REMEMBERED = 500;
const remembered = new Map<string, PageFontFace[]>();

async function facesOf(html: string): Promise<PageFontFace[]> {
  const key = hash('sha1', html, 'base64');
  const known = remembered.get(key);
  if (known) return known;
  const faces = pageFontFaces(html, await siteWeightRules());
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, faces);
  return faces;
}
