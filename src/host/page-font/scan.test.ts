import { describe, expect, it } from 'vitest';
import { pageCharacters } from './scan';

const chars = (html: string) =>
  [...pageCharacters(html).keys()]
    .map((cp) => String.fromCodePoint(cp))
    .sort()
    .join('');

describe('the characters a page shows', () => {
  it('reads the text between tags and counts each character', () => {
    const counts = pageCharacters('<main><h1 class="가">약관</h1><p>약관에 동의</p></main>');
    expect(counts.get('약'.codePointAt(0)!)).toBe(2);
    expect(chars('<main><h1 class="가">약관</h1><p>약관에 동의</p></main>')).toBe([...'관약에동의'].sort().join(''));
  });

  it('leaves out scripts, styles, comments, the title and attributes that are not drawn', () => {
    const html =
      '<head><title>제목</title><style>.a::after{content:"꽃"}</style><script type="application/json">{"이름":"홍"}</script></head>' +
      '<body><!-- 주석 --><a href="/검색" aria-label="닫기" title="툴팁">링크</a><script>alert("경고")</script></body>';
    expect(chars(html)).toBe([...'링크'].sort().join(''));
  });

  it('reads placeholder, value and alt, and decodes entities', () => {
    const html = `<input placeholder="아이디" value='홍길동'><img alt="로고"><p>A&amp;B &#xAC00;&#44033; &lt;&nbsp;</p>`;
    expect(chars(html)).toBe([...'아이디홍길동로고A&B가각<\u00a0'].sort().join(''));
  });

  it('ignores whitespace and control characters', () => {
    expect(pageCharacters('<p>\n\t \r</p>').size).toBe(0);
  });
});
