import { defineEnum, type EnumValue } from './enum';
import type { Role } from './enums';

// The operator console's enums: what a staff account may do, and what the staff audit trail records.

/** The contract's AdminPermission values with the labels of the console's checkboxes and menu. */
export const AdminPermission = defineEnum({
  MEMBER_MANAGEMENT: '회원관리',
  PRODUCT_MANAGEMENT: '제품관리',
  TRANSACTION_MANAGEMENT: '거래선관리',
  CONTRACT_MANAGEMENT: '계약관리',
  PRESCRIPTION_MANAGEMENT: '처방관리',
  SETTLEMENT_MANAGEMENT: '정산관리',
  EXPENSE_REPORT_MANAGEMENT: '지출보고관리',
  COMMUNITY_MANAGEMENT: '커뮤니티',
  CONTENT_MANAGEMENT: '콘텐츠관리',
  CUSTOMER_SERVICE: '고객센터',
  BANNER_MANAGEMENT: '배너관리',
  PERMISSION_MANAGEMENT: '권한관리',
});
export type AdminPermission = EnumValue<typeof AdminPermission>;

/** Who holds permissions: a staff account's role and the permissions stored with it. */
export interface StaffFacts {
  role: Role;
  permissions?: readonly string[] | null;
}

export { isStaffRole } from './staff-role';

export function holdsPermission(who: StaffFacts | null | undefined, permission: AdminPermission): boolean {
  if (!who) return false;
  if (who.role === 'SUPER_ADMIN') return true;
  return who.role === 'ADMIN' && !!who.permissions?.includes(permission);
}

/** Every permission the account holds, in the enum's order. */
export const permissionsOf = (who: StaffFacts | null | undefined): AdminPermission[] =>
  AdminPermission.values.filter((p) => holdsPermission(who, p));

/**
 * The content editor of the portal's own screens (notice drafts, previews, inquiries today): staff holding
 * CONTENT_MANAGEMENT. Other staff read what members read, nothing more.
 */
export const isContentEditor = (who: StaffFacts | null | undefined) => holdsPermission(who, 'CONTENT_MANAGEMENT');

/** What a staff write, reveal or export was, as the audit trail names it. */
export const StaffAction = defineEnum({
  SIGN_IN: '로그인',
  SECOND_FACTOR_ENROLLED: '2단계 인증 등록',
  RECOVERY_CODE_USED: '복구 코드 사용',
  RECOVERY_CODES_REPLACED: '복구 코드 새로 만들기',
  STAFF_CREATED: '운영자 등록',
  STAFF_PERMISSIONS_CHANGED: '운영자 권한 변경',
  STAFF_DISABLED: '운영자 비활성화',
  STAFF_ENABLED: '운영자 활성화',
  STAFF_SECOND_FACTOR_RESET: '2단계 인증 초기화',
  STAFF_PROFILE_CHANGED: '운영자 정보 변경',
  STAFF_ENROLMENT_LINK_ISSUED: '등록 링크 발급',
  STAFF_PASSWORD_SET: '비밀번호 설정',
  CONTRACT_APPROVED: '계약 승인',
  CONTRACT_REJECTED: '계약 반려',
  CONTRACT_ENDED: '계약 종료',
  CSO_APPROVED: 'CSO 신고증 승인',
  CSO_REJECTED: 'CSO 신고증 반려',
  MEMBER_SUSPENDED: '이용 정지',
  MEMBER_RESTORED: '정지 해제',
  MEMBER_SIGNED_OUT: '전체 기기 로그아웃',
  MEMBER_MEMO_CHANGED: '메모 변경',
  PASSWORD_RESET_SENT: '비밀번호 재설정 코드 발송',
  BANK_CHANGE_REQUESTED: '계좌 변경 요청',
  BANK_CHANGE_APPROVED: '계좌 변경 승인',
  BANK_CHANGE_REJECTED: '계좌 변경 반려',
  FIELD_REVEALED: '개인정보 열람',
  EXPORTED: '내보내기',
  EDI_CLAIMED: '실적 처리 시작',
  EDI_RELEASED: '실적 처리 중단',
  EDI_LINES_ADDED: '실적 제품 추가',
  EDI_LINE_CHANGED: '실적 제품 수정',
  EDI_LINE_REMOVED: '실적 제품 삭제',
  EDI_COMPLETED: '실적 입력완료',
  EDI_REOPENED: '실적 다시 열기',
  SETTLEMENT_ADDED_FEE_SET: '추가수수료 변경',
  SETTLEMENT_PREPARED: '정산 확정 준비',
  SETTLEMENT_PREPARATION_CANCELLED: '정산 확정 준비 취소',
  SETTLEMENT_PREPARATION_VOIDED: '정산 확정 준비 무효',
  SETTLEMENT_CONFIRMED: '정산 확정',
  SETTLEMENT_PAID: '정산 지급완료',
  SETTLEMENT_OBJECTION_ACCEPTED: '이의신청 수용',
  SETTLEMENT_OBJECTION_REFUSED: '이의신청 거절',
});
export type StaffAction = EnumValue<typeof StaffAction>;

/** What an audited action was done to. */
export const StaffTarget = defineEnum({
  STAFF: '운영자',
  MEMBER: '회원',
  MEMBER_LIST: '회원 목록',
  PARTNER_CONTRACT: '파트너 계약',
  CSO_CERTIFICATE: 'CSO 신고증',
  BANK_ACCOUNT_CHANGE: '계좌 변경',
  AUDIT_LOG: '감사 로그',
  EDI_RECORD: '실적(EDI)',
  SETTLEMENT_MONTH: '회원 정산월',
  SETTLEMENT_DRUG_COMPANY_MONTH: '제약사별 정산월',
  SETTLEMENT_STATISTICS: '정산 통계',
  SETTLEMENT: '정산',
});
export type StaffTarget = EnumValue<typeof StaffTarget>;

/** A contract application's status as the review queue names it (the members' labels call PENDING 미계약). */
export const ContractReviewStatus = defineEnum({ PENDING: '심사 대기', APPROVED: '승인', REJECTED: '반려', CANCELLED: '종료' });
export type ContractReviewStatus = EnumValue<typeof ContractReviewStatus>;

/** Where a member's CSO certificate stands in its review. */
export const CsoReviewStatus = defineEnum({ PENDING: '심사 대기', APPROVED: '승인', REJECTED: '반려', NONE: '미제출' });
export type CsoReviewStatus = EnumValue<typeof CsoReviewStatus>;

/** A personal field an operator may reveal, one at a time, with a reason. */
export const PersonalField = defineEnum({
  phoneNumber: '연락처',
  email: '이메일',
  birthDate: '생년월일',
  accountNumber: '계좌번호',
  businessNumber: '사업자등록번호',
});
export type PersonalField = EnumValue<typeof PersonalField>;

/**
 * The dashboard's queues: what waits for staff, each a card with its count and the age of its oldest item. More join
 * as the console grows (EDI waiting, 정산요청 / 이의신청, inquiries, reports).
 */
export const ConsoleQueue = defineEnum({
  CONTRACT_APPLICATIONS: '계약 신청 심사',
  CSO_CERTIFICATES: 'CSO 신고증 심사',
  BANK_ACCOUNT_CHANGES: '계좌 변경 승인',
  EDI_RECORDS: 'EDI 접수·입력',
  SETTLEMENT_REQUESTS: '정산요청',
  SETTLEMENT_OBJECTIONS: '이의신청',
});
export type ConsoleQueue = EnumValue<typeof ConsoleQueue>;
