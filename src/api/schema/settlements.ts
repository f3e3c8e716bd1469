import * as v from 'valibot';
import { SettlementPartnerOrder, SettlementStatus } from '../enums';
import { fields, ID_MAX, idList, isCalendarDay, KEYWORD_MAX, NAME_MAX, paging, queryEnum, queryInt, queryText } from './common';
import { FETCH_ALL_ROWS } from './limits';

// Requests of settlements (정산) and sales statistics. Months are sent as their first day: `yyyy-MM-dd` (a `yyyy-MM`
// is taken too), or an integer yyyyMM01 on the monthly view by drug company; the server reads them as `yyyy-MM`.

const monthMessage = (label: string) => `${label}은(는) yyyy-MM-dd 형식의 월(1일)이어야 합니다.`;

/** A month as `yyyy-MM-dd` (or `yyyy-MM`); answers `yyyy-MM`. */
const monthDay = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.pipe(
    v.string(monthMessage(label)),
    v.trim(),
    v.regex(/^\d{4}-\d{2}(-\d{2})?$/, monthMessage(label)),
    v.check((s) => isCalendarDay(s.length === 7 ? `${s}-01` : s), `${label}은(는) 1900~2099년의 올바른 월이어야 합니다.`),
    v.transform((s) => s.slice(0, 7)),
  );
const optionalMonth = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? undefined : x)),
      v.optional(monthDay(label)),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<string, string>, undefined>;

/** An integer month yyyyMM01 (e.g. 20251001); answers `yyyy-MM`. */
const monthNumber = /* @__NO_SIDE_EFFECTS__ */ (label: string) => {
  const message = `${label}은(는) yyyyMM01 형식의 숫자여야 합니다(예: 20251001).`;
  return v.optional(
    v.pipe(
      v.union([v.number(), v.string()], message),
      v.transform((x) => String(x).trim()),
      v.regex(/^(19|20)\d{2}(0[1-9]|1[0-2])01$/, message),
      v.transform((s) => `${s.slice(0, 4)}-${s.slice(4, 6)}`),
    ),
  ) as unknown as v.OptionalSchema<v.GenericSchema<number | string, string>, undefined>;
};

const ORDER_MESSAGE = '시작월은 종료월보다 늦을 수 없습니다.';
const inOrder = <Q extends { startMonth?: string; endMonth?: string }>(q: Q) => !q.startMonth || !q.endMonth || q.startMonth <= q.endMonth;

const settlementFilters = {
  startMonth: optionalMonth('시작월(startMonth)'),
  endMonth: optionalMonth('종료월(endMonth)'),
  /** The member's name (a person or an organisation). */
  companyName: queryText('회원사명(companyName)', KEYWORD_MAX),
  dealerName: queryText('딜러명(dealerName)', NAME_MAX),
  drugCompanyName: queryText('제약사명(drugCompanyName)', NAME_MAX),
  dealerId: queryInt('딜러 번호(dealerId)', 1, ID_MAX),
  status: queryEnum('정산 상태(status)', SettlementStatus.values),
};

/** `GET /v1/settlements/total-prescription-amount` and `/excel-download`: the filters of the list, all rows. */
export const settlementFilterQuerySchema = v.pipe(fields(settlementFilters), v.check(inOrder, ORDER_MESSAGE));
export type SettlementFilterQuery = v.InferInput<typeof settlementFilterQuerySchema>;

/** `GET /v1/settlements`: settlements newest month first, then by drug company and dealer. */
export const settlementListQuerySchema = v.pipe(fields({ ...settlementFilters, ...paging() }), v.check(inOrder, ORDER_MESSAGE));
export type SettlementListQuery = v.InferInput<typeof settlementListQuerySchema>;

/** `GET /v1/settlements/partners`: the clients of one settlement (settlementId), or of the settlements the filters select. */
export const settlementPartnerListQuerySchema = v.pipe(
  fields({
    ...settlementFilters,
    settlementId: queryInt('정산 번호(settlementId)', 1, ID_MAX),
    institutionName: queryText('거래처명(institutionName)', KEYWORD_MAX),
    businessNumber: queryText('사업자등록번호(businessNumber)', NAME_MAX),
    institutionCode: queryText('처방처코드(institutionCode)', NAME_MAX),
    settlementPartnerOrder: queryEnum('정렬기준(settlementPartnerOrder)', SettlementPartnerOrder.values),
    ...paging(),
  }),
  v.check(inOrder, ORDER_MESSAGE),
);
export type SettlementPartnerListQuery = v.InferInput<typeof settlementPartnerListQuerySchema>;

/** `GET /v1/settlements/statement.pdf`: the 정산서 of one confirmed month of the member. */
export const settlementStatementQuerySchema = fields({
  settlementMonth: v.pipe(
    v.unknown(),
    v.transform((x) => (x === '' ? undefined : x)),
    v.string('정산월(settlementMonth)을 yyyy-MM 형식으로 보내 주세요.'),
    monthDay('정산월(settlementMonth)'),
  ),
});
export type SettlementStatementQuery = v.InferInput<typeof settlementStatementQuerySchema>;

/** `POST /v1/settlements/notify-admin` and `/notify-admin/objections`. */
export const settlementNotifySchema = fields({
  settlementIds: v.pipe(idList('정산 번호(settlementIds)'), v.minLength(1, '정산 건을 1개 이상 선택해 주세요.')),
});
export type SettlementNotifyRequest = v.InferInput<typeof settlementNotifySchema>;

/** `GET /v1/settlements-member-monthly`: months as integers yyyyMM01. */
export const settlementMemberMonthlyQuerySchema = v.pipe(
  fields({
    startMonth: monthNumber('시작월(startMonth)'),
    endMonth: monthNumber('종료월(endMonth)'),
    drugCompanyName: queryText('제약사명(drugCompanyName)', NAME_MAX),
    ...paging(),
  }),
  v.check(inOrder, ORDER_MESSAGE),
);
export type SettlementMemberMonthlyQuery = v.InferInput<typeof settlementMemberMonthlyQuerySchema>;

/**
 * `GET /v1/settlements/performance/…`: the settlement months (both or either may be left out: the last
 * STATISTICS_MONTHS settled months, as the app we replace was answered); `institutionCode` narrows to one client.
 * By client (`/by-institution`) also takes `institutionName` (a name filter) and `page`/`size`: a page is answered
 * as `Page`; without them the contract's bare array, at most BY_INSTITUTION_MAX clients (the largest first).
 */
export const performanceQuerySchema = v.pipe(
  fields({
    startMonth: optionalMonth('시작월(startMonth)'),
    endMonth: optionalMonth('종료월(endMonth)'),
    institutionCode: queryText('처방처코드(institutionCode)', NAME_MAX),
    institutionName: queryText('거래처명(institutionName)', KEYWORD_MAX),
    ...paging(),
  }),
  v.check(inOrder, ORDER_MESSAGE),
);
export type PerformanceQuery = v.InferInput<typeof performanceQuerySchema>;

/** Clients on one page of `/by-institution` when `size` is not sent, and in its unpaged answer at most. */
export const BY_INSTITUTION_DEFAULT = 20;
export const BY_INSTITUTION_MAX = FETCH_ALL_ROWS;
