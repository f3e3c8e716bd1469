import type {
  AccountStatus,
  CsoReviewStatus,
  MemberType,
  PartnerContractFileType,
  PartnerContractStatus,
  PartnerContractType,
} from '../enums';

// The console's reviews (계약 심사, CSO 신고증 심사). Personal fields arrive masked (phone 010-****-5678, account
// ****5678, business number 123-**-***90, e-mail ab***@e***.com, birth date the year only): a reviewer compares the
// documents with what the member typed, and the documents themselves are the full record.

/** The member behind an application or a certificate, masked. */
export interface ReviewMember {
  userId: string;
  name: string;
  memberType: MemberType;
  contractStatus: PartnerContractStatus | null;
  accountStatus: AccountStatus;
  /** 010-****-5678 */
  phoneNumber: string;
  /** ab***@e***.com */
  email: string;
  /** The year only. */
  birthYear: string;
  registrationDate: string;
}

/** A document a reviewer opens: `url` streams its bytes to staff (inline for PDF and images). */
export interface ReviewDocument {
  id: number;
  /** The application's kind; null for a CSO certificate on the member row. */
  fileType: PartnerContractFileType | null;
  /** 사업자등록증, CSO 신고증, …: what the viewer's tab says. */
  label: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

/** A row of the contract queue. */
export interface ContractQueueItem {
  id: number;
  status: PartnerContractStatus;
  contractType: PartnerContractType;
  companyName: string;
  submittedAt: string;
  /** When it was last decided (approved, rejected, ended), or sent for a PENDING one. */
  updatedAt: string;
  member: { userId: string; name: string };
}

/** One of the member's applications, for the history beside the one under review. */
export interface ContractHistoryItem {
  id: number;
  status: PartnerContractStatus;
  contractType: PartnerContractType;
  companyName: string;
  submittedAt: string;
  rejectionReason: string | null;
  endReason: string | null;
}

/** `GET /v1/admin/partner-contracts/{contractId}`: the application as a reviewer sees it. */
export interface ContractReview {
  id: number;
  status: PartnerContractStatus;
  contractType: PartnerContractType;
  companyName: string;
  /** 123-**-***90 */
  businessNumber: string;
  bankName: string;
  /** ****5678 */
  accountNumber: string;
  submittedAt: string;
  updatedAt: string;
  contractDate: string | null;
  rejectionReason: string | null;
  endReason: string | null;
  endedAt: string | null;
  member: ReviewMember;
  /** Every document of the application, in the form's order. */
  documents: ReviewDocument[];
  /** The member's other applications, newest first. */
  history: ContractHistoryItem[];
}

/** What a decision answers: the application as it is now, and the next one waiting (oldest first), if any. */
export interface ContractDecision {
  review: ContractReview;
  nextId: number | null;
}

/** A row of the CSO certificate queue. */
export interface CsoQueueItem {
  userId: string;
  name: string;
  fileName: string;
  /** When the certificate was sent (null for one of the old system without a time). */
  submittedAt: string | null;
  registrationDate: string;
}

/** `GET /v1/admin/cso-certificates/{userId}`: a member's certificate as a reviewer sees it. */
export interface CsoReview {
  status: CsoReviewStatus;
  member: ReviewMember;
  submittedAt: string | null;
  rejectionReason: string | null;
  approvedAt: string | null;
  /** The certificate's bytes, when this server holds them. */
  document: ReviewDocument | null;
  /** The name of a certificate of the old system whose bytes are not here (no viewer), else null. */
  legacyFileName: string | null;
}

/** What a CSO decision answers. */
export interface CsoDecision {
  review: CsoReview;
  nextUserId: string | null;
}
