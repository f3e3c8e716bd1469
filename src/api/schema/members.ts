import * as v from 'valibot';
import { bool, fields, fieldsAsync, isCalendarDay, line, NAME_MAX, requiredLine } from './common';
import { fileParts, jsonPart } from './multipart';
import { dashedPhone, emailProblem, passwordProblem, REFERRAL_CODE_MAX, userIdProblem } from './member-rules';

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
 * that `…/password/verify` answered (our client sends it). Without it (the old app's form) the request's
 * password-reset session, which the same verify started, is the proof.
 */
export const passwordResetSchema = fields({
  userId: loginId,
  newPassword: passwordSchema,
  resetToken: v.nullish(
    v.pipe(
      v.string('비밀번호 재설정 토큰(resetToken)이 올바르지 않습니다.'),
      v.nonEmpty('비밀번호 재설정 토큰(resetToken)이 필요합니다. 휴대폰 인증을 먼저 진행해 주세요.'),
      v.maxLength(200, '비밀번호 재설정 토큰(resetToken)이 올바르지 않습니다.'),
    ),
  ),
});
export type PasswordResetRequest = v.InferInput<typeof passwordResetSchema>;

const agreed = /* @__NO_SIDE_EFFECTS__ */ (message: string) => v.literal(true, message);

const referralCodeSchema = v.nullish(
  v.pipe(
    line('추천인 코드(referralCode)', REFERRAL_CODE_MAX),
    v.regex(/^[A-Za-z0-9]*$/, '추천인 코드(referralCode)는 영문과 숫자로만 입력해 주세요.'),
    v.transform((s) => s.toUpperCase() || null),
  ),
);

/** The optional consents; the contract's `*AgreedAt` keys (sent null) are dropped, the server sets the times. */
const marketingAgreementSchema = v.nullish(
  fields(
    {
      sms: v.optional(bool('SMS 수신 동의(sms)'), false),
      email: v.optional(bool('이메일 수신 동의(email)'), false),
      push: v.optional(bool('앱 푸시 수신 동의(push)'), false),
    },
    '마케팅 수신 동의(marketingAgreement)가 올바르지 않습니다.',
  ),
);

/**
 * The `request` part of `POST /v1/members` (sign-up). Name, birth date, gender and phone come from the identity
 * verification named by `certNum`, never from this body (the contract's fields of that name are ignored). The
 * required consents are `termsAgreed` and `privacyAgreed`; `marketingAgreement` the optional ones.
 */
export const signupRequestSchema = fields({
  userId: newUserIdSchema,
  password: passwordSchema,
  email: emailSchema,
  certNum: certNumSchema,
  referralCode: referralCodeSchema,
  termsAgreed: agreed('[필수] 이용약관에 동의해 주세요.'),
  privacyAgreed: agreed('[필수] 개인정보 처리방침에 동의해 주세요.'),
  marketingAgreement: marketingAgreementSchema,
});
export type SignupRequest = v.InferInput<typeof signupRequestSchema>;

/** A birth date as `yyyy-MM-dd` or the identity provider's `yyyyMMdd`, answered as `yyyy-MM-dd`. */
const birthDateSchema = v.pipe(
  v.string('생년월일(birthDate)을 입력해 주세요.'),
  v.trim(),
  v.transform((s) => (/^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : s)),
  v.check(isCalendarDay, '생년월일(birthDate)은 yyyy-MM-dd 형식의 날짜여야 합니다.'),
);

/** MALE / FEMALE, or the identity provider's '0' (male) / '1' (female), answered as MALE / FEMALE. */
const genderSchema = v.pipe(
  v.string('성별(gender) 값이 올바르지 않습니다.'),
  v.transform(
    (s) => ({ MALE: 'MALE', M: 'MALE', '0': 'MALE', FEMALE: 'FEMALE', F: 'FEMALE', '1': 'FEMALE' })[s.trim().toUpperCase()] ?? '',
  ),
  v.picklist(['MALE', 'FEMALE'] as const, '성별(gender) 값이 올바르지 않습니다.'),
);

/**
 * The `request` part of the contract's (old app's) sign-up: no certNum and no consent fields; the person comes in the
 * body. The server accepts it only when that phone number finished an identity verification in the last few minutes
 * and the person matches it (accounts/legacy-signup.ts); the stored person is still the verification's. `nickname`
 * is read and ignored: a new member's nickname is the login id, as in our form.
 */
export const legacySignupRequestSchema = fields({
  userId: newUserIdSchema,
  password: passwordSchema,
  email: emailSchema,
  name: requiredLine('이름(name)', NAME_MAX),
  phoneNumber: phoneSchema,
  birthDate: birthDateSchema,
  gender: v.nullish(genderSchema),
  nickname: v.nullish(v.unknown()),
  referralCode: referralCodeSchema,
  marketingAgreement: marketingAgreementSchema,
});
export type LegacySignupRequest = v.InferInput<typeof legacySignupRequestSchema>;

/** Our form (it names a `certNum`) or the contract's form (it does not), each by its own schema. */
const eitherSignupRequestSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const ours = Object.hasOwn(dataset.value, 'certNum');
    const result = ours ? v.safeParse(signupRequestSchema, dataset.value) : v.safeParse(legacySignupRequestSchema, dataset.value);
    if (!result.success) {
      addIssue({ message: result.issues[0]?.message || '가입 정보를 다시 확인해 주세요.' });
      return NEVER;
    }
    return ours
      ? { form: 'PORTAL' as const, request: result.output as v.InferOutput<typeof signupRequestSchema> }
      : { form: 'LEGACY_FORM' as const, request: result.output as v.InferOutput<typeof legacySignupRequestSchema> };
  }),
);

/**
 * Multipart body of `POST /v1/members`: `request` (our form with `certNum`, or the contract's form without it) and an
 * optional CSO certificate under `file`.
 */
export const signupFormSchema = fieldsAsync({
  request: jsonPart('request', eitherSignupRequestSchema),
  file: v.pipe(
    fileParts('file', 1, 'CSO 신고증은 파일 하나만 올릴 수 있습니다.'),
    v.transform((files) => files[0] ?? null),
  ),
});

/**
 * `POST /v1/members/available-phone?certNum=` (the caller's own identity verification; `phone`, when sent, must be its
 * number). The old client's `?phone=` alone is still accepted and answered `true` (see accounts/signup.ts).
 */
export const availablePhoneQuerySchema = v.pipe(
  fields({ phone: v.optional(phoneSchema), certNum: v.optional(certNumSchema) }, '본인인증 번호(certNum)를 보내 주세요.'),
  v.check((q) => !!(q.phone || q.certNum), '본인인증 번호(certNum)를 보내 주세요.'),
);

/** `GET /v1/members/{userId}/available`. */
export const availableIdParamsSchema = fields({ userId: newUserIdSchema });
