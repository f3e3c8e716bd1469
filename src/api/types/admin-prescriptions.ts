import type { PrescriptionStatus } from '../enums';
import type { ReviewDocument, ReviewMember } from './reviews';

// The staff's EDI reception and entry (처방관리). Amounts are integer won computed by the server; fee rates are integer
// basis points (1 bp = 0.01 %) fixed on a line when it is entered. The member's personal fields and the client's
// business number arrive masked, as in every operator answer.

/** Who works on a record (처리 시작) and since when; `lapsed` after 30 minutes without a write of the holder. */
export interface EdiClaim {
  staffUserId: string;
  staffName: string;
  claimedAt: string;
  /** The holder's last write (a line saved, the claim renewed). */
  activeAt: string;
  /** When it lapses unless the holder writes again. */
  expiresAt: string;
  lapsed: boolean;
  /** Whether the caller holds it. */
  mine: boolean;
}

/** A row of the queue. */
export interface EdiQueueItem {
  id: number;
  status: PrescriptionStatus;
  member: { id: number; userId: string; name: string };
  drugCompany: { id: number; name: string };
  dealerName: string;
  institutionName: string;
  institutionCode: string;
  prescriptionMonth: string;
  settlementMonth: string;
  submittedAt: string;
  /** Minutes since submission, when the answer was made. */
  ageMinutes: number;
  amount: number;
  claim: EdiClaim | null;
}

/** A product line as staff enter it. */
export interface EdiLine {
  id: number;
  productId: number;
  insuranceCode: string;
  productName: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  baseFeeBp: number;
  feeAmount: number;
  extraFeeBp: number;
  extraFeeAmount: number;
  note: string | null;
}

/** A record's running totals: the database's sums of its lines. */
export interface EdiTotals {
  lines: number;
  amount: number;
  feeAmount: number;
  extraFeeAmount: number;
}

/** One record for staff: the member (masked), the client, dealer and drug company, its files, its lines. */
export interface EdiRecord {
  id: number;
  status: PrescriptionStatus;
  prescriptionMonth: string;
  settlementMonth: string;
  submittedAt: string;
  updatedAt: string;
  ageMinutes: number;
  member: ReviewMember & { id: number };
  institution: {
    id: number;
    institutionName: string;
    institutionCode: string;
    companyName: string;
    /** 123-**-***90 */
    businessNumber: string;
  };
  dealer: { id: number; dealerName: string };
  drugCompany: { id: number; code: string; name: string };
  /** The EDI images and PDFs; `url` streams the bytes to staff. */
  files: ReviewDocument[];
  lines: EdiLine[];
  totals: EdiTotals;
  claim: EdiClaim | null;
  /** Whether the caller may write it now: it is open and they hold its claim (lapsed or not, nobody took it over). */
  editable: boolean;
  /** For a COMPLETED record: whether its settlement still allows reopening it, and why not. */
  reopen: { allowed: boolean; reason: string | null } | null;
}

/** A product of the record's drug company, priced as a line would be for the record's prescription month. */
export interface EdiProductOption {
  productId: number;
  insuranceCode: string;
  productName: string;
  unit: string;
  /** null: the catalogue has no price or rate for it, and it cannot be entered. */
  unitPrice: number | null;
  baseFeeBp: number | null;
  /** Lines of this product the record already has. */
  onRecord: number;
}
