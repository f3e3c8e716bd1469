import { describe, expect, it } from 'vitest';
import { CONTRACT_RATES_MAX } from '../../api/schema/records';
import { MAX_FILE_BYTES } from '../../api/uploads';
import { documentProblem } from '../shared/document/document-file';
import {
  cleanRateInput,
  contractErrors,
  emptyContractForm,
  firstProblem,
  rateErrorsAfter,
  toContractRequest,
  type ContractForm,
} from './contract-form';
import { contracts } from './contract-story-fixtures';
import { contractPeriod, contractPhase, formatFeeRate, retentionText } from './contract-view';

const file = new File(['%PDF-1.4'], '계약서.pdf', { type: 'application/pdf' });
const form = (over: Partial<ContractForm> = {}): ContractForm => ({
  startDate: '2026-12-01',
  endDate: null,
  rates: [{ productId: 101, productName: '아모잘탄정', rate: '12.5' }],
  ...over,
});

describe('the contract form', () => {
  it('starts from the latest version’s rates with two decimals, and empty dates', () => {
    expect(emptyContractForm(contracts[0])).toEqual({
      startDate: null,
      endDate: null,
      rates: [
        { productId: 101, productName: '아모잘탄정5/50밀리그램', rate: '12.50' },
        { productId: 102, productName: '로수젯정10/10밀리그램', rate: '10.00' },
        { productId: 103, productName: '에소메졸캡슐20밀리그램', rate: '8.25' },
      ],
    });
    expect(emptyContractForm(null).rates).toEqual([]);
  });

  it('keeps what a rate box may hold: digits and one point', () => {
    expect(cleanRateInput('12,5%')).toBe('12.5');
    expect(cleanRateInput('1.2.3')).toBe('1.23');
    expect(cleanRateInput('abc')).toBe('');
  });

  it('makes the request the server reads', () => {
    expect(toContractRequest(form({ endDate: '2027-11-30' }))).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      rates: [{ productId: 101, feeRate: 12.5 }],
    });
  });

  it('lets a complete form go', () => {
    expect(contractErrors(form(), file)).toBeNull();
  });

  it('names what is missing, in the form’s words', () => {
    expect(contractErrors(form({ startDate: null, rates: [] }), null)).toEqual({
      startDate: '계약 시작일을 입력해 주세요.',
      rates: '품목별 수수료율을 하나 이상 입력해 주세요.',
      file: '서명한 계약서 파일을 첨부해 주세요.',
    });
    expect(contractErrors(form({ rates: [{ productId: 101, productName: '아모잘탄정', rate: ' ' }] }), file)).toEqual({
      rate: { 101: '수수료율을 입력해 주세요.' },
    });
  });

  it('puts the schema’s problems beside their fields, without wire names', () => {
    const rates = [
      { productId: 101, productName: 'A', rate: '100.5' },
      { productId: 102, productName: 'B', rate: '12.345' },
      { productId: 103, productName: 'C', rate: '0' },
    ];
    const errors = contractErrors(form({ startDate: '2026-12-20', endDate: '2026-12-10', rates }), file)!;
    expect(errors).toEqual({
      endDate: '계약 종료일은 시작일 이후여야 합니다.',
      rate: { 101: '0~100% 사이여야 합니다.', 102: '소수점 둘째 자리까지 입력해 주세요.' },
    });
    expect(firstProblem(errors, form({ rates }))).toBe('endDate');
    expect(firstProblem({ rate: errors.rate }, form({ rates }))).toBe('rate-101');
  });

  it('refuses more products than a version may rate, and the same product twice', () => {
    const many = Array.from({ length: CONTRACT_RATES_MAX + 1 }, (_, i) => ({ productId: i + 1, productName: `P${i}`, rate: '1' }));
    expect(contractErrors(form({ rates: many }), file)?.rates).toBe(`품목은 ${CONTRACT_RATES_MAX}개까지 넣을 수 있습니다.`);
    const twice = [
      { productId: 7, productName: 'P', rate: '1' },
      { productId: 7, productName: 'P', rate: '2' },
    ];
    expect(contractErrors(form({ rates: twice }), file)?.rates).toBe('같은 품목이 두 번 들어 있습니다.');
  });

  it('keeps the rate errors of rows left as they were', () => {
    const before = [
      { productId: 1, productName: 'A', rate: '100.5' },
      { productId: 2, productName: 'B', rate: '1.234' },
    ];
    const errors = { 1: 'x', 2: 'y' };
    expect(rateErrorsAfter(errors, before, [{ ...before[0]!, rate: '10' }, before[1]!])).toEqual({ 2: 'y' });
    expect(rateErrorsAfter(errors, before, [before[0]!])).toEqual({ 1: 'x' });
    expect(rateErrorsAfter(errors, before, [])).toBeUndefined();
  });

  it('checks the file before it is sent', () => {
    expect(documentProblem({ name: '계약서.PDF', size: 10 })).toBeNull();
    expect(documentProblem({ name: '계약서.hwp', size: 10 })).toBe('PDF, JPG, PNG 파일만 올릴 수 있습니다. (계약서.hwp)');
    expect(documentProblem({ name: '계약서.jpg', size: MAX_FILE_BYTES + 1 })).toBe('파일은 10MB까지 올릴 수 있습니다. (계약서.jpg)');
    expect(documentProblem({ name: '계약서.png', size: 0 })).toBe('빈 파일은 올릴 수 없습니다. (계약서.png)');
  });
});

describe('a version on screen', () => {
  it('shows rates with two decimals', () => {
    expect(formatFeeRate(12.5)).toBe('12.50%');
    expect(formatFeeRate(0)).toBe('0.00%');
    expect(formatFeeRate(100)).toBe('100.00%');
  });

  it('shows its period and where it stands today', () => {
    expect(contractPeriod({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBe('2026년 1월 1일 ~ 2026년 12월 31일');
    expect(contractPeriod({ startDate: '2026-01-01', endDate: null })).toBe('2026년 1월 1일 ~ 종료일 없음');
    const c = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect(contractPhase(c, '2025-12-31')).toBe('UPCOMING');
    expect(contractPhase(c, '2026-01-01')).toBe('RUNNING');
    expect(contractPhase(c, '2026-12-31')).toBe('RUNNING');
    expect(contractPhase(c, '2027-01-01')).toBe('ENDED');
    expect(contractPhase({ ...c, endDate: null }, '2040-01-01')).toBe('RUNNING');
  });

  it('shows how long it is kept: a day, or 5 years after its end while it runs', () => {
    expect(retentionText('2031-11-26')).toBe('2031년 11월 26일까지');
    expect(retentionText(null)).toBe('계약 종료 후 5년');
  });
});
