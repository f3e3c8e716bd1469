import { safeParse } from 'valibot';
import { noticeCategories, type ExposureRange, type NoticeType } from '../../api/enums';
import { NAME_MAX } from '../../api/schema/limits';
import { contentSchema, titleSchema } from '../../api/schema/post';
import type { BoardPostCreateRequest, BoardPostUpdateRequest } from '../../api/schema/boards';

// What the notice form holds, its checks (in the screen's order, in Korean, beside each field) and the requests it
// becomes. Pure: the island and its tests share it; the server checks the same again.

export interface NoticeDraft {
  noticeType: NoticeType | null;
  /** Empty = the portal's own notice (메디판다). */
  drugCompany: string;
  exposureRange: ExposureRange;
  fixedTop: boolean;
  title: string;
  /** HTML from the editor. */
  content: string;
}

export type NoticeField = 'noticeType' | 'drugCompany' | 'title' | 'content';
export type NoticeErrors = Partial<Record<NoticeField | 'files' | 'form', string>>;

/** The fields in the order the screen shows them: the first wrong one takes the focus. */
export const fieldOrder: readonly NoticeField[] = ['noticeType', 'drugCompany', 'title', 'content'];

export const emptyNotice: NoticeDraft = {
  noticeType: null,
  drugCompany: '',
  exposureRange: 'ALL',
  fixedTop: false,
  title: '',
  content: '',
};

/** Is there nothing readable in the HTML (no text, no image)? */
export function isBlankHtml(html: string): boolean {
  if (/<(img|hr|table)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

export function checkNotice(d: NoticeDraft): NoticeErrors {
  const errors: NoticeErrors = {};
  if (!d.noticeType || !noticeCategories.includes(d.noticeType)) errors.noticeType = '공지 분류를 선택해 주세요.';
  if (d.drugCompany.trim().length > NAME_MAX) errors.drugCompany = `제약사명은 ${NAME_MAX}자 이내로 입력해 주세요.`;
  const title = safeParse(titleSchema, d.title);
  if (!title.success) errors.title = title.issues[0].message;
  if (isBlankHtml(d.content)) errors.content = '공지 내용을 입력해 주세요.';
  else {
    const content = safeParse(contentSchema, d.content);
    if (!content.success) errors.content = content.issues[0].message;
  }
  return errors;
}

export const firstWrong = (errors: NoticeErrors): NoticeField | undefined => fieldOrder.find((f) => errors[f]);

export { imagesShown } from '../shared/editor-images';

const properties = (d: NoticeDraft) => ({
  noticeType: d.noticeType as NoticeType,
  drugCompany: d.drugCompany.trim() || null,
  fixedTop: d.fixedTop,
});

/** A new notice is saved as a draft: only editors see it until it is published. */
export const createRequest = (d: NoticeDraft, editorFileIds: number[]): BoardPostCreateRequest => ({
  boardType: 'NOTICE',
  title: d.title.trim(),
  content: d.content,
  isExposed: false,
  exposureRange: d.exposureRange,
  editorFileIds,
  noticeProperties: properties(d),
});

/** A change keeps the notice's publication as it is (게시 / 게시 취소 are their own actions). */
export const updateRequest = (d: NoticeDraft, keepFileIds: number[], editorFileIds: number[]): BoardPostUpdateRequest => ({
  title: d.title.trim(),
  content: d.content,
  exposureRange: d.exposureRange,
  keepFileIds,
  editorFileIds,
  noticeProperties: properties(d),
});

export const sameDraft = (a: NoticeDraft, b: NoticeDraft) => (Object.keys(a) as (keyof NoticeDraft)[]).every((k) => a[k] === b[k]);
