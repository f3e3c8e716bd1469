import { describe, expect, it } from 'vitest';
import { isBlankRichText, sanitizeRichText } from './sanitize';
import { htmlToText, textToHtml } from './rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and script URLs wherever they hide', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src="/v1/files/1" onerror="alert(1)">',
      '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<svg onload="alert(1)"><circle /></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="https://evil.example/x"></iframe>',
      '<object data="x.swf"></object><embed src="x">',
      '<style>body{display:none}</style>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<img src="//evil.example/x.png">',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<base href="https://evil.example/">',
    ];
    for (const html of attacks) {
      const out = sanitizeRichText(html);
      expect(out, html).not.toMatch(
        /<script|onerror|onclick|onmouseover|onload|javascript:|<svg|<object|<embed|<style|<form|<input|<meta|<base|data:|evil\.example/i,
      );
    }
  });

  it('keeps what the editor makes: marks, headings, lists, tables, quotes, code, images of this site, YouTube', () => {
    const html =
      '<h2>제목</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s> <code>코드</code></p>' +
      '<ul><li>하나</li></ul><ol start="3"><li>셋</li></ol><blockquote><p>인용</p></blockquote><pre><code>x = 1</code></pre><hr>' +
      '<table><thead><tr><th colspan="2">머리</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<p style="text-align: center; color: #4D12EE; position: fixed">가운데</p>' +
      '<p><img src="/v1/files/12" alt="그림" width="240"></p>' +
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/abc" allowfullscreen="true"></iframe></div>';
    const out = sanitizeRichText(html);
    for (const part of [
      '<h2>제목</h2>',
      '<strong>굵게</strong>',
      '<ol start="3">',
      '<blockquote>',
      '<pre><code>',
      '<hr />',
      '<th colspan="2">',
      '<img src="/v1/files/12" alt="그림" width="240" />',
      'https://www.youtube.com/embed/abc',
    ]) {
      expect(out).toContain(part);
    }
    expect(out).toContain('style="text-align:center;color:#4D12EE"');
    expect(out).not.toContain('position');
  });

  it('opens links to other sites in a new tab without the opener; keeps links of this site as they are', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">외부</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">외부</a>',
    );
    expect(sanitizeRichText('<a href="/customer-service/faq" target="_blank">FAQ</a>')).toBe('<a href="/customer-service/faq">FAQ</a>');
    expect(sanitizeRichText('<a href="tel:070-8666-1102">전화</a>')).toBe('<a href="tel:070-8666-1102">전화</a>');
  });

  it('knows an empty editor body', () => {
    expect(isBlankRichText('<p></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p><img src="/v1/files/1"></p>')).toBe(false);
    expect(isBlankRichText('<p>글</p>')).toBe(false);
  });
});

describe('plain text ↔ inquiry HTML', () => {
  it('turns paragraphs and line breaks into HTML and back, escaping markup', () => {
    const text = '안녕하세요.\n정산 문의입니다.\n\n<script>는 글자일 뿐 & 기호도';
    const html = textToHtml(text);
    expect(html).toBe('<p>안녕하세요.<br>정산 문의입니다.</p><p>&lt;script&gt;는 글자일 뿐 &amp; 기호도</p>');
    expect(htmlToText(html)).toBe(text);
    expect(textToHtml('\n\n  \n')).toBe('');
    expect(htmlToText('<p>a&nbsp;b &#39;c&#39; &#x41;</p>')).toBe("a b 'c' A");
  });
});
