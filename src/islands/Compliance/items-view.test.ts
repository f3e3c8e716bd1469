import { describe, expect, it } from 'vitest';
import type { ComplianceItem } from '../../api/types';
import { dealerNames, dueLine, effectiveFilter, filterItems, sortItems, statusCounts, subjectName } from './items-view';
import { items, records, today } from './story-fixtures';

const line = (item: ComplianceItem) => {
  const d = dueLine(
    item,
    today,
    records.find((r) => r.id === item.recordId),
  );
  return d.text + (d.dDay ?? '');
};
const label = (i: ComplianceItem) => `${subjectName(i)} ${i.kind}`;

describe('the compliance items list', () => {
  it('puts what is late first, then the nearest due date, then the member before dealers by name', () => {
    expect(sortItems(items).map(label)).toEqual([
      '이서연 INITIAL_TRAINING',
      '박지호 CSO_CERTIFICATE',
      '박지호 INITIAL_TRAINING',
      '박지호 REFRESHER_TRAINING',
      '김민준 INITIAL_TRAINING',
      '본인 REFRESHER_TRAINING',
      '김민준 REFRESHER_TRAINING',
      '이서연 REFRESHER_TRAINING',
      '본인 INITIAL_TRAINING',
      '본인 CSO_CERTIFICATE',
      '김민준 CSO_CERTIFICATE',
      '이서연 CSO_CERTIFICATE',
    ]);
  });
  it('says the due date as partners do, or why there is none', () => {
    const of = (name: string, kind: ComplianceItem['kind']) => items.find((i) => subjectName(i) === name && i.kind === kind)!;
    expect(line(of('김민준', 'INITIAL_TRAINING'))).toBe('기한 2026년 12월 3일 · D-6');
    expect(line(of('이서연', 'INITIAL_TRAINING'))).toBe('기한 2026년 10월 1일 · D+57');
    expect(line(of('본인', 'REFRESHER_TRAINING'))).toBe('기한 2026년 12월 31일 · D-34');
    expect(line(of('박지호', 'CSO_CERTIFICATE'))).toBe('업무를 맡기 전에 신고해야 합니다');
    expect(line(of('박지호', 'INITIAL_TRAINING'))).toBe('신고증을 먼저 등록하세요');
    expect(line(of('김민준', 'REFRESHER_TRAINING'))).toBe('신규교육을 이수한 다음 해부터');
    // Done: the day it was done, from its record.
    expect(line(of('본인', 'CSO_CERTIFICATE'))).toBe('2025년 3월 10일 발급');
    expect(line(of('본인', 'INITIAL_TRAINING'))).toBe('2025년 5월 20일 이수');
    expect(dueLine({ ...of('본인', 'INITIAL_TRAINING'), recordId: null }, today)).toEqual({ text: '기한 2025년 6월 10일' });
    expect(dueLine({ ...of('김민준', 'INITIAL_TRAINING'), dueDate: today }, today).dDay).toBe('D-DAY');
  });
  it('filters by status and by subject, and counts each status', () => {
    expect(filterItems(items, { status: 'MISSING', subject: null })).toHaveLength(3);
    expect(filterItems(items, { status: null, subject: { type: 'MEMBER' } }).map((i) => i.kind)).toEqual([
      'CSO_CERTIFICATE',
      'INITIAL_TRAINING',
      'REFRESHER_TRAINING',
    ]);
    expect(filterItems(items, { status: 'OVERDUE', subject: { type: 'DEALER', name: '이서연' } })).toHaveLength(1);
    expect(filterItems(items, { status: 'OVERDUE', subject: { type: 'DEALER', name: '김민준' } })).toHaveLength(0);
    expect(statusCounts(items)).toEqual({ OVERDUE: 1, MISSING: 3, DUE_SOON: 1, UPCOMING: 3, DONE: 4 });
  });
  it('names the dealers once each, sorted, and forgets a dealer the list does not have', () => {
    expect(dealerNames(items)).toEqual(['김민준', '박지호', '이서연']);
    expect(effectiveFilter({ status: 'DONE', subject: { type: 'DEALER', name: '없는사람' } }, items)).toEqual({
      status: 'DONE',
      subject: null,
    });
    const kim = { status: null, subject: { type: 'DEALER', name: '김민준' } } as const;
    expect(effectiveFilter(kim, items)).toBe(kim);
  });
});
