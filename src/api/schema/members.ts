import * as v from 'valibot';
import { fields, line, NAME_MAX, requiredLine } from './common';
import { dashedPhone, emailProblem, passwordProblem, userIdProblem } from './member-rules';

// Requests of sign-up, account recovery and identity verification. The rules themselves are in member-rules.ts
// (shared with the forms, which check as the member types).

export * from './member-rules';

const rule = /* @__NO_SIDE_EFFECTS__ */ (problem: (s: string) => string | null, missing: string) =>
  v.pipe(
    v.string(missing),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? problem(dataset.value) : null;
      if (message) addIssue({ message });
    }),
  );

/** A new password (sign-up, password reset, password change). */
export const passwordSchema = rule(passwordProblem, '비밀번호를 입력해 주세요.');

/** The login id of a new member. */
export const newUserIdSchema = rule(userIdProblem, '아이디를 입력해 주세요.');

export const emailSchema = v.pipe(v.string('이메일을 입력해 주세요.'), v.trim(), rule(emailProblem, '이메일을 입력해 주세요.'));

/** A mobile number in any common spelling, answered as `010-1234-5678`. */
export const phoneSchema = v.pipe(
  v.string('휴대폰 번호를 입력해 주세요.'),
  v.transform((s) => dashedPhone(s) ?? ''),
  v.nonEmpty('휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.'),
);

/** certNum of an identity verification (32 hex characters). */
export const certNumSchema = v.pipe(
  v.string('본인인증 번호(certNum)가 필요합니다.'),
  v.regex(/^[0-9a-f]{32}$/, '본인인증 번호(certNum)가 올바르지 않습니다. 본인인증을 다시 진행해 주세요.'),
);

/** `POST /v1/kmc/auth/request`: the contract's fixed client constants (read, not needed by this server). */
export const kmcRequestSchema = fields({
  cpId: v.nullish(line('회원사 ID(cpId)', 100)),
  urlCode: v.nullish(line('URL 코드(urlCode)', 100)),
  certMet: v.nullish(line('인증 방법(certMet)', 10)),
  plusInfo: v.nullish(line('추가 정보(plusInfo)', 100)),
});
export type KmcRequest = v.InferInput<typeof kmcRequestSchema>;

/** `GET /v1/kmc/auth/result` and `GET /v1/kmc/auth/launch`. */
export const kmcCertQuerySchema = fields({ certNum: certNumSchema }, '본인인증 번호(certNum)가 필요합니다.');

const code = v.pipe(
  v.string('인증번호(verificationCode)를 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('인증번호(verificationCode)를 입력해 주세요.'),
  v.maxLength(20, '인증번호(verificationCode)가 올바르지 않습니다.'),
);
const loginId = requiredLine('아이디(userId)', NAME_MAX);

/** `POST /v1/auth/verification-code/account/send?phoneNumber=`. */
export const codeSendQuerySchema = fields({ phoneNumber: phoneSchema }, '휴대폰 번호(phoneNumber)를 입력해 주세요.');

/** `POST /v1/auth/verification-code/id/verify?phoneNumber=&verificationCode=`. */
export const idVerifyQuerySchema = fields({ phoneNumber: phoneSchema, verificationCode: code }, '휴대폰 번호와 인증번호를 입력해 주세요.');

/** `POST /v1/auth/verification-code/password/verify?userId=&phoneNumber=&verificationCode=`. */
export const passwordVerifyQuerySchema = fields(
  { userId: loginId, phoneNumber: phoneSchema, verificationCode: code },
  '아이디, 휴대폰 번호와 인증번호를 입력해 주세요.',
);

/**
 * `PATCH /v1/members/{userId}/password-for-find-account`: the contract's body plus `resetToken`, the one-time token
 * that `…/password/verify` answered.
 */
export const passwordResetSchema = fields({
  userId: loginId,
  newPassword: passwordSchema,
  resetToken: v.pipe(
    v.string('비밀번호 재설정 토큰(resetToken)이 필요합니다. 휴대폰 인증을 먼저 진행해 주세요.'),
    v.nonEmpty('비밀번호 재설정 토큰(resetToken)이 필요합니다. 휴대폰 인증을 먼저 진행해 주세요.'),
    v.maxLength(200, '비밀번호 재설정 토큰(resetToken)이 올바르지 않습니다.'),
  ),
});
export type PasswordResetRequest = v.InferInput<typeof passwordResetSchema>;
