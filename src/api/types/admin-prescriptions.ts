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

/** A point of the page's outline, as fractions (0–1) of the image's width and height from its top-left. */
export interface EdiOcrPoint {
  x: number;
  y: number;
}

/** `GET …/files/{fileId}/ocr/quad`: the image's size and the page found in it (the corners the screen starts from). */
export interface EdiOcrQuad {
  width: number;
  height: number;
  /** Top-left, top-right, bottom-right, bottom-left. */
  corners: EdiOcrPoint[];
}

/** One line OCR read, proposed to staff (never entered by itself). */
export interface EdiOcrProposal {
  /** Its place in the run: what a line taken from it sends back as `proposalIndex`. */
  index: number;
  insuranceCode: string;
  /** null: the row's quantity could not be read. */
  quantity: number | null;
  /** 0–1, the recognizer's own for the code and the quantity (the lower). */
  confidence: number;
  /** The product of that code priced as the product search prices it for the record's month; null with unknownCode. */
  product: EdiProductOption | null;
  /** No product has this insurance code (misread, or not in the catalogue). */
  unknownCode: boolean;
  /** The product is of another drug company than the record's. */
  otherCompany: boolean;
}

/** `POST …/files/{fileId}/ocr`: one run's proposals, in the order of the statement's rows. */
export interface EdiOcrRun {
  runId: number;
  fileId: number;
  /** The page read: the corners sent, or the ones found. */
  corners: EdiOcrPoint[];
  durationMs: number;
  proposals: EdiOcrProposal[];
}

/** `GET /v1/admin/ocr/accuracy`: how much of what OCR proposed staff kept as read, over the runs of a period. */
export interface EdiOcrAccuracy {
  /** yyyy-MM-dd, Seoul days, both included. */
  from: string;
  to: string;
  runs: number;
  proposed: number;
  /** Proposals that became lines: as read, and with their code or quantity corrected. */
  kept: number;
  keptUnchanged: number;
  corrected: number;
  codeCorrected: number;
  quantityCorrected: number;
  /** keptUnchanged / kept (null when nothing was kept). */
  unchangedShare: number | null;
  /** Mean milliseconds per run (null without runs). */
  meanMs: number | null;
}
