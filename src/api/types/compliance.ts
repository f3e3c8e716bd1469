import type { ComplianceKind, ComplianceStatus, ComplianceSubject, NoticeStatus } from '../compliance-enums';

/** `GET /v1/compliance/items`: what the law asks of the member and of each of their dealers, with the status today. */
export interface ComplianceItem {
  subjectType: ComplianceSubject;
  /** The dealer's name (DEALER); null for the member. */
  dealerName: string | null;
  /** The member's dealer rows of that name (one per drug company); empty for the member. */
  dealerIds: number[];
  kind: ComplianceKind;
  status: ComplianceStatus;
  /** `yyyy-MM-dd` (Korean calendar day), or null when the rules give none yet. */
  dueDate: string | null;
  /** The latest record of this kind for this subject, if any. */
  recordId: number | null;
}

/** `GET /v1/compliance/records`: a recorded certificate or training completion. */
export interface ComplianceRecord {
  id: number;
  subjectType: ComplianceSubject;
  dealerName: string | null;
  kind: ComplianceKind;
  /** 신고증: its number, issuing office and issue date. */
  number: string | null;
  authority: string | null;
  issuedAt: string | null;
  /** Training: completion date, hours and the day the 이수증 went to the 시·군·구. */
  completedAt: string | null;
  hours: number | null;
  submittedAt: string | null;
  /** The attached document (`/v1/files/{id}?name=…`), readable by the member. */
  fileUrl: string | null;
  fileName: string | null;
  /** UTC date-time. */
  createdAt: string;
}

/** `GET /v1/compliance/redelegation-notices`: one per dealer row (a dealer working for one drug company). */
export interface RedelegationNotice {
  id: number;
  dealerId: number;
  dealerName: string;
  drugCompanyName: string;
  /**
   * The sub-contract date, `yyyy-MM-dd`: the first contract version's start date when one is recorded (then it cannot
   * be changed here), else the day the dealer row was created unless the member changed it.
   */
  contractDate: string;
  fromContract: boolean;
  /** 30 days after the contract date. */
  dueDate: string;
  status: NoticeStatus;
  /** The day it was sent, `yyyy-MM-dd`, once marked sent. */
  sentAt: string | null;
  /** Proof of sending, when attached. */
  proofFileUrl: string | null;
  proofFileName: string | null;
}

/** `GET /v1/compliance/reminders`: reminders sent before due dates, newest first (the page shows them). */
export interface ComplianceReminder {
  id: number;
  message: string;
  dueDate: string;
  daysBefore: number;
  /** UTC date-time. */
  createdAt: string;
}
