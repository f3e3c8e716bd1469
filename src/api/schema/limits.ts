// The contract's limits, shared by the request schemas (common.ts re-exports them), forms and list pages. No
// valibot here: a page that needs only a number must not load the validation library with it.

/** Largest id of the contract (a signed 32-bit integer). */
export const ID_MAX = 2_147_483_647;
/** Largest page a list answers; only lists that are small by nature answer "fetch all" (size up to ID_MAX). */
export const PAGE_SIZE_MAX = 100;
/**
 * Rows one "fetch all" page holds at most. The contract fetches everything with size=2^31−1; the lists that take it
 * (their schemas use `fetchAllPaging`) hold tens of rows by nature (banners: a handful per slot; sales-agency products
 * running today), so a larger size is clamped to this: far above any real list, while one answer stays a bounded
 * query of a few hundred KB. The envelope reports the clamped size, so `totalPages` and `last` stay true.
 */
export const FETCH_ALL_ROWS = 1_000;
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page number (0-based). */
export const PAGE_MAX = 10_000_000;
/** Search keywords and one-line filters. */
export const KEYWORD_MAX = 100;
/** Names, login ids, nicknames, company names. */
export const NAME_MAX = 50;
export const TITLE_MAX = 200;
/** Rich-text HTML of a post. */
export const CONTENT_MAX = 200_000;
/**
 * The text of one multipart request, its JSON part and plain fields together, in bytes: the longest post
 * (CONTENT_MAX characters of at most 3 bytes each in UTF-8, JSON-escaped) fits with room to spare.
 */
export const MULTIPART_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** A comment or a reply (plain text). */
export const COMMENT_MAX = 1_000;
/** The reason text of a report. */
export const REPORT_CONTENT_MAX = 200;
/** Items of a list value (ids, enum filters). */
export const LIST_MAX = 100;
