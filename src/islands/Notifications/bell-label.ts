// What the header's bell says: to a screen reader the whole count (「알림 3개 읽지 않음」), on screen at most 99+.

export const BELL_COUNT_MAX = 99;

/** The bell's accessible name; without a count (none unread, or it could not be read) just 「알림」. */
export const bellLabel = (count: number | null) => (count ? `알림 ${count.toLocaleString('ko-KR')}개 읽지 않음` : '알림');

/** The figure on the bell, or null for none. */
export const bellFigure = (count: number | null) => (!count ? null : count > BELL_COUNT_MAX ? `${BELL_COUNT_MAX}+` : String(count));
