import * as v from 'valibot';
import { AdminPermission, StaffAction, StaffTarget } from '../staff-enums';
import { fields, line, NAME_MAX, oneOf, paging, queryDay, queryEnum, queryText, requiredLine } from './common';
import { emailSchema, passwordSchema, phoneSchema } from './members';
import { OPERATOR_PAGE_SIZE_MAX, STAFF_PASSWORD_REFUSED, STAFF_REASON_MAX, staffUserIdProblem } from './staff-rules';

// Requests of the staff accounts (운영자 관리), their enrolment links and the staff audit trail (감사 로그).

export * from './staff-rules';

const StaffRole = ['ADMIN', 'SUPER_ADMIN'] as const;

/** The contract's AdminPermission list: known values only, duplicates dropped (the old form saved some twice). */
const permissionList = v.pipe(
  v.array(oneOf('권한(permissions)', AdminPermission.values), '권한(permissions)은 권한 목록이어야 합니다.'),
  v.maxLength(AdminPermission.values.length * 2, '권한(permissions)이 너무 많습니다.'),
  v.transform((list) => AdminPermission.values.filter((p) => list.includes(p))),
);

/** A staff account never gets a password from another person: the old client's field is refused (null passes). */
const noPassword = v.optional(v.custom<null | undefined>((x) => x === null || x === undefined || x === '', STAFF_PASSWORD_REFUSED));

const staffUserId = v.pipe(
  v.string('아이디(userId)를 입력해 주세요.'),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    const message = dataset.typed ? staffUserIdProblem(dataset.value) : null;
    if (message) addIssue({ message });
  }),
);

/** A phone number, or nothing (blank counts as nothing). */
const optionalPhone = v.nullish(
  v.union(
    [
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      phoneSchema,
    ],
    '휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.',
  ),
  null,
);

/**
 * `POST /v1/members/admins` (the contract's AdminCreateRequest): no password (the person sets it through the one-time
 * enrolment link the answer carries); `role` is ours (SUPER_ADMIN only by a SUPER_ADMIN).
 */
export const staffCreateSchema = fields({
  userId: staffUserId,
  name: requiredLine('이름(name)', NAME_MAX),
  email: emailSchema,
  phoneNumber: optionalPhone,
  /** 활성 (true) or created disabled (false). */
  status: v.optional(v.boolean('상태(status)는 true 또는 false여야 합니다.'), true),
  permissions: v.optional(permissionList, []),
  role: v.optional(oneOf('역할(role)', StaffRole), 'ADMIN'),
  password: noPassword,
});
export type StaffCreateRequest = v.InferInput<typeof staffCreateSchema>;
export type StaffCreateInput = v.InferOutput<typeof staffCreateSchema>;

/**
 * `PATCH /v1/members/admins/{userId}` (the contract's AdminUpdateRequest): null or absent = unchanged; never a
 * password; the login id, when sent, must be the path's own.
 */
export const staffUpdateSchema = fields({
  userId: v.nullish(line('아이디(userId)', 50)),
  name: v.nullish(requiredLine('이름(name)', NAME_MAX)),
  email: v.nullish(emailSchema),
  phoneNumber: v.optional(optionalPhone),
  permissions: v.nullish(permissionList),
  role: v.nullish(oneOf('역할(role)', StaffRole)),
  password: noPassword,
});
export type StaffUpdateRequest = v.InferInput<typeof staffUpdateSchema>;
export type StaffUpdateInput = v.InferOutput<typeof staffUpdateSchema>;

/** `GET /v1/admin/staff`: `q` finds a login id or a name. */
export const staffListQuerySchema = fields({
  ...paging(OPERATOR_PAGE_SIZE_MAX),
  q: queryText('검색어(q)', NAME_MAX),
});
export type StaffListQuery = v.InferInput<typeof staffListQuerySchema>;

/** A staff login id in a path; anything else names nobody (404). */
export const staffPathSchema = fields({ userId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,50}$/)) });

/** Disabling an account and resetting its second factor ask a reason (kept in the audit trail). */
export const staffReasonSchema = fields({ reason: requiredLine('사유(reason)', STAFF_REASON_MAX) }, '사유(reason)를 입력해 주세요.');
export type StaffReasonRequest = v.InferInput<typeof staffReasonSchema>;

/** Enabling an account and issuing a new link may say why. */
export const staffOptionalReasonSchema = fields({ reason: v.nullish(line('사유(reason)', STAFF_REASON_MAX)) });
export type StaffOptionalReasonRequest = v.InferInput<typeof staffOptionalReasonSchema>;

const token = v.pipe(v.string('등록 링크가 올바르지 않습니다.'), v.regex(/^[A-Za-z0-9_-]{20,100}$/, '등록 링크가 올바르지 않습니다.'));

/** `GET /v1/auth/staff-enrolment/{token}`: a token that cannot be one names no link (404). */
export const enrolmentTokenPathSchema = fields({ token });

/** `POST /v1/auth/staff-enrolment`: the link's token and the new password (sign-up's rules). */
export const staffEnrolmentSchema = fields({ token, password: passwordSchema }, '등록 링크와 비밀번호가 필요합니다.');
export type StaffEnrolmentRequest = v.InferInput<typeof staffEnrolmentSchema>;

/** `GET /v1/admin/audit` and its export: newest first; `staff` is a login id, `from`/`to` Seoul days. */
export const auditQuerySchema = v.pipe(
  fields({
    ...paging(OPERATOR_PAGE_SIZE_MAX),
    staff: queryText('운영자(staff)', 50),
    action: queryEnum('작업(action)', StaffAction.values),
    targetKind: queryEnum('대상(targetKind)', StaffTarget.values),
    targetId: queryText('대상 번호(targetId)', 100),
    from: queryDay('시작일(from)'),
    to: queryDay('종료일(to)'),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, '시작일(from)은 종료일(to)보다 늦을 수 없습니다.'),
);
export type AuditQuery = v.InferInput<typeof auditQuerySchema>;
export type AuditFilters = v.InferOutput<typeof auditQuerySchema>;
