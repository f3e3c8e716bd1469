import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { PAGE_FONT_REVISION } from '../../src/host/page-font/faces';
import { encodeKey } from '../../src/host/page-font/key';
import { GET } from '../../src/pages/fonts/page/[weight]/[key]';

const call = (weight: string, key: string, acceptEncoding = 'gzip, deflate, br') =>
  GET({
    params: { weight, key },
    request: new Request(`http://x/fonts/page/${weight}/${key}`, { headers: { 'accept-encoding': acceptEncoding } }),
  } as unknown as APIContext) as Promise<Response>;

/** The code points a TrueType font maps to a glyph (cmap format 4 or 12). */
function cmapCodePoints(font: Buffer): number[] {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = font.readUInt32BE(20 + 16 * i);
  const found = new Set<number>();
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + 8 * i + 4);
    const format = font.readUInt16BE(at);
    if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(at + 12); g++) {
        const [start, end] = [font.readUInt32BE(at + 16 + 12 * g), font.readUInt32BE(at + 20 + 12 * g)];
        for (let cp = start; cp <= end; cp++) found.add(cp);
      }
    } else if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(at + 14 + 2 * s);
        const start = font.readUInt16BE(at + 16 + 2 * segments + 2 * s);
        for (let cp = start; cp <= end && cp !== 0xffff; cp++) found.add(cp);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

describe('GET /fonts/page/<weight>/<key>.ttf', () => {
  const codePoints = [...'꽃틴펩'].map((ch) => ch.codePointAt(0)!).sort((a, b) => a - b);

  it('answers a valid key with a TrueType font holding exactly its characters, cached for a year', async () => {
    const key = encodeKey(codePoints, 700, PAGE_FONT_REVISION);
    const response = await call('700', `${key}.ttf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/ttf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBe('br');
    const font = brotliDecompressSync(Buffer.from(await response.arrayBuffer()));
    expect(font.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(cmapCodePoints(font)).toEqual(codePoints);
    expect(font.length).toBeLessThan(4096); // three glyphs, no layout tables
  });

  it('compresses with gzip, or not at all, as the browser accepts', async () => {
    const key = `${encodeKey(codePoints, 400, PAGE_FONT_REVISION)}.ttf`;
    const gzip = await call('400', key, 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const raw = await call('400', key, '');
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(Buffer.from(await raw.arrayBuffer()));
  });

  it('refuses keys that are not a valid set of this weight and font revision, or that no server signed, with 400', async () => {
    const key = encodeKey(codePoints, 400, PAGE_FONT_REVISION);
    const tooMany = encodeKey(
      Array.from({ length: 401 }, (_, i) => 0xac00 + i),
      400,
      PAGE_FONT_REVISION,
    );
    for (const [weight, name] of [
      ['400', key], // no .ttf
      ['700', `${key}.ttf`], // another weight's key
      ['600', `${encodeKey(codePoints, 600, PAGE_FONT_REVISION)}.ttf`], // a weight the site does not use
      ['400', `${encodeKey(codePoints, 400, 'pretendard-old:1')}.ttf`],
      ['400', `${tooMany}.ttf`],
      ['0400', `${key}.ttf`], // the same file under a second URL
      ['400', 'AAAA.abcdefgh.ttf'],
      ['400', `${encodeKey(codePoints, 400, PAGE_FONT_REVISION, 'not the servers secret')}.ttf`], // a key a client signed
    ] as const) {
      const response = await call(weight, name);
      expect(response.status, `${weight}/${name.slice(0, 40)}`).toBe(400);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });
});
