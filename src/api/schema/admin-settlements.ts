import * as v from 'valibot';
import { SettlementMonthState } from '../settlement-enums';
import { fields, ID_MAX, isCalendarDay, line, NAME_MAX, paging, queryEnum, queryInt, queryText } from './common';
import { reviewReason } from './reviews';
import { OPERATOR_PAGE_SIZE_MAX } from './staff-rules';

// 정산관리 for staff (SETTLEMENT_MANAGEMENT): the month's lists (a page at a time, `after` the `next` of the page
// before), 추가수수료 with a reason, 정산 확정 by four eyes, and statistics over a range of months.

/** 추가수수료 at most (won): far above any month of a member, and below what a mistyped figure would be. */
export const ADDED_FEE_MAX = 1_000_000_000;
/** 비고 of a drug company's month. */
export const ADDED_FEE_NOTE_MAX = 200;
/** Months a statistics range or its spreadsheet covers at most. */
export const STAFF_STATISTICS_MONTHS_MAX = 36;
/** Rows on a page of the staff's settlement lists when `size` is not sent. */
export const STAFF_SETTLEMENT_PAGE_DEFAULT = 50;
/** Product lines on a page of the drill-down at most. */
export const STAFF_SETTLEMENT_LINES_MAX = 500;

const monthMessage = (label: string) => `${label}은(는) yyyy-MM 형식의 월이어야 합니다.`;

/** A month `yyyy-MM` (or its first day `yyyy-MM-01`); answers `yyyy-MM`. */
const month = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.string(monthMessage(label)),
    v.trim(),
    v.regex(/^\d{4}-\d{2}(-01)?$/, monthMessage(label)),
    v.check((s) => isCalendarDay(`${s.slice(0, 7)}-01`), `${label}은(는) 1900~2099년의 올바른 월이어야 합니다.`),
    v.transform((s) => s.slice(0, 7)),
  );
const optionalMonth = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? undefined : x)),
      v.optional(month(label)),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<string, string>, undefined>;

/** Where a page starts: the `next` of the page before (whole numbers joined by dots, as the server wrote it). */
const after = v.optional(
  v.pipe(
    v.string('다음 페이지 위치(after)는 문자열이어야 합니다.'),
    v.regex(/^\d{1,10}(\.\d{1,10})?$/, '다음 페이지 위치(after)가 올바르지 않습니다. 목록을 처음부터 다시 불러와 주세요.'),
    v.transform((s) => s.split('.').map(Number)),
  ),
);
const size = (max: number) => paging(max).size;

/**
 * `GET /v1/admin/settlements/member-months?month=yyyy-MM`: the month's members in member order; `state` narrows,
 * `search` matches a member number, the start of a login id or a part of the name.
 */
export const staffMemberMonthsQuerySchema = fields({
  month: month('정산월(month)'),
  state: queryEnum('확정 상태(state)', SettlementMonthState.values),
  search: queryText('회원 검색어(search)', NAME_MAX),
  after,
  size: size(OPERATOR_PAGE_SIZE_MAX),
});
export type StaffMemberMonthsQuery = v.InferInput<typeof staffMemberMonthsQuerySchema>;
export type StaffMemberMonthsFilters = v.InferOutput<typeof staffMemberMonthsQuerySchema>;

/** `GET /v1/admin/settlements/drug-company-months?month=yyyy-MM`: the month's rows by member, then drug company. */
export const staffDrugCompanyMonthsQuerySchema = fields({
  month: month('정산월(month)'),
  drugCompanyId: queryInt('제약사 번호(drugCompanyId)', 1, ID_MAX),
  search: queryText('회원 검색어(search)', NAME_MAX),
  after,
  size: size(OPERATOR_PAGE_SIZE_MAX),
});
export type StaffDrugCompanyMonthsQuery = v.InferInput<typeof staffDrugCompanyMonthsQuerySchema>;
export type StaffDrugCompanyMonthsFilters = v.InferOutput<typeof staffDrugCompanyMonthsQuerySchema>;

