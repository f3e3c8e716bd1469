import { describe, expect, it } from 'vitest';
import { pageCharactersByWeight } from './scan';
import { elementWeight, fileWeight, weightRules } from './weights';

// Panda's shape: layers, tokens as custom properties, escaped class names, state variants.
const css = `
@layer reset{h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}b,strong{font-weight:bolder}}
@layer tokens{:where(:root,:host){--font-weights-regular:400;--font-weights-medium:500;--font-weights-bold:700}}
@layer recipes{
  @layer _base{.button{font-weight:var(--font-weights-bold);display:inline-flex}.rich-text h2,.rich-text h3{font-weight:var(--font-weights-bold)}}
  .text--textStyle_heading4\\.M{font-weight:var(--font-weights-medium)}
  .chip{font-weight:var(--font-weights-regular)}
  .select__item:is([aria-selected=true]){font-weight:700}
}
@layer utilities{.fw_regular{font-weight:var(--font-weights-regular)}.hover\\:fw_bold:hover{font-weight:700}}
@font-face{font-family:X;font-weight:700;src:url(x.woff2)}
`;
const rules = weightRules([css]);
const weightOf = (tag: string, classes: string[] = [], ancestors: { tag: string; classes: string[]; weight: number }[] = []) =>
  elementWeight(rules, tag, classes, ancestors);

describe('font weights from the site CSS', () => {
  it('reads classes (escaped names too), tokens and the reset over the browser defaults', () => {
    expect(weightOf('button', ['button'])).toBe(700);
    expect(weightOf('span', ['text--textStyle_heading4.M'])).toBe(500);
    expect(weightOf('h1')).toBe(400); // the reset's inherit beats the browser's bold
    expect(weightOf('th')).toBe(700); // the browser's default, not reset here
    expect(weightOf('strong', [], [{ tag: 'p', classes: [], weight: 400 }])).toBe(700);
  });

  it('matches a tag under an ancestor class, at any depth', () => {
    const richText = { tag: 'div', classes: ['rich-text'], weight: 400 };
    const section = { tag: 'section', classes: [], weight: 400 };
    expect(weightOf('h2', [], [richText, section])).toBe(700);
    expect(weightOf('h2', [], [section])).toBe(400);
  });

  it('follows the cascade layers: a utility beats a recipe', () => {
    expect(weightOf('button', ['button', 'fw_regular'])).toBe(400);
  });

  it('leaves out state variants and @font-face descriptors', () => {
    expect(weightOf('div', ['select__item'])).toBe(400);
    expect(weightOf('span', ['hover:fw_bold'])).toBe(400);
  });

  it('maps computed weights to the font files of the design', () => {
    expect([100, 400, 449, 500, 599, 600, 700, 900].map(fileWeight)).toEqual([400, 400, 400, 500, 500, 700, 700, 700]);
  });
});

describe('the characters a page draws, per weight', () => {
  it('counts each character in the weight its element is drawn in, inherited by the text inside', () => {
    const html =
      '<body><div class="rich-text"><h2>제목 <em>강조</em></h2><p>본문 <strong>굵게</strong></p></div>' +
      '<a class="button"><span>버튼</span></a><img alt="로고"><input class="text--textStyle_heading4.M" placeholder="검색"><p>끝</p></body>';
    const byWeight = pageCharactersByWeight(html, rules);
    const text = (w: 400 | 500 | 700) => [...(byWeight.get(w)?.keys() ?? [])].map((cp) => String.fromCodePoint(cp)).join('');
    expect(text(700)).toBe('제목강조굵게버튼');
    expect(text(500)).toBe('검색');
    expect(text(400)).toBe('본문로고끝');
  });
});
