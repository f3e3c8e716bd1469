import { describe, expect, it } from 'vitest';
import type { ComplianceItem } from '../api/types';
import { dealerReasons, ediWarnings } from './compliance-edi';

const item = (
  subjectType: ComplianceItem['subjectType'],
  dealerName: string | null,
  dealerIds: number[],
  kind: ComplianceItem['kind'],
  status: ComplianceItem['status'],
  dueDate: string | null = null,
): ComplianceItem => ({ subjectType, dealerName, dealerIds, kind, status, dueDate, recordId: null });

const noCertificate = 'CSO 신고증이 등록되지 않았습니다. 미신고자에게 판매촉진 업무를 맡기면 제약사가 처벌받을 수 있습니다.';
const lateTraining = '신규교육(24시간) 이수 기한 2026년 11월 1일이 지났습니다. 교육을 이수하지 않으면 과태료가 부과될 수 있습니다.';

describe('dealerReasons', () => {
  it('names a missing 신고증 and an overdue initial training, nothing else', () => {
    expect(dealerReasons([item('DEALER', '홍길동', [3], 'CSO_CERTIFICATE', 'MISSING')])).toEqual([noCertificate]);
    expect(dealerReasons([item('DEALER', '이서연', [9], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01')])).toEqual([lateTraining]);
    expect(
      dealerReasons([
        item('DEALER', '박지호', [4], 'CSO_CERTIFICATE', 'DONE'),
        item('DEALER', '박지호', [4], 'INITIAL_TRAINING', 'DUE_SOON', '2026-12-03'),
        item('DEALER', '박지호', [4], 'INITIAL_TRAINING', 'MISSING'),
        item('DEALER', '박지호', [4], 'REFRESHER_TRAINING', 'OVERDUE', '2025-12-31'),
      ]),
    ).toEqual([]);
  });
  it('says the training is late even when no due date came with it', () => {
    expect(dealerReasons([item('DEALER', '이서연', [9], 'INITIAL_TRAINING', 'OVERDUE')])).toEqual([
      '신규교육(24시간) 이수 기한이 지났습니다. 교육을 이수하지 않으면 과태료가 부과될 수 있습니다.',
    ]);
  });
});

describe('ediWarnings', () => {
  it("gives every dealer row of a dealer with a reason the dealer's sentence, and leaves the others and the member out", () => {
    expect(
      ediWarnings([
        item('MEMBER', null, [], 'CSO_CERTIFICATE', 'MISSING'),
        item('DEALER', '홍길동', [3, 5], 'CSO_CERTIFICATE', 'MISSING'),
        item('DEALER', '홍길동', [3, 5], 'INITIAL_TRAINING', 'MISSING'),
        item('DEALER', '이서연', [9], 'CSO_CERTIFICATE', 'DONE'),
        item('DEALER', '이서연', [9], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01'),
        item('DEALER', '박지호', [4], 'CSO_CERTIFICATE', 'DONE'),
        item('DEALER', '박지호', [4], 'INITIAL_TRAINING', 'DONE'),
      ]),
    ).toEqual({
      3: `홍길동 딜러는 ${noCertificate}`,
      5: `홍길동 딜러는 ${noCertificate}`,
      9: `이서연 딜러는 ${lateTraining}`,
    });
  });
  it('joins several reasons of one dealer into one text', () => {
    const both = ediWarnings([
      item('DEALER', '홍길동', [3], 'CSO_CERTIFICATE', 'MISSING'),
      item('DEALER', '홍길동', [3], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01'),
    ]);
    expect(both).toEqual({ 3: `홍길동 딜러는 ${noCertificate} ${lateTraining}` });
    expect(ediWarnings([])).toEqual({});
  });
});