/** `GET /v1/admin/settlements/member-months/{id}/dealers`: the month's dealer settlements, a page at a time. */
export const staffDealersQuerySchema = fields({ after, size: size(OPERATOR_PAGE_SIZE_MAX) });
export type StaffDealersQuery = v.InferInput<typeof staffDealersQuerySchema>;

/** `GET /v1/admin/settlements/member-months/{id}/lines`: the product lines, by record and entry order. */
export const staffSettlementLinesQuerySchema = fields({
  drugCompanyId: queryInt('제약사 번호(drugCompanyId)', 1, ID_MAX),
  settlementId: queryInt('정산 번호(settlementId)', 1, ID_MAX),
  after,
  size: size(STAFF_SETTLEMENT_LINES_MAX),
});
export type StaffSettlementLinesQuery = v.InferInput<typeof staffSettlementLinesQuerySchema>;

/** `PUT /v1/admin/settlements/drug-company-months/{id}/added-fee`: 추가수수료 in whole won, with the reason audited. */
export const staffAddedFeeSchema = fields({
  addedFeeAmount: v.pipe(
    v.number('추가수수료(addedFeeAmount)는 숫자여야 합니다.'),
    v.integer('추가수수료(addedFeeAmount)는 원 단위 정수로 입력해 주세요.'),
    v.minValue(0, '추가수수료(addedFeeAmount)는 0원 이상이어야 합니다.'),
    v.maxValue(ADDED_FEE_MAX, `추가수수료(addedFeeAmount)는 ${ADDED_FEE_MAX.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`),
  ),
  note: v.nullish(line('비고(note)', ADDED_FEE_NOTE_MAX)),
  reason: reviewReason('변경 사유(reason)'),
});
export type StaffAddedFeeRequest = v.InferInput<typeof staffAddedFeeSchema>;

/** `POST …/member-months/{id}/prepare`: the version the preparer saw (a different one now is 409). */
export const staffPrepareSchema = fields({
  figuresVersion: v.optional(
    v.pipe(
      v.number('금액 버전(figuresVersion)은 숫자여야 합니다.'),
      v.integer('금액 버전(figuresVersion)은 정수여야 합니다.'),
      v.minValue(0, '금액 버전(figuresVersion)은 0 이상이어야 합니다.'),
      v.maxValue(ID_MAX, '금액 버전(figuresVersion)이 너무 큽니다.'),
    ),
  ),
});
export type StaffPrepareRequest = v.InferInput<typeof staffPrepareSchema>;

/** `DELETE …/member-months/{id}/preparation`: an optional reason, audited. */
export const staffCancelPreparationSchema = fields({ reason: v.optional(reviewReason('취소 사유(reason)')) });
export type StaffCancelPreparationRequest = v.InferInput<typeof staffCancelPreparationSchema>;

const ORDER_MESSAGE = '시작월(startMonth)은 종료월(endMonth)보다 늦을 수 없습니다.';

/**
 * `GET /v1/admin/settlements/statistics` (and `/by-member`, `/statistics.xlsx`): settlement months from startMonth to
 * endMonth, both included, at most STAFF_STATISTICS_MONTHS_MAX; one left out makes a year with the other, both the
 * last twelve months.
 */
export const staffStatisticsQuerySchema = v.pipe(
  fields({
    startMonth: optionalMonth('시작월(startMonth)'),
    endMonth: optionalMonth('종료월(endMonth)'),
    ...paging(OPERATOR_PAGE_SIZE_MAX),
  }),
  v.check((q) => !q.startMonth || !q.endMonth || q.startMonth <= q.endMonth, ORDER_MESSAGE),
  v.check((q) => {
    if (!q.startMonth || !q.endMonth) return true;
    const count = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
    return count(q.endMonth) - count(q.startMonth) < STAFF_STATISTICS_MONTHS_MAX;
  }, `기간은 ${STAFF_STATISTICS_MONTHS_MAX}개월까지 볼 수 있습니다.`),
);
export type StaffStatisticsQuery = v.InferInput<typeof staffStatisticsQuerySchema>;
