import * as v from 'valibot';
import { Platform } from '../enums';
import { fields, hasControl, line, oneOf, requiredLine } from './common';

// Requests of /v1/auth.

const LOGIN_ID_MAX = 100;
const SECRET_MAX = 1024;
const MISSING_LOGIN = '아이디와 비밀번호를 입력해 주세요.';
const MISSING_REFRESH = '아이디와 갱신 토큰이 필요합니다.';

const secret = /* @__NO_SIDE_EFFECTS__ */ (label: string, missing: string) =>
  v.pipe(
    v.string(missing),
    v.nonEmpty(missing),
    v.maxLength(SECRET_MAX, `${label}이(가) 너무 깁니다.`),
    v.check((s) => !hasControl(s), `${label}에 쓸 수 없는 문자가 들어 있습니다.`),
  );

export const deviceInfoSchema = fields(
  {
    deviceUuid: v.nullish(line('기기 식별자(deviceUuid)', 100)),
    fcmToken: v.nullish(line('알림 토큰(fcmToken)', 4096)),
    platform: v.optional(oneOf('플랫폼(platform)', Platform.values)),
    appVersion: v.nullish(line('앱 버전(appVersion)', 50)),
  },
  '기기 정보(device)가 올바르지 않습니다.',
);
export type DeviceInfo = v.InferInput<typeof deviceInfoSchema>;

/** `POST /v1/auth/login`. */
export const loginRequestSchema = fields(
  {
    userId: requiredLine('아이디(userId)', LOGIN_ID_MAX, MISSING_LOGIN),
    password: secret('비밀번호(password)', MISSING_LOGIN),
    device: v.nullish(deviceInfoSchema),
    /** 「로그인 상태 유지」: a session of 30 days instead of 12 hours. Never a stored password. */
    keepLogin: v.optional(v.boolean('로그인 상태 유지(keepLogin)는 true 또는 false여야 합니다.'), false),
  },
  MISSING_LOGIN,
);
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** `POST /v1/auth/token/refresh`. */
export const refreshRequestSchema = fields(
  {
    userId: requiredLine('아이디(userId)', LOGIN_ID_MAX, MISSING_REFRESH),
    refreshToken: secret('갱신 토큰(refreshToken)', MISSING_REFRESH),
  },
  MISSING_REFRESH,
);
export type RefreshRequest = v.InferInput<typeof refreshRequestSchema>;

/** `DELETE /v1/auth/sessions/{id}`: a session id as `GET /v1/auth/sessions` answers it. */
export const sessionIdParamSchema = fields({
  id: v.pipe(v.string(), v.uuid('로그인 기기 식별자(id)가 올바르지 않습니다.')),
});

/** `DELETE /v1/auth/sessions?others=true`: every session of the member but this one. */
export const otherSessionsQuerySchema = fields(
  { others: v.literal('true', '다른 기기를 모두 로그아웃하려면 others=true를 보내 주세요.') },
  '다른 기기를 모두 로그아웃하려면 others=true를 보내 주세요.',
);

const MISSING_CHALLENGE = '로그인 확인 값(challenge)이 필요합니다. 아이디와 비밀번호로 다시 로그인해 주세요.';
const MISSING_CODE = '인증 앱의 6자리 코드나 복구 코드를 입력해 주세요.';

/** `POST /v1/auth/second-factor`: the challenge of a staff login and a TOTP code (or a recovery code, XXXX-XXXX). */
export const secondFactorRequestSchema = fields(
  {
    challenge: secret('로그인 확인 값(challenge)', MISSING_CHALLENGE),
    code: v.pipe(requiredLine('인증 코드(code)', 20, MISSING_CODE), v.regex(/^[0-9A-Za-z -]+$/, MISSING_CODE)),
  },
  MISSING_CODE,
);
export type SecondFactorRequest = v.InferInput<typeof secondFactorRequestSchema>;

/** `POST /v1/auth/second-factor/enrolment`: the secret to scan, for an account without an authenticator. */
export const enrolmentRequestSchema = fields({ challenge: secret('로그인 확인 값(challenge)', MISSING_CHALLENGE) }, MISSING_CHALLENGE);
export type EnrolmentRequest = v.InferInput<typeof enrolmentRequestSchema>;
