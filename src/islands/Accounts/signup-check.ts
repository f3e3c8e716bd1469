import { emailProblem, passwordProblem, userIdProblem } from '../../api/schema/member-rules';
import { csoCertificateProblem } from '../../api/schema/member-rules';
import type { Consents } from '../../ui/ConsentBlock';

// The sign-up form's checks, in the screen's order; each answers the Korean message of the field or nothing.

export type IdCheck = 'unchecked' | 'checking' | 'free' | 'taken';

export interface SignupDraft {
  userId: string;
  idCheck: IdCheck;
  password: string;
  confirm: string;
  verified: boolean;
  email: string;
  file: File | null;
  consents: Consents;
}

export type SignupField = 'userId' | 'password' | 'confirm' | 'identity' | 'email' | 'file' | 'consents';
export type SignupErrors = Partial<Record<SignupField, string>>;

export const certificateProblem = (file: File | null): string | null => (file ? csoCertificateProblem(file) : null);

export const confirmProblem = (password: string, confirm: string) =>
  !confirm ? '비밀번호를 한 번 더 입력해 주세요.' : password !== confirm ? '비밀번호가 일치하지 않습니다.' : null;

export function checkSignup(d: SignupDraft): SignupErrors {
  const errors: SignupErrors = {};
  const id = userIdProblem(d.userId);
  if (id) errors.userId = id;
  else if (d.idCheck === 'taken') errors.userId = '이미 사용 중인 아이디입니다.';
  else if (d.idCheck !== 'free') errors.userId = '아이디 중복확인을 해 주세요.';
  const password = passwordProblem(d.password);
  if (password) errors.password = password;
  const confirm = confirmProblem(d.password, d.confirm);
  if (confirm) errors.confirm = confirm;
  if (!d.verified) errors.identity = '휴대폰 본인인증을 해 주세요.';
  const email = emailProblem(d.email.trim());
  if (email) errors.email = email;
  const file = certificateProblem(d.file);
  if (file) errors.file = file;
  if (!d.consents.terms || !d.consents.privacy) errors.consents = '[필수] 이용약관과 개인정보 처리방침에 동의해 주세요.';
  return errors;
}

export const fieldOrder: SignupField[] = ['userId', 'password', 'confirm', 'identity', 'email', 'file', 'consents'];
