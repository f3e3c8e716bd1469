import type { APIRoute } from 'astro';
import { PAGE_FONT_REVISION, PAGE_FONT_WEIGHTS, type PageFontWeight } from '../../../../host/page-font/faces';
import { BUSY_RETRY_SECONDS, PageFontBusy, pageFontFile, type PageFontFile } from '../../../../host/page-font/files';
import { decodeKey } from '../../../../host/page-font/key';

// GET /fonts/page/<weight>/<key>.ttf: the page font file a key names (src/host/page-font). The URL alone says what is
// in it, so it is cached for a year like the static font files; a key no server signed, or that is not a valid set,
// is refused (400) before any font work, and a file that would wait too long to be made is refused for now (503).
export const GET: APIRoute = async ({ params, request }) => {
  const weight = Number(params.weight) as PageFontWeight;
  const key = params.key?.endsWith('.ttf') ? params.key.slice(0, -'.ttf'.length) : '';
  const known = PAGE_FONT_WEIGHTS.includes(weight) && params.weight === String(weight); // one URL per file: no "0400"
  const codePoints = known ? decodeKey(key, weight, PAGE_FONT_REVISION) : null;
  if (!codePoints) return new Response('Bad request.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  let file: PageFontFile;
  try {
    file = await pageFontFile(weight, key, codePoints);
  } catch (error) {
    if (!(error instanceof PageFontBusy)) throw error;
    return new Response('Busy: try again later.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(BUSY_RETRY_SECONDS) },
    });
  }
  const accept = request.headers.get('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  return new Response(new Uint8Array(encoding ? file[encoding] : file.raw), {
    headers: {
      'content-type': 'font/ttf',
      'content-length': String((encoding ? file[encoding] : file.raw).length),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
};
