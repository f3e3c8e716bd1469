import { safeParse } from 'valibot';
import { contentSchema, titleSchema } from '../../api/schema/post';

export type DraftErrors = { title?: string; content?: string; files?: string; form?: string };

/** True when the editor's HTML shows nothing: no text and no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/** Ids of this site's files that the HTML shows as images (`/v1/files/{id}`). */
export function imageIdsIn(html: string): number[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*\bsrc="\/v1\/files\/(\d{1,10})"/g)].map((m) => Number(m[1])))];
}

/** The form's checks in screen order, in Korean, before anything is sent (the server checks again). */
export function checkDraft(title: string, content: string): DraftErrors {
  const errors: DraftErrors = {};
  const titleCheck = safeParse(titleSchema, title);
  if (!titleCheck.success) errors.title = titleCheck.issues[0].message;
  if (isBlankHtml(content)) errors.content = '내용을 입력해 주세요.';
  else {
    const contentCheck = safeParse(contentSchema, content);
    if (!contentCheck.success) errors.content = contentCheck.issues[0].message;
  }
  return errors;
}
