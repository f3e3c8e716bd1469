// The limits of the staff's EDI queue and line entry (no valibot here: a screen that needs only a number does not
// load the validation library with it).

/** The queue's screen shows this many rows a page (it answers at most OPERATOR_PAGE_SIZE_MAX, as every operator list). */
export const EDI_QUEUE_PER_SCREEN = 20;
/** A claim (처리 시작) lapses after this long without a write of its holder; then another staff member may take it. */
export const EDI_CLAIM_IDLE_MINUTES = 30;
/** Lines one request adds at most (an OCR'd statement page holds a few dozen). */
export const EDI_LINES_PER_REQUEST_MAX = 50;
/** Lines a record holds at most: far above any statement, while a record's screen and its completion stay bounded. */
export const EDI_LINES_PER_RECORD_MAX = 300;
/** Largest quantity of one line (the amount must also fit the won columns: 2,147,483,647). */
export const EDI_LINE_QUANTITY_MAX = 1_000_000;
/** A line's note (비고). */
export const EDI_LINE_NOTE_MAX = 100;
/** The product search of the line editor: its text and how many products it answers. */
export const EDI_PRODUCT_SEARCH_MAX = 50;
export const EDI_PRODUCT_RESULTS_MAX = 20;
/** An insurance code (보험코드) is nine digits. */
export const INSURANCE_CODE_PATTERN = /^\d{9}$/;

// OCR으로 읽기: staff read a record's statement image and are proposed its lines.
/** An image read by OCR is at most this many bytes (the EDI upload's own limit: nothing larger is stored). */
export const EDI_OCR_IMAGE_BYTES_MAX = 20 * 1024 * 1024;
/**
 * …and at most this many pixels: a 24-megapixel camera's picture passes, a phone's 48-megapixel mode does not (decoded
 * it would take 200 MB for one run). Checked on the image's header, before a pixel is decoded.
 */
export const EDI_OCR_IMAGE_PIXELS_MAX = 25_000_000;
/** Recognitions running at once in one process, and for one staff member (more: 429 at once, nobody waits). */
export const EDI_OCR_AT_ONCE = 2;
export const EDI_OCR_PER_STAFF = 1;
/** The smallest page the corners may mark, as a share of the image (a smaller one holds no readable table). */
export const EDI_OCR_QUAD_MIN_AREA = 0.02;
/** The accuracy read-out covers at most this many days. */
export const EDI_OCR_ACCURACY_DAYS_MAX = 366;
