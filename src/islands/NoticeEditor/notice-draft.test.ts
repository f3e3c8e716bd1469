import { describe, expect, it } from 'vitest';
import { checkNotice, createRequest, emptyNotice, firstWrong, imagesShown, isBlankHtml, updateRequest } from './notice-draft';

const filled = {
  ...emptyNotice,
  noticeType: 'POLICY' as const,
  drugCompany: ' 보령 ',
  title: ' 12월 정산 일정 ',
  content: '<p>마감은 1월 10일입니다.</p>',
};

describe('the notice form', () => {
  it('checks the fields in the order of the screen, in Korean', () => {
    const errors = checkNotice(emptyNotice);
    expect(errors).toEqual({
      noticeType: '공지 분류를 선택해 주세요.',
      title: '제목을 입력해 주세요.',
      content: '공지 내용을 입력해 주세요.',
    });
    expect(firstWrong(errors)).toBe('noticeType');
    expect(firstWrong(checkNotice({ ...filled, title: '' }))).toBe('title');
    expect(checkNotice({ ...filled, drugCompany: '가'.repeat(51) }).drugCompany).toMatch(/50자 이내/);
    // The pinned notices of the community boards are not written here.
    expect(checkNotice({ ...filled, noticeType: 'ANONYMOUS_BOARD' }).noticeType).toBeDefined();
    expect(checkNotice(filled)).toEqual({});
  });

  it('takes an image alone as content, and empty paragraphs as nothing', () => {
    expect(isBlankHtml('<p></p><p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/v1/files/3"></p>')).toBe(false);
  });

  it('saves a new notice as a draft; a change leaves the publication alone', () => {
    expect(createRequest(filled, [4])).toMatchObject({
      boardType: 'NOTICE',
      title: '12월 정산 일정',
      isExposed: false,
      exposureRange: 'ALL',
      editorFileIds: [4],
      noticeProperties: { noticeType: 'POLICY', drugCompany: '보령', fixedTop: false },
    });
    const change = updateRequest({ ...filled, drugCompany: '' }, [1, 2], []);
    expect(change).not.toHaveProperty('isExposed');
    expect(change).toMatchObject({ keepFileIds: [1, 2], noticeProperties: { drugCompany: null } });
  });

  it('names the uploaded images the body still shows', () => {
    expect(imagesShown('<p><img src="/v1/files/12"><img src="/v1/files/3?x"></p>', [12, 3, 1])).toEqual([12, 3]);
  });
});
