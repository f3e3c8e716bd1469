import { describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../../lib/compliance-rules';
import { documentProblem } from '../shared/document/document-file';
import { emptyForm, recordErrors, toRequest } from './record-form';
import { items } from './story-fixtures';

const park = items.find((i) => i.dealerName === '박지호' && i.kind === 'CSO_CERTIFICATE')!;
const memberTraining = items.find((i) => i.subjectType === 'MEMBER' && i.kind === 'REFRESHER_TRAINING')!;
const file = new File(['%PDF-1.4'], '신고증.pdf', { type: 'application/pdf' });
const today = seoulDay();

describe('the record form', () => {
  it('makes a 신고증 request for one of the dealer’s rows, and a training request for the member', () => {
    expect(toRequest(park, { ...emptyForm(park.kind), number: ' 2026-1 ', authority: '강남구청', issuedAt: '2026-01-05' })).toEqual({
      dealerId: 4,
      kind: 'CSO_CERTIFICATE',
      number: '2026-1',
      authority: '강남구청',
      issuedAt: '2026-01-05',
    });
    expect(emptyForm('INITIAL_TRAINING').hours).toBe('24');
    expect(emptyForm(memberTraining.kind).hours).toBe('8');
    expect(toRequest(memberTraining, { ...emptyForm(memberTraining.kind), completedAt: '2026-03-02' })).toEqual({
      dealerId: null,
      kind: 'REFRESHER_TRAINING',
      completedAt: '2026-03-02',
      hours: 8,
      submittedAt: null,
    });
  });
  it('shows the request schema’s problems beside their fields, without the wire names', () => {
    expect(recordErrors(toRequest(park, emptyForm(park.kind)), null)).toEqual({
      number: '신고번호를 입력해 주세요.',
      authority: '발급기관을 입력해 주세요.',
      issuedAt: '발급일을 입력해 주세요.',
      file: '신고증 파일을 첨부해 주세요.',
    });
    const future = addDays(today, 1);
    const training = { ...emptyForm(memberTraining.kind), completedAt: future, hours: '0', submittedAt: '2020-01-01' };
    const errors = recordErrors(toRequest(memberTraining, training), file);
    expect(errors.completedAt).toBe('이수일은(는) 오늘 이후일 수 없습니다.');
    expect(errors.hours).toBe('이수시간은 1~100시간이어야 합니다.');
    expect(errors.submittedAt).toBe('이수증 제출일은 이수일 이후여야 합니다.');
    expect(errors.file).toBeUndefined();
    expect(recordErrors(toRequest(memberTraining, { ...emptyForm(memberTraining.kind), completedAt: today }), file)).toEqual({});
  });
});

describe('compliance documents', () => {
  it('takes a pdf, jpg or png of up to 10 MB, and says why not otherwise', () => {
    expect(documentProblem({ name: '신고증.PDF', size: 1000 })).toBeNull();
    expect(documentProblem({ name: 'scan.jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(documentProblem({ name: '신고증.hwp', size: 1000 })).toBe('PDF, JPG, PNG 파일만 올릴 수 있습니다. (신고증.hwp)');
    expect(documentProblem({ name: 'big.png', size: 10 * 1024 * 1024 + 1 })).toBe('파일은 10MB까지 올릴 수 있습니다. (big.png)');
    expect(documentProblem({ name: 'empty.pdf', size: 0 })).toBe('빈 파일은 올릴 수 없습니다. (empty.pdf)');
  });
});
