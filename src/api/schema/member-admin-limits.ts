// The limits of the console's 회원관리, in a module without valibot: the find-password screen needs one number. A reason
// staff give is at most STAFF_REASON_MAX (staff-rules.ts), as everywhere in the console.

export { OPERATOR_PAGE_SIZE_MAX, STAFF_REASON_MAX } from './staff-rules';

/** The console's member list shows this many a page. */
export const MEMBERS_PER_SCREEN = 20;
/** The staff memo on a member. */
export const STAFF_MEMO_MAX = 2_000;
/** A suspension ends 1 … SUSPENSION_DAYS_MAX days ahead (or never, until lifted). */
export const SUSPENSION_DAYS_MAX = 3_650;
/** Personal fields one staff member may reveal in an hour (counted from the audit trail). */
export const REVEALS_PER_HOUR = 30;
/**
 * How long the find-password code staff send a member lives (their own lives 3 minutes): they are told on the phone to
 * open 비밀번호 찾기 and type it there (「인증번호를 이미 받았어요」).
 */
export const STAFF_RESET_CODE_SECONDS = 10 * 60;
