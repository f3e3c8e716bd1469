import * as v from 'valibot';

// Rules of members' own fields shared by sign-up, account recovery and my page.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 63;
export const PASSWORD_LENGTH_MESSAGE = '비밀번호는 8자 이상 64자 미만이어야 합니다.';
export const PASSWORD_CLASSES_MESSAGE = '비밀번호는 영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 포함해야 합니다.';

/** How many of the four classes (upper case, lower case, digit, other printable) a password uses. */
/* @__NO_SIDE_EFFECTS__ */
export function passwordClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((r) => r.test(password)).length;
}

/** A new password: 8 to 63 characters, at least three of the four classes, no spaces or control characters. */
export const passwordSchema = v.pipe(
  v.string('새 비밀번호를 입력해 주세요.'),
  v.nonEmpty('새 비밀번호를 입력해 주세요.'),
  v.minLength(PASSWORD_MIN, PASSWORD_LENGTH_MESSAGE),
  v.maxLength(PASSWORD_MAX, PASSWORD_LENGTH_MESSAGE),
  v.check((s) => !/[\s\p{Cc}]/u.test(s), '비밀번호에는 공백을 쓸 수 없습니다.'),
  v.check((s) => passwordClasses(s) >= 3, PASSWORD_CLASSES_MESSAGE),
);
