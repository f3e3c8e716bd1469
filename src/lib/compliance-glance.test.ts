import { describe, expect, it } from 'vitest';
import type { ComplianceItem } from '../api/types';
import { complianceGlance, complianceHref, dueText, worstStatusByDealer } from './compliance-glance';

const today = '2026-11-27';
const member = (kind: ComplianceItem['kind'], status: ComplianceItem['status'], dueDate: string | null = null): ComplianceItem => ({
  subjectType: 'MEMBER',
  dealerName: null,
  dealerIds: [],
  kind,
  status,
  dueDate,
  recordId: null,
});
const dealer = (
  name: string,
  ids: number[],
  kind: ComplianceItem['kind'],
  status: ComplianceItem['status'],
  dueDate: string | null = null,
): ComplianceItem => ({ subjectType: 'DEALER', dealerName: name, dealerIds: ids, kind, status, dueDate, recordId: null });

describe('dueText and complianceHref', () => {
  it('says the due date as partners do, with the D-day', () => {
    expect(dueText('2026-12-03', today)).toBe('기한 2026년 12월 3일 · D-6');
    expect(dueText('2026-11-27', today)).toBe('기한 2026년 11월 27일 · D-DAY');
    expect(dueText('2026-11-24', today)).toBe('기한 2026년 11월 24일 · D+3');
  });
  it('links to the page, filtered by the dealer name (encoded)', () => {
    expect(complianceHref()).toBe('/compliance');
    expect(complianceHref('김 민준')).toBe('/compliance?dealer=%EA%B9%80%20%EB%AF%BC%EC%A4%80');
  });
});

describe('complianceGlance', () => {
  it('counts what is late, missing and due soon, and leaves out the rest', () => {
    const { counts } = complianceGlance(
      [
        member('CSO_CERTIFICATE', 'DONE'),
        member('INITIAL_TRAINING', 'DUE_SOON', '2026-12-03'),
        member('REFRESHER_TRAINING', 'UPCOMING'),
        dealer('홍길동', [3], 'CSO_CERTIFICATE', 'MISSING'),
        dealer('홍길동', [3], 'INITIAL_TRAINING', 'MISSING'),
        dealer('이서연', [9], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01'),
      ],
      today,
    );
    expect(counts).toEqual({ OVERDUE: 1, MISSING: 2, DUE_SOON: 1 });
  });

  it('picks the most urgent first, one line per person, at most three', () => {
    const { urgent } = complianceGlance(
      [
        member('INITIAL_TRAINING', 'DUE_SOON', '2026-12-20'),
        dealer('박지호', [4], 'REFRESHER_TRAINING', 'DUE_SOON', '2026-12-03'),
        dealer('홍길동', [3], 'CSO_CERTIFICATE', 'MISSING'),
        dealer('홍길동', [3], 'INITIAL_TRAINING', 'MISSING'),
        dealer('이서연', [9], 'CSO_CERTIFICATE', 'DONE'),
        dealer('이서연', [9], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01'),
      ],
      today,
    );
    expect(urgent).toEqual([
      {
        subject: '이서연',
        kind: '신규교육',
        status: 'OVERDUE',
        statusLabel: '기한 경과',
        due: '기한 2026년 11월 1일 · D+26',
        href: '/compliance?dealer=%EC%9D%B4%EC%84%9C%EC%97%B0',
      },
      {
        subject: '홍길동',
        kind: 'CSO 신고증',
        status: 'MISSING',
        statusLabel: '미제출',
        due: null,
        href: '/compliance?dealer=%ED%99%8D%EA%B8%B8%EB%8F%99',
      },
      {
        subject: '박지호',
        kind: '보수교육',
        status: 'DUE_SOON',
        statusLabel: '기한 임박',
        due: '기한 2026년 12월 3일 · D-6',
        href: '/compliance?dealer=%EB%B0%95%EC%A7%80%ED%98%B8',
      },
    ]);
  });

  it('names the member 본인 and honours a smaller limit', () => {
    const { urgent } = complianceGlance(
      [dealer('박지호', [4], 'REFRESHER_TRAINING', 'DUE_SOON', '2026-12-30'), member('REFRESHER_TRAINING', 'DUE_SOON', '2026-12-03')],
      today,
      1,
    );
    expect(urgent.map((l) => [l.subject, l.href])).toEqual([['본인', '/compliance']]);
  });

  it('is calm when nothing needs attention', () => {
    const glance = complianceGlance(
      [member('CSO_CERTIFICATE', 'DONE'), dealer('박지호', [4], 'REFRESHER_TRAINING', 'UPCOMING', '2027-12-31')],
      today,
    );
    expect(glance).toEqual({ counts: { OVERDUE: 0, MISSING: 0, DUE_SOON: 0 }, urgent: [] });
    expect(complianceGlance([], today).urgent).toEqual([]);
  });
});

describe('worstStatusByDealer', () => {
  it("takes each dealer's worst status by STATUS_ORDER and ignores the member's own items", () => {
    expect(
      worstStatusByDealer([
        member('CSO_CERTIFICATE', 'OVERDUE'),
        dealer('홍길동', [3, 5], 'CSO_CERTIFICATE', 'DONE'),
        dealer('홍길동', [3, 5], 'INITIAL_TRAINING', 'DUE_SOON', '2026-12-03'),
        dealer('홍길동', [3, 5], 'REFRESHER_TRAINING', 'UPCOMING'),
        dealer('이서연', [9], 'CSO_CERTIFICATE', 'MISSING'),
        dealer('이서연', [9], 'INITIAL_TRAINING', 'OVERDUE', '2026-11-01'),
        dealer('박지호', [4], 'CSO_CERTIFICATE', 'DONE'),
      ]),
    ).toEqual({ 홍길동: 'DUE_SOON', 이서연: 'OVERDUE', 박지호: 'DONE' });
    expect(worstStatusByDealer([])).toEqual({});
  });
});
