import type { APIRoute } from 'astro';
import { PAGE_FONT_REVISION, PAGE_FONT_WEIGHTS, type PageFontWeight } from '../../../../server/page-font/faces';
import { pageFontFile } from '../../../../server/page-font/files';
import { decodeKey } from '../../../../server/page-font/key';

// GET /fonts/page/<weight>/<key>.ttf: the page font file a key names (src/server/page-font). The URL alone says what is
// in it, so it is cached for a year like the static font files; a key that is not a valid set is refused.
export const GET: APIRoute = async ({ params, request }) => {
  const weight = Number(params.weight) as PageFontWeight;
  const key = params.key?.endsWith('.ttf') ? params.key.slice(0, -'.ttf'.length) : '';
  const known = PAGE_FONT_WEIGHTS.includes(weight) && params.weight === String(weight); // one URL per file: no "0400"
  const codePoints = known ? decodeKey(key, weight, PAGE_FONT_REVISION) : null;
  if (!codePoints) return new Response('Bad request.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  const file = await pageFontFile(weight, key, codePoints);
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
