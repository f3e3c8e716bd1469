import * as v from 'valibot';
import { ExpenditureKind } from '../compliance-enums';
import { daysUntil, seoulDay } from '../../lib/compliance-rules';
import { day, fields, fieldsAsync, id, line, multiLine, NAME_MAX, oneOf, paging, queryDay, queryInt, requiredLine } from './common';
import { fileParts, jsonPart } from './multipart';
import {
  AUDIT_PERIOD_MAX_DAYS,
  CONTRACT_RATES_MAX,
  EXPENDITURE_AMOUNT_MAX,
  EXPENDITURE_FILES_MAX,
  EXPENDITURE_NOTE_MAX,
  EXPENDITURE_RECIPIENT_COUNT_MAX,
  EXPENDITURE_RECIPIENTS_MAX,
  EXPENDITURE_YEAR_MAX,
  EXPENDITURE_YEAR_MIN,
  PRODUCT_NAME_MAX,
} from './records-limits';

// Requests of the records kept for an inspection: dealers' sub-contract versions, the expenditure log, the audit
// trail and the audit pack. The limits a form shows and the server enforces are in records-limits.ts.

export * from './records-limits';

const won = (label: string, max = EXPENDITURE_AMOUNT_MAX) =>
  v.pipe(
    v.number(`${label}은(는) 숫자여야 합니다.`),
    v.integer(`${label}은(는) 원 단위 정수로 입력해 주세요.`),
    v.minValue(0, `${label}은(는) 0원 이상이어야 합니다.`),
    v.maxValue(max, `${label}은(는) ${max.toLocaleString('ko-KR')}원 이하여야 합니다.`),
  );

