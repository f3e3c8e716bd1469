import { describe, expect, it } from 'vitest';
import { changeRows, EMPTY, generic } from './audit-changes';

const texts = (rows: ReturnType<typeof changeRows>) => rows.map((r) => `${r.label}: ${r.before ?? '-'} → ${r.after ?? '-'}`);

describe('the audit trail’s change view', () => {
  it('lists what a creation recorded, in the fixed order, without the row’s bookkeeping or empty fields', () => {
    const after = {
      id: 7,
      memberId: 3,
      fileId: 40,
      createdAt: '2026-11-20T01:02:03.000Z',
      submittedAt: null,
      issuedAt: '2026-09-20',
      kind: 'CSO_CERTIFICATE',
      dealerName: '박지호',
      number: '2026-서울서초-0999',
      authority: null,
      fileName: '박지호 신고증.pdf',
    };
    expect(texts(changeRows({ before: null, after }))).toEqual([
      '대상: - → 박지호',
      '종류: - → CSO 신고증',
      '신고번호: - → 2026-서울서초-0999',
      '발급일: - → 2026년 9월 20일',
      '첨부 파일: - → 박지호 신고증.pdf',
    ]);
  });

  it('shows only the fields a change touched', () => {
    const before = { id: 4, dealerName: '김민준', drugCompanyName: '한미약품', contractDate: '2026-11-01', sentAt: null };
    const after = { ...before, sentAt: '2026-11-20' };
    expect(changeRows({ before, after })).toEqual([
      { key: 'sentAt', label: '통보일', before: EMPTY, after: '2026년 11월 20일', changed: true },
    ]);
  });

  it('reads a contract version: member as 본인, open end, rates in percent from either unit', () => {
    const before = {
      dealerName: null,
      version: 2,
      startDate: '2026-01-01',
      endDate: null,
      rates: [
        { productId: 1, productName: '리피토정 10mg', feeRate: 12.5 },
        { productId: 2, productName: '노바스크정', feeRateBp: 1075 },
      ],
      createdByName: '홍길동',
    };
    expect(texts(changeRows({ before, after: null }))).toEqual([
      '대상: 본인 → -',
      '차수: 2차 → -',
      '계약 시작일: 2026년 1월 1일 → -',
      '계약 종료일: 정하지 않음 → -',
      '품목별 수수료율: 리피토정 10mg 12.5%, 노바스크정 10.75% → -',
      '기록한 사람: 홍길동 → -',
    ]);
  });

  it('reads an expenditure: kind label, won, people, and a field it does not know under its own name', () => {
    const after = {
      date: '2026-11-02',
      kind: 'BRIEFING_SINGLE',
      institutionName: '메디판다의원',
      recipients: ['김의사', '이약사'],
      recipientCount: 2,
      amount: 250000,
      reviewed: true,
    };
    expect(texts(changeRows({ before: null, after }))).toEqual([
      '종류: - → 제품설명회(단일 요양기관)',
      '지출일: - → 2026년 11월 2일',
      '요양기관: - → 메디판다의원',
      '받은 사람: - → 김의사, 이약사',
      '인원: - → 2명',
      '금액: - → 250,000원',
      'reviewed: - → 예',
    ]);
  });

  it('lists every field of a change that changed nothing visible, so the view is never empty', () => {
    const row = { id: 1, note: '같음' };
    expect(texts(changeRows({ before: row, after: row }))).toEqual(['비고: 같음 → 같음']);
  });

  it('words any value', () => {
    expect(generic('2026-11-20T03:04:00Z')).toBe('2026년 11월 20일 12:04');
    expect(generic({ productName: '리피토정', amount: 3 })).toBe('제품명: 리피토정, 금액: 3');
    expect(generic([])).toBe(EMPTY);
    expect(generic(false)).toBe('아니오');
  });
});
