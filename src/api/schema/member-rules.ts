import { extensionOf } from '../uploads';

// The rules of login ids, passwords, e-mail addresses and phone numbers, as plain functions that answer the Korean
// message of the first broken rule (or null). No valibot here: forms check as the member types without loading it;
// the request schemas (members.ts) run the same functions on the server.

export const USER_ID_MIN = 4;
export const USER_ID_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 63;
export const EMAIL_MAX = 100;

/** Login id of a new member: 4–20 letters and digits. */
export function userIdProblem(userId: string): string | null {
  if (!userId) return '아이디를 입력해 주세요.';
  if (!/^[A-Za-z0-9]+$/.test(userId)) return '아이디는 영문과 숫자만 쓸 수 있습니다.';
  if (userId.length < USER_ID_MIN || userId.length > USER_ID_MAX) return `아이디는 ${USER_ID_MIN}~${USER_ID_MAX}자로 입력해 주세요.`;
  return null;
}

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** A password: 8–63 printable ASCII characters with at least three of upper case, lower case, digits and symbols. */
export function passwordProblem(password: string): string | null {
  if (!password) return '비밀번호를 입력해 주세요.';
  if (!/^[\x21-\x7e]+$/.test(password)) return '비밀번호는 영문, 숫자, 특수문자만 쓸 수 있습니다(공백 제외).';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `비밀번호는 ${PASSWORD_MIN}~${PASSWORD_MAX}자로 입력해 주세요.`;
  if (CLASSES.filter((c) => c.test(password)).length < 3)
    return '비밀번호는 영문 대문자, 영문 소문자, 숫자, 특수문자 중 3가지 이상을 섞어 주세요.';
  return null;
}

export const PASSWORD_HINT = `${PASSWORD_MIN}~${PASSWORD_MAX}자, 영문 대문자·소문자·숫자·특수문자 중 3가지 이상`;

/** An e-mail address (a plain shape check; the mailbox itself is not verified). */
export function emailProblem(email: string): string | null {
  if (!email) return '이메일을 입력해 주세요.';
  if (email.length > EMAIL_MAX) return `이메일은 ${EMAIL_MAX}자 이내로 입력해 주세요.`;
  if (!/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email)) return '이메일 형식이 올바르지 않습니다.';
  return null;
}

/** A Korean mobile number in any common spelling (digits, dashes, spaces) as `010-1234-5678`, or null. */
export function dashedPhone(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  const m = /^(01[016789])(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** A phone number with the middle part hidden (`010-****-5678`), for logs and screens that must not show it. */
export function maskedPhone(phone: string): string {
  const dashed = dashedPhone(phone);
  return dashed ? dashed.replace(/-\d{3,4}-/, (m) => `-${'*'.repeat(m.length - 2)}-`) : '***';
}

/** The CSO certificate (CSO 신고증) a member may attach: an image or a PDF of at most 10 MB. */
export const CSO_CERT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const CSO_CERT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked CSO certificate cannot be sent (sign-up and my info), or null. */
export function csoCertificateProblem(file: { name: string; size: number }): string | null {
  if (!(CSO_CERT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return `CSO 신고증은 ${CSO_CERT_EXTENSIONS.join(', ')} 파일만 올릴 수 있습니다.`;
  if (file.size > CSO_CERT_MAX_BYTES) return 'CSO 신고증은 10MB 이하 파일만 올릴 수 있습니다.';
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  return null;
}

/** A referral code as members type it: letters and digits, compared in upper case. */
export const REFERRAL_CODE_MAX = 20;