/** A commission rate in percent: 0–100 with at most two decimals. */
export const feeRate = (label = '수수료율(feeRate)') =>
  v.pipe(
    v.number(`${label}은(는) 숫자여야 합니다.`),
    v.minValue(0, `${label}은(는) 0~100% 사이여야 합니다.`),
    v.maxValue(100, `${label}은(는) 0~100% 사이여야 합니다.`),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label}은(는) 소수점 둘째 자리까지 입력해 주세요.`),
  );

/** JSON part `request` of `POST /v1/dealers/{id}/contracts`. */
export const dealerContractSchema = v.pipe(
  fields({
    startDate: day('계약 시작일(startDate)'),
    endDate: v.nullish(day('계약 종료일(endDate)'), null),
    rates: v.pipe(
      v.array(fields({ productId: id('품목(productId)'), feeRate: feeRate() }), '품목별 수수료율(rates)은 목록이어야 합니다.'),
      v.minLength(1, '품목별 수수료율을 하나 이상 입력해 주세요.'),
      v.maxLength(CONTRACT_RATES_MAX, `품목은 ${CONTRACT_RATES_MAX}개까지 넣을 수 있습니다.`),
      v.check((rates) => new Set(rates.map((r) => r.productId)).size === rates.length, '같은 품목이 두 번 들어 있습니다.'),
    ),
  }),
  v.check((r) => !r.endDate || r.endDate >= r.startDate, '계약 종료일은 시작일 이후여야 합니다.'),
);
export type DealerContractRequest = v.InferInput<typeof dealerContractSchema>;

const oneFile = (name: string, message: string) =>
  v.pipe(
    fileParts(name, 1, '파일은 하나만 올려 주세요.'),
    v.minLength(1, message),
    v.transform((files) => files[0] as File),
  );

export const dealerContractFormSchema = fieldsAsync({
  request: jsonPart('request', dealerContractSchema),
  file: oneFile('file', '서명한 계약서 파일을 첨부해 주세요.'),
});

/** JSON part `request` of `POST /v1/expenditures`. */
export const expenditureSchema = v.pipe(
  fields({
    date: v.pipe(
      day('지출일(date)'),
      v.check((d) => d <= seoulDay(), '지출일(date)은 오늘 이후일 수 없습니다.'),
    ),
    kind: oneOf('유형(kind)', ExpenditureKind.values),
    institutionName: requiredLine('요양기관명(institutionName)', NAME_MAX),
    recipients: v.pipe(
      v.array(line('받은 사람(recipients)', NAME_MAX), '받은 사람(recipients)은 이름 목록이어야 합니다.'),
      v.maxLength(EXPENDITURE_RECIPIENTS_MAX, `받은 사람은 ${EXPENDITURE_RECIPIENTS_MAX}명까지 적을 수 있습니다.`),
      v.transform((names) => names.filter(Boolean)),
    ),
    recipientCount: v.pipe(
      v.number('인원(recipientCount)은 숫자여야 합니다.'),
      v.integer('인원(recipientCount)은 정수여야 합니다.'),
      v.minValue(1, '인원(recipientCount)은 1명 이상이어야 합니다.'),
      v.maxValue(
        EXPENDITURE_RECIPIENT_COUNT_MAX,
        `인원(recipientCount)은 ${EXPENDITURE_RECIPIENT_COUNT_MAX.toLocaleString('ko-KR')}명 이하여야 합니다.`,
      ),
    ),
    amount: won('금액(amount)'),
    itemAmount: v.optional(won('1인 판촉물·기념품(itemAmount)'), 0),
    caseCount: v.nullish(
      v.pipe(
        v.number('증례 수(caseCount)는 숫자여야 합니다.'),
        v.integer('증례 수(caseCount)는 정수여야 합니다.'),
        v.minValue(1, '증례 수(caseCount)는 1 이상이어야 합니다.'),
        v.maxValue(EXPENDITURE_RECIPIENT_COUNT_MAX, '증례 수(caseCount)가 너무 큽니다.'),
      ),
      null,
    ),
    productName: v.optional(line('제품명(productName)', PRODUCT_NAME_MAX), ''),
    note: v.optional(multiLine('비고(note)', EXPENDITURE_NOTE_MAX), ''),
    /** An earlier entry this one corrects (it then no longer counts). */
    correctsId: v.nullish(id('정정 대상(correctsId)'), null),
  }),
  v.check((r) => r.recipientCount >= r.recipients.length, '인원(recipientCount)이 적은 이름 수보다 적습니다.'),
  v.check((r) => r.kind !== 'SURVEY' || r.caseCount !== null, '시판 후 조사는 증례 수(caseCount)를 입력해 주세요.'),
);
export type ExpenditureRequest = v.InferInput<typeof expenditureSchema>;

export const expenditureFormSchema = fieldsAsync({
  request: jsonPart('request', expenditureSchema),
  files: fileParts('files', EXPENDITURE_FILES_MAX, `영수증·증빙은 ${EXPENDITURE_FILES_MAX}개까지 올릴 수 있습니다.`),
});

const year = (label = '연도(year)') => queryInt(label, EXPENDITURE_YEAR_MIN, EXPENDITURE_YEAR_MAX);

export const expenditureListQuerySchema = fields({ year: year(), ...paging() });
export type ExpenditureListQuery = v.InferInput<typeof expenditureListQuerySchema>;

export const expenditureReportQuerySchema = v.pipe(
  fields({ year: year() }),
  v.check((q) => q.year !== undefined, '연도(year)를 보내 주세요.'),
  v.transform((q) => ({ year: q.year as number })),
);

/** A period `from`–`to` (both days included), at most AUDIT_PERIOD_MAX_DAYS long. */
const periodChecks =
  <T extends { from?: string | undefined; to?: string | undefined }>(required: boolean) =>
  (q: T) => {
    if (!q.from || !q.to) return !required;
    return q.from <= q.to && daysUntil(q.to, q.from) < AUDIT_PERIOD_MAX_DAYS;
  };
const PERIOD_MESSAGE = `기간(from, to)을 ${Math.floor(AUDIT_PERIOD_MAX_DAYS / 366)}년 이내로, 종료일이 시작일 이후가 되게 골라 주세요.`;

export const auditLogQuerySchema = v.pipe(
  fields({ from: queryDay('시작일(from)'), to: queryDay('종료일(to)'), ...paging() }),
  v.check(periodChecks(false), PERIOD_MESSAGE),
);
export type AuditLogQuery = v.InferInput<typeof auditLogQuerySchema>;

export const auditPackQuerySchema = v.pipe(
  fields({ from: queryDay('시작일(from)'), to: queryDay('종료일(to)') }),
  v.check(periodChecks(true), PERIOD_MESSAGE),
  v.transform((q) => ({ from: q.from as string, to: q.to as string })),
);
export type AuditPackQuery = v.InferInput<typeof auditPackQuerySchema>;
