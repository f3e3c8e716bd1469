import type { SettlementMonthState, SettlementStatus } from '../settlement-enums';
import type { PrescriptionStatus } from '../enums';

// 정산관리 for staff (SETTLEMENT_MANAGEMENT): a settlement month's members, their drug-company and dealer rows, the
// product lines behind them, 추가수수료, 정산 확정 by four eyes, and statistics. Every figure is integer won read from
// the stored sums (kept by the database from the product lines); the total is base fee + 기타수수료 + 추가수수료, VAT
// included, and supply value and tax are split from the total of the row shown (⌊total × 10 ÷ 11⌋ and the rest).

/** The figures of a row, in won. */
export interface StaffSettlementFigures {
  prescriptionAmount: number;
  /** 기본수수료: Σ the lines' base fees. */
  feeAmount: number;
  /** 기타수수료: Σ the lines' extra fees. */
  extraFeeAmount: number;
  /** 추가수수료: set by staff on a drug company's month. */
  addedFeeAmount: number;
  /** 합계금액 = feeAmount + extraFeeAmount + addedFeeAmount (VAT included). */
  totalAmount: number;
  supplyAmount: number;
  taxAmount: number;
}

/** A list answered a page at a time: `next` is the `after` of the next page, null on the last. */
export interface KeysetPage<T> {
  content: T[];
  size: number;
  next: string | null;
}

export interface StaffSettlementMember {
  id: number;
  userId: string;
  name: string;
}

/** A staff member as a settlement names them (login id and name). */
export interface StaffSettlementActor {
  userId: string;
  name: string;
  at: string;
}

/** 정산 확정 준비: who prepared, when, and the version and figures they saw. */
export interface StaffSettlementPreparation extends StaffSettlementActor {
  figuresVersion: number;
  figures: StaffSettlementFigures;
  /** The figures changed since: confirming voids the preparation (prepare again). */
  stale: boolean;
}

/** A member's settlement month (one row of the month's list). */
export interface StaffMemberMonth extends StaffSettlementFigures {
  id: number;
  /** yyyy-MM */
  settlementMonth: string;
  member: StaffSettlementMember;
  state: SettlementMonthState;
  /** Grows with every change of a figure; a preparation names the one it saw. */
  figuresVersion: number;
  prepared: StaffSettlementPreparation | null;
  confirmed: StaffSettlementActor | null;
}

/** A member's settlements of one drug company and month, where 추가수수료 is set. */
export interface StaffDrugCompanyMonth extends StaffSettlementFigures {
  id: number;
  memberMonthId: number;
  settlementMonth: string;
  member: StaffSettlementMember;
  drugCompany: { id: number; name: string };
  /** 비고 */
  note: string | null;
  /** The member-month's state: a CONFIRMED one no longer changes. */
  state: SettlementMonthState;
}

/** A dealer's settlement of the month (no 추가수수료 on it: that is set per drug company). */
export interface StaffDealerSettlement {
  settlementId: number;
  dealer: { id: number; name: string };
  drugCompany: { id: number; name: string };
  prescriptionAmount: number;
  feeAmount: number;
  extraFeeAmount: number;
  totalAmount: number;
  supplyAmount: number;
  taxAmount: number;
  /** The member's 정산요청 / 이의신청, if any. */
  status: SettlementStatus | null;
  clients: number;
}

/** `GET /v1/admin/settlements/member-months/{id}`: the month, its drug-company rows and the first page of dealers. */
export interface StaffMemberMonthDetail {
  month: StaffMemberMonth;
  drugCompanies: StaffDrugCompanyMonth[];
  dealers: KeysetPage<StaffDealerSettlement>;
}

/** A product line behind a member's month, with the EDI record it belongs to. */
export interface StaffSettlementLine {
  lineId: number;
  record: {
    id: number;
    status: PrescriptionStatus;
    /** yyyy-MM-dd (the first of the month) */
    prescriptionMonth: string;
    institutionName: string;
    institutionCode: string;
    dealerId: number;
    dealerName: string;
    drugCompanyId: number;
    drugCompanyName: string;
  };
  productCode: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  baseFeeBp: number;
  feeAmount: number;
  extraFeeBp: number;
  extraFeeAmount: number;
  note: string | null;
}

/** Statistics over a range of months: one month of the platform. */
export interface StaffStatisticsMonth extends StaffSettlementFigures {
  settlementMonth: string;
  members: number;
  confirmedMembers: number;
}

/** Statistics over a range of months: one drug company. */
export interface StaffStatisticsDrugCompany extends StaffSettlementFigures {
  drugCompany: { id: number; name: string };
  members: number;
}

/** Statistics over a range of months: one member. */
export interface StaffStatisticsMember extends StaffSettlementFigures {
  member: StaffSettlementMember;
  months: number;
}

/** `GET /v1/admin/settlements/statistics`: the range, its total, by month and by drug company. */
export interface StaffSettlementStatistics {
  startMonth: string;
  endMonth: string;
  total: StaffSettlementFigures;
  months: StaffStatisticsMonth[];
  drugCompanies: StaffStatisticsDrugCompany[];
}
