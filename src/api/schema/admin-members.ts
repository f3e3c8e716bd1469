import * as v from 'valibot';
import { AccountStatus, ContractStatus, MemberType, PersonalField, Role } from '../enums';
import { isInstitution } from '../institutions';
import {
  fields,
  NAME_MAX,
  paging,
  PAGE_MAX,
  queryBool,
  queryDay,
  queryEnum,
  queryEnumList,
  queryInt,
  queryText,
  requiredLine,
} from './common';
import { BankChangeStatus } from '../member-admin-enums';
import { OPERATOR_PAGE_SIZE_MAX, STAFF_MEMO_MAX } from './member-admin-limits';
import { reviewReason } from './reviews';
import { STAFF_REASON_MAX } from './staff-rules';

// The console's 회원관리: the member search (the contract's `GET /v1/members` and its Excel link), the member's page,
// revealing one personal field, and the account actions (suspension, sign-out, memo, reset code, bank account change).

export * from './member-admin-limits';

const sizeMessage = `페이지 크기(size)는 1 이상 ${OPERATOR_PAGE_SIZE_MAX} 이하여야 합니다. 한 번에 ${OPERATOR_PAGE_SIZE_MAX}명까지 조회할 수 있으며, 전체 명단은 엑셀 다운로드를 이용해 주세요.`;

/** The filters of the member search and its export (the contract's, plus member type, account status, phone's last 4). */
const memberFilters = {
  memberId: queryInt('회원번호(memberId)', 1, 2_147_483_647, '회원번호는 숫자만 입력할 수 있습니다.'),
  userId: queryText('아이디(userId)', NAME_MAX),
  name: queryText('회원명(name)', NAME_MAX),
  nickname: queryText('닉네임(nickname)', NAME_MAX),
  /** The whole number, with or without hyphens. */
  phoneNumber: v.optional(
    v.pipe(
      v.string('연락처(phoneNumber)는 문자열이어야 합니다.'),
      v.trim(),
      v.transform((s) => s.replace(/[\s-]/g, '')),
      v.check((s) => s === '' || /^01[016789]\d{7,8}$/.test(s), '연락처는 010-1234-5678처럼 전체 번호를 입력해 주세요.'),
      v.transform((s) => s || undefined),
    ),
  ),
  /** The last four digits of the phone number. */
  phoneLast4: v.optional(
    v.pipe(
      v.string('연락처 뒷자리(phoneLast4)는 문자열이어야 합니다.'),
      v.trim(),
      v.check((s) => s === '' || /^\d{4}$/.test(s), '연락처 뒷자리는 숫자 4자리로 입력해 주세요.'),
      v.transform((s) => s || undefined),
    ),
  ),
  email: queryText('이메일(email)', 100),
  companyName: queryText('회사명(companyName)', NAME_MAX),
  contractStatus: queryEnum('계약상태(contractStatus)', ContractStatus.values),
  memberType: queryEnum('회원 유형(memberType)', MemberType.values),
  accountStatus: queryEnum('계정상태(accountStatus)', AccountStatus.values),
  roles: queryEnumList('권한(roles)', Role.values),
  filterDeleted: queryBool('탈퇴 회원 제외(filterDeleted)'),
  startAt: queryDay('가입 시작일(startAt)'),
  endAt: queryDay('가입 종료일(endAt)'),
};

const periodInOrder = (q: { startAt?: string; endAt?: string }) => !q.startAt || !q.endAt || q.startAt <= q.endAt;
const PERIOD_MESSAGE = '가입 종료일은 시작일과 같거나 그 뒤여야 합니다.';

/**
 * `GET /v1/members`: newest members first, 20 a page on the screen, at most OPERATOR_PAGE_SIZE_MAX (the contract's
 * picker asked for 99,999: refused, see the message).
 */
export const memberSearchQuerySchema = v.pipe(
  fields({
    ...memberFilters,
    page: paging().page,
    size: queryInt('페이지 크기(size)', 1, OPERATOR_PAGE_SIZE_MAX, sizeMessage),
  }),
  v.check((q) => periodInOrder(q), PERIOD_MESSAGE),
);
export type MemberSearchQuery = v.InferInput<typeof memberSearchQuerySchema>;
export type MemberSearch = v.InferOutput<typeof memberSearchQuerySchema>;

