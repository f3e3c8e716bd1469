import * as v from 'valibot';
import {
  AbsoluteUrl,
  ContractStatus,
  Day,
  DateOrTimestamp,
  Fraction,
  Int,
  MemberType,
  Money,
  MonthString,
  PartnerContractFileType,
  PartnerContractStatus,
  PartnerContractType,
  PharmacyStatus,
  PrescriptionStatus,
  SettlementStatus,
  Timestamp,
} from './wire-common';
import { Attachment } from './wire-content';

// The old app's types of the contract member's records (dealers, 거래처, EDI, settlements, statistics) and of the
// partner contract, written from section 5 of the legacy contract; see wire-common.ts for strict and lenient.

export const Dealer = v.object({
  id: Int,
  dealerName: v.string(),
  displayName: v.string(),
  drugCompanyId: v.nullish(Int),
  drugCompanyName: v.nullish(v.string()),
  createdAt: Timestamp,
});

export const Partner = v.object({
  id: Int,
  institutionName: v.string(),
  institutionCode: v.string(),
  companyName: v.string(),
  businessNumber: v.string(),
  drugCompanyName: v.string(),
  contractType: ContractStatus,
  memberId: Int,
  memberName: v.string(),
  memberType: MemberType,
  medicalDepartment: v.nullish(v.string()),
  hasPharmacy: v.boolean(),
  pharmacyName: v.nullish(v.string()),
  pharmacyAddress: v.nullish(v.string()),
  pharmacyStatus: v.nullish(PharmacyStatus),
  note: v.nullish(v.string()),
});

export const Prescription = v.object({
  id: Int,
  type: v.string(),
  dealerId: Int,
  dealerName: v.string(),
  companyName: v.string(),
  institutionName: v.string(),
  drugCompanyName: v.string(),
  prescriptionMonth: MonthString,
  settlementMonth: MonthString,
  status: PrescriptionStatus,
  submittedAt: Timestamp,
  checkedAt: v.nullish(Timestamp),
  userId: v.string(),
});

export const PrescriptionPartner = v.object({
  id: Int,
  amount: v.number(),
  businessNumber: v.string(),
  companyName: v.string(),
  dealerId: Int,
  dealerName: v.string(),
  drugCompany: v.string(),
  drugCompanyCode: v.string(),
  drugCompanyId: Int,
  ediFiles: v.array(Attachment),
  inputDate: DateOrTimestamp,
  institutionCode: v.string(),
  institutionName: v.string(),
  partnerId: Int,
  partnerName: v.string(),
  prescriptionMonth: MonthString,
  settlementMonth: MonthString,
  status: PrescriptionStatus,
});

export const PrescriptionPartnerProduct = v.object({
  id: Int,
  productCode: v.string(),
  productName: v.string(),
  quantity: v.number(),
  unit: v.string(),
  unitPrice: v.number(),
  totalPrice: v.number(),
  baseFeeRate: Fraction,
  feeAmount: v.number(),
  note: v.nullish(v.string()),
});

/** `GET /v1/prescriptions/monthly-count` and `…/monthly-total-amount`. */
export const MonthlyCount = v.object({ count: Int, month: v.number() });
export const MonthlyTotalAmount = v.object({ feeAmount: v.number(), month: v.number() });

export const Settlement = v.object({
  id: Int,
  dealerId: Int,
  dealerName: v.string(),
  drugCompanyName: v.string(),
  companyName: v.nullish(v.string()),
  settlementMonth: MonthString,
  prescriptionAmount: Money,
  feeAmount: Money,
  extraFeeAmount: Money,
  feeTotal: Money,
  supplyAmount: Money,
  taxAmount: Money,
  totalAmount: Money,
  status: v.nullish(SettlementStatus),
});

export const SettlementPartner = v.object({
  settlementPartnerId: Int,
  institutionName: v.string(),
  institutionCode: v.string(),
  businessNumber: v.string(),
  companyName: v.string(),
  dealerName: v.string(),
  feeAmount: Money,
  extraFeeAmount: Money,
  feeTotal: Money,
  supplyAmount: Money,
  taxAmount: Money,
  totalAmount: Money,
});

export const SettlementPartnerProduct = v.object({
  id: Int,
  seq: v.nullish(Int),
  productCode: v.nullish(v.string()),
  productName: v.nullish(v.string()),
  quantity: v.nullish(v.number()),
  unitPrice: v.nullish(v.number()),
  prescriptionAmount: v.nullish(v.number()),
  // Already percent numbers (printed as `${v}%`), not fractions.
  feeRate: v.nullish(v.number()),
  feeAmount: v.nullish(v.number()),
  extraFeeRate: v.nullish(v.number()),
  extraFeeAmount: v.nullish(v.number()),
  note: v.nullish(v.string()),
});

export const SettlementMemberMonthly = v.object({
  id: Int,
  memberId: Int,
  memberName: v.nullish(v.string()),
  companyName: v.nullish(v.string()),
  drugCompanyId: Int,
  drugCompanyName: v.nullish(v.string()),
  // Integer yyyyMMdd-like.
  settlementMonth: v.pipe(Int, v.minValue(19000101), v.maxValue(20991231)),
  prescriptionAmount: Money,
  baseFeeAmount: Money,
  extraFeeAmount: v.nullish(Money),
  note: v.nullish(v.string()),
});

export const PerformanceByDrugCompany = v.object({
  drugCompany: v.nullish(v.string()),
  prescriptionAmount: Money,
  feeAmount: Money,
  totalAmount: Money,
});

export const PerformanceByDrugCompanyMonthly = v.object({
  drugCompany: v.string(),
  settlementMonth: v.pipe(Day, v.endsWith('-01')),
  prescriptionAmount: Money,
  feeAmount: Money,
  totalAmount: Money,
});

export const PerformanceByInstitution = v.object({
  institutionCode: v.nullish(v.string()),
  institutionName: v.nullish(v.string()),
  prescriptionAmount: Money,
  feeAmount: Money,
  totalAmount: Money,
});

/**
 * `GET /v1/partner-contracts/{userId}`. The status view parses every `fileUrls` value with `new URL()` and shows the
 * last path segment minus its `uuid_` prefix as the file name: a relative URL or a segment without the prefix breaks it.
 */
export const PartnerContractDetails = v.object({
  id: Int,
  contractType: PartnerContractType,
  companyName: v.string(),
  businessNumber: v.string(),
  bankName: v.string(),
  accountNumber: v.string(),
  status: PartnerContractStatus,
  // PENDING shows 계약서 검토중 instead of the date, which may then be absent.
  contractDate: v.nullish(Timestamp),
  fileUrls: v.record(PartnerContractFileType, AbsoluteUrl),
});

/** The file name the old status view shows for a contract file URL: the last segment after the `uuid_` prefix (up to the first `_`). */
export function contractFileName(fileUrl: string): string {
  const segment = decodeURIComponent(new URL(fileUrl).pathname.split('/').at(-1) ?? '');
  const match = /^[^_/]+_(.+)$/.exec(segment);
  if (!match?.[1]) throw new Error(`the last segment of ${fileUrl} is not uuid_name`);
  return match[1];
}
