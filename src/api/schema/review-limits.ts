// The review queues' limits (no valibot here: the queue pages need only the numbers).

/** A reason staff give the member (반려 / 계약 종료) says something: at least this long (at most STAFF_REASON_MAX). */
export const REVIEW_REASON_MIN = 2;
/** The queues show this many rows a page (they answer at most OPERATOR_PAGE_SIZE_MAX). */
export const REVIEWS_PER_SCREEN = 20;
