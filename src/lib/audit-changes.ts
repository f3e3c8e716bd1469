import { AccountStatus, AdminPermission, MemberType, Role, SettlementAnswer } from '../api/enums';
import { SettlementMonthState } from '../api/settlement-enums';
import { PersonalField } from '../api/staff-enums';
import { formatMoney } from './format';

// How a staff audit row's changes read on the 감사 로그 screen and in its export: `{ field: [before, after] }` as
// 「권한: 회원관리 → 회원관리, 계약관리」, the fields and values the console writes in Korean (a field it does not
// know yet shows as it was written, so nothing recorded is hidden).

const fieldLabels: Record<string, string> = {
  role: '역할',
  permissions: '권한',
  accountStatus: '상태',
  name: '이름',
  email: '이메일',
  phoneNumber: '연락처',
  secondFactor: '2단계 인증',
  enrolmentLink: '등록 링크 만료',
  blockedUntil: '정지 종료',
  devices: '로그인 기기',
  staffMemo: '운영 메모',
  bankName: '은행',
  accountNumber: '계좌번호',
  birthDate: '생년월일',
  businessNumber: '사업자등록번호',
  status: '처리 상태',
  memberType: '회원 유형',
  csoCertRejectionReason: '신고증 반려 사유',
  recoveryCodesLeft: '남은 복구 코드',
  filters: '검색 조건',
  personalFields: '개인정보 항목',
  holder: '처리자',
  lines: '제품줄 수',
  amount: '처방금액',
  added: '추가한 줄',
  merged: '합친 줄',
  line: '삭제한 줄',
  lineId: '줄 번호',
  insuranceCode: '보험코드',
  quantity: '수량',
  extraFeeBp: '기타수수료율',
  note: '메모',
  totalPrice: '줄 처방금액',
  feeAmount: '기본수수료',
  extraFeeAmount: '기타수수료',
  addedFeeAmount: '추가수수료',
  totalAmount: '합계금액',
  figuresVersion: '금액 버전',
  state: '정산 확정 상태',
  answer: '답변',
  paidOn: '지급일',
  monthState: '정산 확정',
  reopenedRecords: '다시 연 실적',
};

/** A member month's confirmation state (staff see the preparation step too). */
const monthStateLabels: Record<string, string> = { OPEN: '미확정', PREPARED: '확정 준비', CONFIRMED: '확정' };

/** Fields in won, and in basis points of a rate. */
const wonFields = new Set(['amount', 'totalPrice', 'feeAmount', 'extraFeeAmount', 'addedFeeAmount', 'totalAmount']);
const rateFields = new Set(['extraFeeBp', 'baseFeeBp']);

/** The states of what staff decide (applications, bank account changes). */
const statusLabels: Record<string, string> = { PENDING: '심사 대기', APPROVED: '승인', REJECTED: '반려', CANCELLED: '계약 종료' };

const secondFactorLabels: Record<string, string> = { ENROLLED: '등록', NONE: '미등록' };

const seoulSeconds = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2026. 05. 01. 14:03:27 (Seoul), to the second: the trail tells apart what happened a moment apart. */
export const formatAuditTime = (at: string | Date) => seoulSeconds.format(typeof at === 'string' ? new Date(at) : at);

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '없음';
  if (Array.isArray(value)) {
    if (field === 'permissions')
      return value.map((p) => (p === 'ALL' ? '모든 권한' : AdminPermission.label(String(p) as AdminPermission))).join(', ') || '없음';
    if (field === 'personalFields')
      return value.map((f) => (PersonalField.is(f) ? PersonalField.label(f) : String(f))).join(', ') || '없음';
    // A list of rows (the EDI lines added or merged): each row's fields in Korean, rows apart.
    return value.map((item) => (item && typeof item === 'object' ? `(${valueText(field, item)})` : String(item))).join(', ') || '없음';
  }
  if (field === 'role' && Role.is(value)) return Role.label(value);
  if (field === 'accountStatus' && AccountStatus.is(value)) return AccountStatus.label(value);
  if (field === 'secondFactor') return secondFactorLabels[String(value)] ?? String(value);
  if ((field === 'enrolmentLink' || field === 'blockedUntil') && typeof value === 'string') return formatAuditTime(value);
  if (field === 'memberType' && MemberType.is(value)) return MemberType.label(value);
  if (field === 'status' && typeof value === 'string') return statusLabels[value] ?? value;
  if (field === 'state' && SettlementMonthState.is(value)) return SettlementMonthState.label(value);
  if (field === 'devices' && typeof value === 'number') return `${value}대`;
  if (field === 'answer' && SettlementAnswer.is(value)) return SettlementAnswer.label(value);
  if (field === 'monthState' && typeof value === 'string') return monthStateLabels[value] ?? value;
  if (field === 'reopenedRecords' && typeof value === 'number') return `${value}건`;
  if (wonFields.has(field) && typeof value === 'number') return formatMoney(value);
  if (rateFields.has(field) && typeof value === 'number') return `${value / 100}%`;
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && v !== '');
    // A row's own fields read as the fields do; search filters keep their names (what the request said).
    const text = ([k, v]: [string, unknown]) =>
      field === 'filters' || !fieldLabels[k] ? `${k}=${String(v)}` : `${fieldLabels[k]} ${valueText(k, v)}`;
    return pairs.length ? pairs.map(text).join(', ') : '없음';
  }
  return String(value);
}

export interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

/** Each changed field in Korean, before and after. */
export function auditChangeLines(changes: Record<string, [unknown, unknown]> | null | undefined): AuditChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [null, pair];
    return { field: fieldLabels[field] ?? field, before: valueText(field, before), after: valueText(field, after) };
  });
}

/** The changes on one line: 「권한: 회원관리 → 회원관리, 계약관리; 상태: 활성 → 비활성」. */
export const auditChangesText = (changes: Record<string, [unknown, unknown]> | null | undefined) =>
  auditChangeLines(changes)
    .map((c) => `${c.field}: ${c.before} → ${c.after}`)
    .join('; ');