/**
 * `GET /v1/members/excel-download`: the same filters, every matching row (streamed). `reveal=true` puts the full
 * personal fields in the file and needs a `reason`; the contract's `size=2147483647` is accepted and means nothing.
 */
export const memberExportQuerySchema = v.pipe(
  fields({
    ...memberFilters,
    page: paging().page,
    size: queryInt('페이지 크기(size)', 1, 2_147_483_647),
    reveal: queryBool('개인정보 포함(reveal)'),
    reason: queryText('사유(reason)', STAFF_REASON_MAX),
  }),
  v.check((q) => periodInOrder(q), PERIOD_MESSAGE),
  v.check((q) => !q.reveal || !!q.reason, '개인정보를 포함해 내려받으려면 사유를 입력해 주세요.'),
);
export type MemberExportQuery = v.InferInput<typeof memberExportQuerySchema>;
export type MemberExport = v.InferOutput<typeof memberExportQuerySchema>;

/** `/{userId}` of the member routes. */
export const memberUserIdParamSchema = fields({ userId: requiredLine('아이디(userId)', NAME_MAX) });

/** A staff action's reason: the one rule of the console's reasons (reviews.ts), told to the member or kept in the audit. */
const reason = (label = '사유(reason)') => reviewReason(label);

/** `POST /v1/admin/members/{userId}/reveal`: one personal field, with why. */
export const revealRequestSchema = fields({
  field: v.picklist(PersonalField.values, '열람할 항목(field)이 올바르지 않습니다.'),
  reason: reason(),
});
export type RevealRequest = v.InferInput<typeof revealRequestSchema>;

/** `POST /v1/admin/members/{userId}/suspension`: `until` a day 1 … 3,650 days ahead (Seoul), or null = until lifted. */
export const suspensionRequestSchema = fields({
  reason: reason('정지 사유(reason)'),
  until: v.nullish(
    v.pipe(
      v.string('정지 종료일(until)은 yyyy-MM-dd 형식이어야 합니다.'),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, '정지 종료일(until)은 yyyy-MM-dd 형식이어야 합니다.'),
    ),
    null,
  ),
});
export type SuspensionRequest = v.InferInput<typeof suspensionRequestSchema>;

/** `PUT /v1/admin/members/{userId}/memo`: an empty memo clears it. */
export const memoRequestSchema = fields({
  memo: v.pipe(
    v.string('메모(memo)는 문자열이어야 합니다.'),
    v.check((s) => !/[^\P{Cc}\t\n\r]/u.test(s), '메모에 쓸 수 없는 문자가 들어 있습니다.'),
    v.maxLength(STAFF_MEMO_MAX, `메모는 ${STAFF_MEMO_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`),
  ),
});
export type MemoRequest = v.InferInput<typeof memoRequestSchema>;

/** `POST /v1/admin/members/{userId}/bank-account-changes`: the new account and why (applied when another approves). */
export const bankChangeRequestSchema = fields({
  bankName: v.pipe(
    v.string('정산은행을 선택해 주세요.'),
    v.trim(),
    v.nonEmpty('정산은행을 선택해 주세요.'),
    v.check(isInstitution, '정산은행은 목록에 있는 은행이나 증권사 중에서 선택해 주세요.'),
  ),
  accountNumber: v.pipe(
    v.string('계좌번호를 입력해 주세요.'),
    v.trim(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{6,20}$/, '계좌번호는 숫자 6~20자리로 입력해 주세요.'),
  ),
  reason: reason('변경 사유(reason)'),
});
export type BankChangeRequest = v.InferInput<typeof bankChangeRequestSchema>;

/** `GET /v1/admin/bank-account-changes`: the queue, oldest first (PENDING by default). */
export const bankChangeListQuerySchema = fields({
  status: queryEnum('상태(status)', BankChangeStatus.values),
  page: queryInt('페이지 번호(page)', 0, PAGE_MAX, '페이지 번호(page)는 0 이상의 정수여야 합니다.'),
  size: queryInt('페이지 크기(size)', 1, OPERATOR_PAGE_SIZE_MAX),
});
export type BankChangeListQuery = v.InferInput<typeof bankChangeListQuerySchema>;

/** `POST /v1/admin/bank-account-changes/{id}/reject`. */
export const bankChangeRejectSchema = fields({ reason: reason('반려 사유(reason)') });
export type BankChangeReject = v.InferInput<typeof bankChangeRejectSchema>;
