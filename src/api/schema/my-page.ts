import * as v from 'valibot';
import { bool, day, fields, fieldsAsync, hasControl, line } from './common';
import { certNumSchema, emailSchema, passwordSchema } from './members';
import { fileParts, jsonPart } from './multipart';
import { NICKNAME_MAX, nicknameProblem } from './my-page-rules';

export * from './my-page-rules';

// Requests of my page: the password re-check, my info, the nickname, the password change and the notification
// settings. The forms of the my-page islands check with the same rules before they send.

const SECRET_MAX = 1024;

const secret = /* @__NO_SIDE_EFFECTS__ */ (missing: string) =>
  v.pipe(
    v.string(missing),
    v.nonEmpty(missing),
    v.maxLength(SECRET_MAX, '비밀번호가 너무 깁니다.'),
    v.check((s) => !hasControl(s), '비밀번호에 쓸 수 없는 문자가 들어 있습니다.'),
  );

/** `POST /v1/members/check-password`: our client sends the password in the JSON body, never in the URL. */
export const checkPasswordSchema = fields({ password: secret('비밀번호를 입력해 주세요.') });
export type CheckPasswordRequest = v.InferInput<typeof checkPasswordSchema>;

/**
 * `POST /v1/members/check-password?password=` without a body: the contract's (old app's) form, accepted beside ours.
 * The server never writes a `password` query parameter to its log (runtime/logger.ts).
 */
export const checkPasswordQuerySchema = fields({ password: secret('비밀번호를 입력해 주세요.') }, '비밀번호를 입력해 주세요.');

/** A nickname (trimmed), by the rule of my-page-rules.ts. */
export const nicknameSchema = v.pipe(
  v.string('닉네임을 입력해 주세요.'),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    const message = dataset.typed ? nicknameProblem(dataset.value) : null;
    if (message) addIssue({ message });
  }),
);

/** `POST /v1/members/available-nickname` and `POST /v1/members/{userId}/nickname`. */
export const nicknameRequestSchema = fields({ nickname: nicknameSchema });
export type NicknameRequest = v.InferInput<typeof nicknameRequestSchema>;

/** `PATCH /v1/members/{userId}/password`: the current password and the new one (the login id may come along). */
export const passwordChangeSchema = fields({
  userId: v.nullish(line('아이디(userId)', 100)),
  currentPassword: secret('기존 비밀번호를 입력해 주세요.'),
  newPassword: passwordSchema,
});
export type PasswordChangeRequest = v.InferInput<typeof passwordChangeSchema>;

const maybeBool = /* @__NO_SIDE_EFFECTS__ */ (label: string) => v.nullish(bool(label));

/**
 * `PATCH /v1/members/me/push-preferences`: any of the switches (the contract's five and the compliance reminders);
 * null or missing leaves one unchanged.
 */
export const pushPreferencesPatchSchema = fields({
  allowNotice: maybeBool('공지사항 알림(allowNotice)'),
  allowSalesAgency: maybeBool('영업대행상품 알림(allowSalesAgency)'),
  allowPrescription: maybeBool('실적관리 알림(allowPrescription)'),
  allowSettlement: maybeBool('정산 알림(allowSettlement)'),
  allowCommunity: maybeBool('커뮤니티 알림(allowCommunity)'),
  allowCompliance: maybeBool('컴플라이언스 알림(allowCompliance)'),
});
export type PushPreferencesPatch = v.InferInput<typeof pushPreferencesPatchSchema>;

/** Marketing consents; the consent times are the server's (whatever the client sends there is ignored). */
export const marketingAgreementSchema = fields(
  {
    sms: bool('SMS 수신 동의(sms)'),
    email: bool('이메일 수신 동의(email)'),
    push: bool('앱 푸시 수신 동의(push)'),
  },
  '마케팅 수신 동의(marketingAgreement)가 올바르지 않습니다.',
);

/**
 * The `request` part of `PATCH /v1/members/{userId}`: null or missing = unchanged. Name, birth date and nickname may
 * only repeat the member's own (the old client sends them along); the phone number needs the `certNum` of the
 * member's identity verification that produced it.
 */
export const memberUpdateSchema = fields({
  name: v.nullish(line('이름(name)', 50)),
  birthDate: v.nullish(day('생년월일(birthDate)')),
  nickname: v.nullish(line('닉네임(nickname)', NICKNAME_MAX + 10)),
  email: v.nullish(emailSchema),
  phoneNumber: v.nullish(line('휴대폰 번호(phoneNumber)', 20)),
  certNum: v.nullish(certNumSchema),
  marketingAgreement: v.nullish(marketingAgreementSchema),
});
export type MemberUpdateRequest = v.InferInput<typeof memberUpdateSchema>;

/** Multipart body of `PATCH /v1/members/{userId}`: the `request` part and at most one CSO certificate `file`. */
export const memberUpdateFormSchema = fieldsAsync({
  request: jsonPart('request', memberUpdateSchema),
  file: fileParts('file', 1, 'CSO 신고증은 파일 하나만 올릴 수 있습니다.'),
});
