import { describe, expect, it } from 'vitest';
import { baseRanges } from './coverage';
import { PAGE_FONT_REVISION, pageFontCodePoints, pageFontFaces } from './faces';
import { decodeKey, MAX_PAGE_CHARS } from './key';
import { addPageFontFaces } from './inject';
import { weightRules } from './weights';
import { pageFontFacesScript } from '../../lib/inline-scripts';

const cp = (ch: string) => ch.codePointAt(0)!;

describe("a page's own font faces", () => {
  it('leave out the shared base (Latin, the most frequent syllables) and what the font does not have', () => {
    expect(baseRanges).toMatch(/^d,20-/); // CR (a line break in text), space, Latin
    // 가 and A are in the base, 꽃 and 펩 are not, 😀 is not in the font.
    expect(pageFontCodePoints('<p>가 A 꽃펩 😀</p>')).toEqual([cp('꽃'), cp('펩')]);
    expect(pageFontFaces('<p>가나다 ABC</p>', null)).toEqual([]);
  });

  it('with the site CSS, declare a face only for the weights that draw such characters, with only theirs', () => {
    const rules = weightRules(['h1{font-weight:700}']);
    const faces = pageFontFaces('<h1>꽃</h1><p>꽃펩틴</p>', rules);
    expect(faces.map((f) => [f.weight, f.range])).toEqual([
      [400, [...'꽃틴펩'].map((ch) => `U+${cp(ch).toString(16)}`).join(',')],
      [700, `U+${cp('꽃').toString(16)}`],
    ]);
  });

  it('without the site CSS, declare one face per weight whose unicode-range and URL name exactly those characters', () => {
    const faces = pageFontFaces('<h1>꽃펩</h1><p>꽃펩틴</p>', null);
    const sorted = [cp('꽃'), cp('틴'), cp('펩')].sort((a, b) => a - b);
    expect(faces.map((f) => f.weight)).toEqual([400, 500, 700]);
    for (const { weight, url, range } of faces) {
      expect(range).toBe(sorted.map((c) => `U+${c.toString(16)}`).join(','));
      const key = new RegExp(`^/fonts/page/${weight}/([^/]+)\\.ttf$`).exec(url)![1]!;
      expect(decodeKey(key, weight, PAGE_FONT_REVISION)).toEqual(sorted);
    }
  });

  it(`keep the ${MAX_PAGE_CHARS} most used characters of a page that shows more`, () => {
    const rare = Array.from({ length: MAX_PAGE_CHARS + 50 }, (_, i) => String.fromCodePoint(0xd000 + i)).join('');
    const html = `<p>${rare}</p><p>${'퓨'.repeat(5)}</p>`;
    const kept = pageFontCodePoints(html);
    expect(kept.length).toBeLessThanOrEqual(MAX_PAGE_CHARS);
    expect(kept).toContain(cp('퓨'));
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
  });
});

describe('the injection after the render', () => {
  const add = async (html: string) => (await addPageFontFaces(Buffer.from(html))).toString('utf8');

  it('puts the hashed script that adds the faces at the start of <body> of an HTML page', async () => {
    const html = await add('<html><head></head><body class="x"><p>꽃</p></body></html>');
    const [face] = pageFontFaces('<p>꽃</p>', null);
    const script = `<script data-w400="${face!.url} U+${cp('꽃').toString(16)}"`;
    expect(html.startsWith(`<html><head></head><body class="x">${script}`)).toBe(true);
    expect(html).toContain(`>${pageFontFacesScript}</script><p>꽃</p>`);
  });

  it('finds the body tag with or without attributes, and not a look-alike', async () => {
    expect(await add('<html><bodyguard></bodyguard><body><p>꽃</p></body></html>')).toMatch(
      /^<html><bodyguard><\/bodyguard><body><script data-w400=/,
    );
    expect(await add('<html><body\n  id="b"><p>꽃</p></body></html>')).toMatch(/^<html><body\n {2}id="b"><script data-w400=/);
  });

  it('leaves a page whose characters are all in the base as it is', async () => {
    const html = '<html><body><p>가나다</p></body></html>';
    expect(await add(html)).toBe(html);
  });
});
