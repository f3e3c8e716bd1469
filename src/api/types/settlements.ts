import type { Page } from './common';
import type { SettlementAnswer, SettlementConfirmation, SettlementStatus } from '../settlement-enums';

// Response shapes of settlements (정산) and sales statistics. Money is integer won; totals include VAT and split into
// supplyAmount = ⌊totalAmount × 10 ÷ 11⌋ and taxAmount = totalAmount − supplyAmount on the server. Statistics are
// exact sums in won (not truncated to 10,000 won).

/** `GET /v1/settlements` row: one dealer × drug company × settlement month. */
export interface Settlement {
  id: number;
  dealerId: number;
  dealerName: string;
  drugCompanyId: number;
  drugCompanyName: string;
  /** The member's name (a person, or the company of an organisation member). */
  companyName: string | null;
  /** `yyyy-MM-dd`, the first day of the month. */
  settlementMonth: string;
  prescriptionAmount: number;
  /** 기본수수료 */
  feeAmount: number;
  /** 기타수수료 */
  extraFeeAmount: number;
  /** feeAmount + extraFeeAmount */
  feeTotal: number;
  supplyAmount: number;
  taxAmount: number;
  /** The settlement amount including VAT (= feeTotal). */
  totalAmount: number;
  /** Null until the member requests settlement or objects. */
  status: SettlementStatus | null;
  /** Staff's answer to the request or objection (null while none): 지급완료, or the objection accepted or refused. */
  answer?: SettlementAnswer | null;
  /** The reason staff gave with the answer (always with a refused objection). */
  answerReason?: string | null;
  /** When staff answered, UTC `yyyy-MM-ddTHH:mm:ss`. */
  answeredAt?: string | null;
  /** The day paid (`yyyy-MM-dd`) of a 지급완료. */
  paidOn?: string | null;
  /** Whether the member's month is confirmed (정산 확정); the 정산서 exists for a confirmed month only. */
  confirmation?: SettlementConfirmation;
}

/**
 * The figures of every settlement a list's filters select, with the 추가수수료 staff set on their drug companies'
 * months: totalAmount = feeAmount + extraFeeAmount + addedFeeAmount (VAT included) is what is paid, split into
 * supply and tax from that total, as staff's member month is (one month, no dealer filter: exactly its figures).
 */
export interface SettlementTotals {
  prescriptionAmount: number;
  feeAmount: number;
  extraFeeAmount: number;
  /** 추가수수료: Σ what staff set on the drug companies' months; 0 under a dealer or status filter (not a dealer's). */
  addedFeeAmount: number;
  totalAmount: number;
  supplyAmount: number;
  taxAmount: number;
}

/** `GET /v1/settlements`: a page of rows, and (additive: old clients ignore it) the totals of every row selected. */
export interface SettlementPage extends Page<Settlement> {
  totals?: SettlementTotals;
}

/** A member, as the staff queues name them. */
export interface SettlementRequestMember {
  id: number;
  userId: string;
  name: string;
}

/** `GET /v1/admin/settlement-requests` row: an open 정산요청 or 이의신청, oldest first. */
export interface SettlementRequestItem {
  id: number;
  status: SettlementStatus;
  member: SettlementRequestMember;
  dealerName: string;
  drugCompanyName: string;
  /** `yyyy-MM-dd`, the first day of the month. */
  settlementMonth: string;
  prescriptionAmount: number;
  feeTotal: number;
  totalAmount: number;
  /** When the member asked, UTC `yyyy-MM-ddTHH:mm:ss`, and how long ago in whole minutes. */
  requestedAt: string;
  ageMinutes: number;
  /** The member month's confirmation state, as staff see it. */
  monthState: 'OPEN' | 'PREPARED' | 'CONFIRMED';
}

/** A keyset page of a staff queue: `next` is the cursor of the following page (null at the end). */
export interface SettlementRequestPage {
  content: SettlementRequestItem[];
  next: string | null;
}

/** What a staff answer changed: the settlement as the member now reads it, and the records reopened for correction. */
export interface SettlementAnswerResult {
  settlement: Settlement;
  reopenedRecords: number;
}

/** `GET /v1/settlements/partners` row: a client institution's share of a settlement. */
export interface SettlementPartner {
  settlementPartnerId: number;
  settlementId: number;
  institutionName: string;
  institutionCode: string;
  businessNumber: string;
  companyName: string;
  dealerName: string;
  prescriptionAmount: number;
  feeAmount: number;
  extraFeeAmount: number;
  feeTotal: number;
  supplyAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/** `GET /v1/settlements/partners/{id}/products` item: one product line. Rates are percent numbers (12.5 = 12.5 %). */
export interface SettlementPartnerProduct {
  id: number;
  seq: number;
  productCode: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  prescriptionAmount: number;
  feeRate: number;
  feeAmount: number;
  extraFeeRate: number;
  extraFeeAmount: number;
  note: string | null;
}

/** `POST /v1/settlements/notify-admin(/objections)` answer: the settlements with their new status. */
export interface SettlementNotifyResult {
  settlements: Settlement[];
}

/** `GET /v1/settlements-member-monthly` row: the member's settlements of one drug company and month. */
export interface SettlementMemberMonthly {
  /** Stable key of the row: the smallest settlement id it sums. */
  id: number;
  memberId: number;
  memberName: string | null;
  companyName: string | null;
  drugCompanyId: number;
  drugCompanyName: string | null;
  /** Integer yyyyMMdd on the first day, e.g. 20251001. */
  settlementMonth: number;
  prescriptionAmount: number;
  baseFeeAmount: number;
  extraFeeAmount: number;
  /** baseFeeAmount + extraFeeAmount (VAT included). */
  totalAmount: number;
  supplyAmount: number;
  taxAmount: number;
  /** Staff's note on the drug company's month (with its 추가수수료). */
  note: string | null;
  /** 추가수수료 staff set on the drug company's month (additive: 0 when none). */
  addedFeeAmount?: number;
  /** What the month pays for the drug company: totalAmount + addedFeeAmount, split into supply and tax from it. */
  finalAmount?: number;
  finalSupplyAmount?: number;
  finalTaxAmount?: number;
}

/** Sales statistics per drug company: feeAmount = the base fee, totalAmount = base + extra fee (VAT included). */
export interface PerformanceByDrugCompany {
  drugCompanyId: number;
  drugCompany: string;
  prescriptionAmount: number;
  feeAmount: number;
  totalAmount: number;
}

export interface PerformanceByDrugCompanyMonthly extends PerformanceByDrugCompany {
  /** `yyyy-MM-dd`, the first day; months without settlements are absent (the chart fills them with 0). */
  settlementMonth: string;
}

export interface PerformanceByInstitution {
  institutionCode: string;
  institutionName: string;
  prescriptionAmount: number;
  feeAmount: number;
  totalAmount: number;
}
