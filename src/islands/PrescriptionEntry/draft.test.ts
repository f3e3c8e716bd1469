import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, firstWrong, withDealer, type PrescriptionDraft } from './draft';

const dealer = { id: 1, label: '김딜러(한빛제약)', drugCompanyId: 7 };
const full: PrescriptionDraft = { dealer, month: '2026-10', partner: { id: 3, label: '서울내과의원', drugCompanyId: 7 } };

describe('checkDraft', () => {
  it('reports every missing field in the screen order', () => {
    const errors = checkDraft(emptyDraft, 0);
    expect(Object.values(errors)).toEqual([
      '딜러를 선택해 주세요.',
      '처방월을 선택해 주세요.',
      '거래처를 선택해 주세요.',
      'EDI 파일을 선택해 주세요.',
    ]);
    expect(firstWrong(errors)).toBe('dealer');
  });
  it('asks for the dealer’s drug company last', () => {
    expect(checkDraft({ ...full, dealer: { ...dealer, drugCompanyId: null } }, 1)).toEqual({ dealer: '딜러의 제약사 정보가 없습니다.' });
  });
  it('passes a full draft and uses the caller’s files message', () => {
    expect(checkDraft(full, 2)).toEqual({});
    expect(checkDraft(full, 0, '최소 1개 이상의 파일이 필요합니다.')).toEqual({ files: '최소 1개 이상의 파일이 필요합니다.' });
  });
});

describe('withDealer', () => {
  it('keeps the client for a dealer of the same company and clears it otherwise', () => {
    expect(withDealer(full, { id: 2, label: 'b', drugCompanyId: 7 }).partner).not.toBeNull();
    expect(withDealer(full, { id: 2, label: 'b', drugCompanyId: 8 }).partner).toBeNull();
  });
});
