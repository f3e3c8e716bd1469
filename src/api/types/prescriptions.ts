import type { ContractStatus, FileValidationError, MemberType, PharmacyStatus, PrescriptionStatus } from '../enums';
import type { Attachment } from './content';

// Prescriptions (실적관리): dealers, client institutions, drug companies and the EDI records.
// Months (`prescriptionMonth`, `settlementMonth`) are the first day of the month, `yyyy-MM-dd`.

/** `GET /v1/dealers` item: one row per dealer and drug company. */
export interface Dealer {
  /** 딜러번호. */
  id: number;
  dealerName: string;
  /** As lists and pickers show it: `dealerName(drugCompanyName)`. */
  displayName: string;
  drugCompanyId: number | null;
  drugCompanyName: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  createdAt: string;
}

/** `GET /v1/partners` item: a client institution (거래처) of the member. */
export interface Partner {
  id: number;
  institutionName: string;
  /** 처방처코드. */
  institutionCode: string;
  companyName: string;
  businessNumber: string;
  drugCompanyName: string;
  /** Portal addition: the drug company's id, to match a dealer's. */
  drugCompanyId?: number;
  contractType: ContractStatus;
  memberId: number;
  memberName: string;
  memberType: MemberType;
  medicalDepartment: string | null;
  hasPharmacy: boolean;
  pharmacyName: string | null;
  pharmacyAddress: string | null;
  pharmacyStatus: PharmacyStatus | null;
  note: string | null;
}

/** `GET /v1/partners/drug-companies` item. */
export interface DrugCompany {
  id: number;
  code: string;
  name: string;
}

/** `GET /v1/prescriptions` row (the older list). */
export interface Prescription {
  id: number;
  /** INDIVIDUAL (개별) or BUNDLE (묶음). */
  type: string;
  dealerId: number;
  dealerName: string;
  companyName: string;
  institutionName: string;
  drugCompanyName: string;
  prescriptionMonth: string;
  settlementMonth: string;
  status: PrescriptionStatus;
  submittedAt: string;
  checkedAt: string | null;
  userId: string;
}

/** An EDI record: dealer × client × prescription month, with its files. */
export interface PrescriptionPartner {
  id: number;
  /** Sum of the record's product lines (0 until staff enter them). */
  amount: number;
  businessNumber: string;
  companyName: string;
  dealerId: number;
  dealerName: string;
  /** The drug company's name. */
  drugCompany: string;
  drugCompanyCode: string;
  drugCompanyId: number;
  ediFiles: Attachment[];
  inputDate: string;
  institutionCode: string;
  institutionName: string;
  partnerId: number;
  partnerName: string;
  prescriptionMonth: string;
  settlementMonth: string;
  /** Only PENDING records can be changed or deleted by the member. */
  status: PrescriptionStatus;
}

/** `GET /v1/prescriptions/partners/{id}/products` item: a product line staff entered from the EDI. */
export interface PrescriptionPartnerProduct {
  id: number;
  productCode: string;
  productName: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  totalPrice: number;
  /** Fraction 0–1. */
  baseFeeRate: number;
  feeAmount: number;
  note: string | null;
}

/** `POST /v1/prescriptions/zip` answer. */
export interface PrescriptionZipUploadResult {
  /** True when no entry was skipped. */
  success: boolean;
  createdPrescriptionPartnerCount: number;
  createdEdiFileCount: number;
  errors: PrescriptionZipError[];
  /** Portal addition: the records the upload created. */
  created?: PrescriptionPartner[];
}
export interface PrescriptionZipError {
  fileName: string;
  error: FileValidationError;
  /** Korean, shown as is. */
  message: string;
}
