import { CONTENT_MAX, multiLine, requiredLine, TITLE_MAX } from './common';

// The fields every post has, on their own so that a form checks them without the rest of the board schemas.

/** The title of a post: one line, 1 … TITLE_MAX characters. */
export const titleSchema = requiredLine('제목(title)', TITLE_MAX, '제목을 입력해 주세요.');
/** The body of a post (HTML, or text the form turns into HTML); the server sanitizes it and refuses a blank one. */
export const contentSchema = multiLine('내용(content)', CONTENT_MAX);
