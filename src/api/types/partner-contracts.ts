import type { PartnerContractFileType, PartnerContractStatus, PartnerContractType } from '../enums';

/** `GET /v1/partner-contracts/{userId}`: the member's latest application. */
export interface PartnerContractDetails {
  id: number;
  contractType: PartnerContractType;
  companyName: string;
  /** Ten digits (the screen shows 000-00-00000). */
  businessNumber: string;
  bankName: string;
  accountNumber: string;
  status: PartnerContractStatus;
  /** Set once approved (UTC date-time); null while under review. */
  contractDate: string | null;
  /** Download paths of the documents sent with this application, by kind; a kind not sent is absent. */
  fileUrls: Partial<Record<PartnerContractFileType, string>>;
  /** Portal addition: the original names of those documents, by kind. */
  fileNames: Partial<Record<PartnerContractFileType, string>>;
  /** Portal addition: why staff rejected it (REJECTED only). */
  rejectionReason: string | null;
  /** Portal addition: why staff ended the contract (CANCELLED only). */
  endReason: string | null;
  /** Portal addition: when it was sent (UTC date-time). */
  submittedAt: string;
}
