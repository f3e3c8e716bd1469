// The rules of my page's own fields as plain functions answering the Korean message of the first broken rule (or
// null): the islands check with them without loading the validation library; the request schemas run the same.

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/** A nickname: 2 to 20 letters, digits or underscores (Hangul included), no spaces. */
export function nicknameProblem(nickname: string): string | null {
  if (!nickname) return '닉네임을 입력해 주세요.';
  if (nickname.length < NICKNAME_MIN) return `닉네임은 ${NICKNAME_MIN}자 이상 입력해 주세요.`;
  if (nickname.length > NICKNAME_MAX) return `닉네임은 ${NICKNAME_MAX}자 이내로 입력해 주세요.`;
  if (!/^[\p{L}\p{N}_]+$/u.test(nickname)) return '닉네임에는 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.';
  return null;
}
