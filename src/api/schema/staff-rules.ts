// The rules of staff accounts as plain functions (no valibot): the console's forms check as the operator types, the
// request schemas (staff.ts) run the same functions on the server.

export const STAFF_USER_ID_MIN = 4;
export const STAFF_USER_ID_MAX = 20;
/** A reason of a disable or a second-factor reset, kept in the audit trail. */
export const STAFF_REASON_MAX = 500;
/** How long an enrolment link lives. */
export const ENROLMENT_LINK_HOURS = 24;
/**
 * No operator list answers more than this many rows a page (staff, audit trail, members, bank account changes, the
 * review queues, the EDI queue): what a screen needs, never a "fetch all" of personal data.
 */
export const OPERATOR_PAGE_SIZE_MAX = 100;
/** The console's list screens show this many rows a page. */
export const STAFF_ROWS_PER_SCREEN = 20;
export const AUDIT_ROWS_PER_SCREEN = 50;

/**
 * A staff login id: 4–20 letters, digits and underscores (the demo staff are `demo_ops_cs` and the like; a partner's
 * id has no underscore, so the two kinds read apart at a glance).
 */
export function staffUserIdProblem(userId: string): string | null {
  if (!userId) return '아이디를 입력해 주세요.';
  if (!/^[A-Za-z0-9_]+$/.test(userId)) return '아이디는 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.';
  // `/v1/members/{userId}/password` is a member's own route: that one word cannot be a staff login id.
  if (userId.toLowerCase() === 'password') return '사용할 수 없는 아이디입니다.';
  if (userId.length < STAFF_USER_ID_MIN || userId.length > STAFF_USER_ID_MAX)
    return `아이디는 ${STAFF_USER_ID_MIN}~${STAFF_USER_ID_MAX}자로 입력해 주세요.`;
  return null;
}

/** The answer to a legacy client that sends a password for a staff account. */
export const STAFF_PASSWORD_REFUSED =
  '운영자의 비밀번호는 관리자가 정하지 않습니다. 등록 링크로 본인이 직접 비밀번호를 정하고 2단계 인증을 등록합니다.';
