import { describe, expect, it } from 'vitest';
import { auditChangesText } from './audit-changes';

// Every field the console writes into the staff audit trail reads in Korean on the 감사 로그 screen and in its export.

describe('the staff audit trail’s changes', () => {
  it('reads every field the console writes in Korean, values too', () => {
    expect(auditChangesText({ accountStatus: ['ACTIVATED', 'BLOCKED'], blockedUntil: [null, '2026-12-31T14:59:59.000Z'] })).toBe(
      '상태: 활성 → 비활성; 정지 종료: 없음 → 2026. 12. 31. 23:59:59',
    );
    expect(auditChangesText({ status: ['PENDING', 'APPROVED'], memberType: ['NONE', 'CSO'] })).toBe(
      '처리 상태: 심사 대기 → 승인; 회원 유형: 프리랜서 → CSO',
    );
    expect(auditChangesText({ bankName: ['국민은행', '신한은행'], accountNumber: ['****3520', '****7561'] })).toBe(
      '은행: 국민은행 → 신한은행; 계좌번호: ****3520 → ****7561',
    );
    expect(auditChangesText({ devices: [3, 0], staffMemo: [null, '통화 완료'], recoveryCodesLeft: [2, 10] })).toBe(
      '로그인 기기: 3대 → 0대; 운영 메모: 없음 → 통화 완료; 남은 복구 코드: 2 → 10',
    );
    expect(
      auditChangesText({
        filters: [null, { memberType: 'CSO', search: '', page: null }],
        personalFields: [null, ['phoneNumber', 'email']],
      }),
    ).toBe('검색 조건: 없음 → memberType=CSO; 개인정보 항목: 없음 → 연락처, 이메일');
    expect(auditChangesText({ csoCertRejectionReason: [null, '흐림'], phoneNumber: ['010-****-5678', '010-****-5678'] })).toBe(
      '신고증 반려 사유: 없음 → 흐림; 연락처: 010-****-5678 → 010-****-5678',
    );
  });

  it('reads the EDI entry’s changes: lines as rows, won and rates in their units', () => {
    expect(
      auditChangesText({ added: [null, [{ lineId: 7, insuranceCode: '641900010', quantity: 3 }]], holder: [null, 'demo_ops_edi'] }),
    ).toBe('추가한 줄: 없음 → (줄 번호 7, 보험코드 641900010, 수량 3); 처리자: 없음 → demo_ops_edi');
    expect(auditChangesText({ amount: [null, 1234567], extraFeeBp: [150, 300], lines: [null, 10] })).toBe(
      '처방금액: 없음 → 1,234,567원; 기타수수료율: 1.5% → 3%; 제품줄 수: 없음 → 10',
    );
  });

  it('reads 정산관리 changes: 추가수수료 and totals in won, the month’s state by its label', () => {
    expect(auditChangesText({ addedFeeAmount: [0, 123_457], state: ['PREPARED', 'CONFIRMED'], totalAmount: [null, 1_000] })).toBe(
      '추가수수료: 0원 → 123,457원; 정산 확정 상태: 확정 준비 → 확정; 합계금액: 없음 → 1,000원',
    );
  });

  it('reads the answers to 정산요청 / 이의신청: the answer, the day paid, the month and the records reopened', () => {
    expect(auditChangesText({ answer: [null, 'PAID'], paidOn: [null, '2026-12-03'] })).toBe(
      '답변: 없음 → 지급완료; 지급일: 없음 → 2026-12-03',
    );
    expect(auditChangesText({ monthState: ['CONFIRMED', 'OPEN'], reopenedRecords: [0, 4] })).toBe(
      '정산 확정: 확정 → 미확정; 다시 연 실적: 0건 → 4건',
    );
  });

  it('shows a field it does not know as it was written, so nothing recorded is hidden', () => {
    expect(auditChangesText({ somethingNew: ['a', 'b'] })).toBe('somethingNew: a → b');
  });
});
