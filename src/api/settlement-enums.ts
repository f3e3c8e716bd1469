import { defineEnum, type EnumValue } from './enum';

// Settlements (정산): the member's answer, the search fields and the orders of the list by dealer, with their Korean
// labels. Re-exported by ./enums; islands import this module directly, so others do not carry these labels.

export const SettlementStatus = defineEnum({ REQUEST: '정산요청', OBJECTION: '이의신청' });
export type SettlementStatus = EnumValue<typeof SettlementStatus>;

/** Staff's answer to a 정산요청 (지급완료, with the day paid) or to an 이의신청 (accepted or refused, with a reason). */
export const SettlementAnswer = defineEnum({ PAID: '지급완료', OBJECTION_ACCEPTED: '이의신청 수용', OBJECTION_REFUSED: '이의신청 거절' });
export type SettlementAnswer = EnumValue<typeof SettlementAnswer>;

/**
 * Whether the member's settlement month is confirmed (정산 확정), as the member reads it: staff's preparation of a
 * confirmation is their own step, so a month is 확정 only once approved, and 미확정 before.
 */
export const SettlementConfirmation = defineEnum({ CONFIRMED: '확정', UNCONFIRMED: '미확정' });
export type SettlementConfirmation = EnumValue<typeof SettlementConfirmation>;

/** What the keyword of the settlement list by dealer filters (the query parameter of the same name). */
export const SettlementSearchField = defineEnum({ drugCompanyName: '제약사명', dealerName: '딜러명' });
export type SettlementSearchField = EnumValue<typeof SettlementSearchField>;
export const DEFAULT_SETTLEMENT_SEARCH_FIELD: SettlementSearchField = 'drugCompanyName';

export const SettlementPartnerOrder = defineEnum({
  INSTITUTION_NAME_ASC: '거래처명 오름차순',
  INSTITUTION_NAME_DESC: '거래처명 내림차순',
  TOTAL_AMOUNT_ASC: '정산금액 오름차순',
  TOTAL_AMOUNT_DESC: '정산금액 내림차순',
});
export type SettlementPartnerOrder = EnumValue<typeof SettlementPartnerOrder>;

/** Order of a client's product lines (sorted on screen; no API parameter). The labels say the order applied. */
export const SettlementPartnerProductOrder = defineEnum({
  PRESCRIPTION_AMOUNT_DESC: '처방금액 높은순',
  PRESCRIPTION_AMOUNT_ASC: '처방금액 낮은순',
  FEE_AMOUNT_DESC: '수수료금액 높은순',
  FEE_AMOUNT_ASC: '수수료금액 낮은순',
  PRODUCT_NAME_ASC: '제품명순',
});
export type SettlementPartnerProductOrder = EnumValue<typeof SettlementPartnerProductOrder>;

/**
 * Where a member's settlement month stands in 정산 확정 (four eyes): one staff member prepares it (the figures they
 * saw), another confirms it while the figures are the same; a confirmed month's lines and records no longer change.
 */
export const SettlementMonthState = defineEnum({ OPEN: '미확정', PREPARED: '확정 준비', CONFIRMED: '확정' });
export type SettlementMonthState = EnumValue<typeof SettlementMonthState>;
