import { describe, expect, it } from 'vitest';
import { EXPENDITURE_FILES_MAX } from '../../api/schema/records';
import { MAX_FILE_BYTES } from '../../api/uploads';
import {
  digits,
  emptyForm,
  expenditureErrors,
  fieldOf,
  formOf,
  plainMessage,
  splitNames,
  toRequest,
  type ExpenditureForm,
} from './expenditure-form';
import { KIND_RULES, previewWarnings } from './kind-rules';
import { addReceipts } from './receipts';
import { entries, today } from './story-fixtures';

const form = (over: Partial<ExpenditureForm>): ExpenditureForm => ({ ...emptyForm(today), institutionName: '한빛내과의원', ...over });
const errorsOf = (f: ExpenditureForm) => expenditureErrors(f, toRequest(f, null));

describe('the expenditure form', () => {
  it('makes the request: names split, the head count from the names when left blank, kind-only fields', () => {
    const request = toRequest(form({ recipients: '김서윤, 박도현\n 이준호 ,', amount: '300000', itemAmount: '9000' }), null);
    expect(request).toMatchObject({
      recipients: ['김서윤', '박도현', '이준호'],
      recipientCount: 3,
      amount: 300_000,
      itemAmount: 9_000,
      caseCount: null,
    });
    const survey = toRequest(form({ kind: 'SURVEY', recipientCount: '1', amount: '250000', itemAmount: '9000', caseCount: '5' }), 8);
    expect(survey).toMatchObject({ itemAmount: 0, caseCount: 5, correctsId: 8 });
    expect(splitNames('김서윤，박도현、 ')).toEqual(['김서윤', '박도현']);
    expect(digits('300,000원')).toBe('300000');
    expect(digits('007')).toBe('7');
  });

  it('names what is missing beside its field, in words without the wire names', () => {
    expect(errorsOf(form({ date: null, institutionName: ' ' }))).toEqual({
      date: '지출일을 입력해 주세요.',
      recipientCount: '인원을 입력해 주세요.',
      amount: '금액을 입력해 주세요.',
      institutionName: '요양기관명을(를) 입력해 주세요.',
    });
    expect(errorsOf(form({ date: '2099-01-01', recipientCount: '2', amount: '1' })).date).toBe('지출일은 오늘 이후일 수 없습니다.');
  });

  it('checks the whole entry once its fields are right: the head count and a survey’s case reports', () => {
    expect(errorsOf(form({ recipients: '김서윤, 박도현', recipientCount: '1', amount: '10' }))).toEqual({
      recipientCount: '인원이 적은 이름 수보다 적습니다.',
    });
    expect(errorsOf(form({ kind: 'SURVEY', recipientCount: '1', amount: '10' }))).toEqual({
      caseCount: '시판 후 조사는 증례 수를 입력해 주세요.',
    });
    expect(errorsOf(form({ recipientCount: '2', amount: '300000' }))).toEqual({});
  });

  it('reads a refusal of the server: the field it names and its words', () => {
    expect(fieldOf('금액(amount)은(는) 1,000,000,000원 이하여야 합니다.')).toBe('amount');
    expect(fieldOf('영수증·증빙은 5개까지 올릴 수 있습니다.')).toBe('form');
    expect(plainMessage('지출일(date)은 오늘 이후일 수 없습니다.')).toBe('지출일은 오늘 이후일 수 없습니다.');
  });

  it('starts a correction as the entry says', () => {
    const corrected = entries.find((e) => e.id === 5)!;
    expect(toRequest(formOf(corrected), corrected.id)).toEqual({
      date: corrected.date,
      kind: corrected.kind,
      institutionName: corrected.institutionName,
      recipients: corrected.recipients,
      recipientCount: corrected.recipientCount,
      amount: corrected.amount,
      itemAmount: 0,
      caseCount: corrected.caseCount,
      productName: corrected.productName,
      note: corrected.note,
      correctsId: 5,
    });
  });
});

describe('the limits beside the form', () => {
  it('shows the rules of the chosen kind from the rules table', () => {
    expect(KIND_RULES.BRIEFING_SINGLE.map((r) => r.title)).toEqual([
      '제품설명회 식음료',
      '단일 요양기관 제품설명회 횟수',
      '제품설명회 판촉물',
    ]);
    expect(KIND_RULES.SURVEY.map((r) => r.figure)).toEqual(['증례보고서 1건당 50,000원 이하']);
    expect(KIND_RULES.CONFERENCE).toEqual([]);
  });

  it('previews what the entry would be flagged with, against the year on screen', () => {
    const food = previewWarnings(toRequest(form({ recipientCount: '2', amount: '300000' }), null), entries);
    expect(food.map((w) => w.code)).toEqual(['FOOD_PER_PERSON_DAY']);
    expect(food[0]!.message).toContain('150,000원');
    // 김서윤 already had 150,000원 of food on 11-20: another 60,000원 that day is over the daily limit.
    const sameDay = toRequest(form({ date: '2026-11-20', institutionName: '새봄의원', recipients: '김서윤', amount: '60000' }), null);
    expect(previewWarnings(sameDay, entries).map((w) => w.code)).toEqual(['FOOD_PER_PERSON_DAY']);
    // The entry being corrected no longer counts.
    const souvenir = toRequest(formOf(entries.find((e) => e.id === 3)!), 3);
    expect(previewWarnings(souvenir, entries).map((w) => w.code)).toEqual(['SOUVENIR_VALUE']);
    expect(previewWarnings({ ...souvenir, itemAmount: 50_000 }, entries)).toEqual([]);
  });
});

describe('the receipts', () => {
  const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);
  it('takes pdf, jpg and png up to the limits, each once', () => {
    const one = addReceipts([], [file('영수증.pdf'), file('사진.JPG'), file('영수증.pdf')]);
    expect(one).toEqual({ files: [expect.any(File), expect.any(File)], problem: null });
    expect(addReceipts([], [file('명단.hwp')]).problem).toBe('PDF, JPG, PNG 파일만 올릴 수 있습니다. (명단.hwp)');
    expect(addReceipts([], [file('큰.pdf', MAX_FILE_BYTES + 1)]).problem).toBe('파일은 하나에 10MB까지 올릴 수 있습니다. (큰.pdf)');
    const full = Array.from({ length: EXPENDITURE_FILES_MAX }, (_, i) => file(`${i}.png`));
    expect(addReceipts(full, [file('6.png')])).toEqual({ files: full, problem: '영수증·증빙은 5개까지 올릴 수 있습니다.' });
  });
});
