import { describe, expect, test } from 'vitest';
import { checkDraft, imageIdsIn, isBlankHtml } from './post-draft';

describe('community post draft', () => {
  test('a body with no text and no image is blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/v1/files/3" alt=""></p>')).toBe(false);
    expect(isBlankHtml('<p>안녕하세요</p>')).toBe(false);
  });

  test('the ids of this site’s images the body shows, once each', () => {
    expect(imageIdsIn('<img src="/v1/files/12" alt=""><p>x</p><img src="/v1/files/12"><img src="https://example.com/a.png">')).toEqual([
      12,
    ]);
  });

  test('checks in screen order, in Korean', () => {
    expect(checkDraft(' ', '')).toEqual({ title: '제목을 입력해 주세요.', content: '내용을 입력해 주세요.' });
    expect(checkDraft('제목', '<p></p>')).toEqual({ content: '내용을 입력해 주세요.' });
    expect(checkDraft('제목', '<p>내용</p>')).toEqual({});
  });
});
