import type { AuditAction, AuditEntity, ExpenditureKind, ExpenditureWarningCode } from '../compliance-enums';

// Records kept for an inspection: dealers' sub-contract versions, the expenditure log and the audit trail. Dates are
// `yyyy-MM-dd` (Korean calendar days); timestamps are UTC ISO strings.

/** One product's commission rate in a contract version. */
export interface DealerContractRate {
  productId: number;
  productName: string;
  /** Percent with at most two decimals (12.5 = 12.5%). */
  feeRate: number;
}

/** `GET /v1/dealers/{id}/contracts`: a version of a dealer's sub-contract (재위탁계약), newest first. */
export interface DealerContract {
  id: number;
  version: number;
  startDate: string;
  endDate: string | null;
  rates: DealerContractRate[];
  /** The signed contract (`/v1/files/{id}?name=…`). */
  fileUrl: string;
  fileName: string;
  /** Who recorded it (the member's name at the time). */
  createdByName: string;
  createdAt: string;
  /** Kept by law until this day (5 years after the end date); null while the contract runs. */
  retainUntil: string | null;
  /** Whether a DELETE would be accepted today, and if not, why (Korean). */
  deletable: boolean;
  lockedReason: string | null;
}

export interface ExpenditureWarning {
  code: ExpenditureWarningCode;
  message: string;
}

export interface ExpenditureFile {
  url: string;
  name: string;
}

/** `GET /v1/expenditures`: an entry of the expenditure log (지출보고서 장부), with the limits it breaks. */
export interface Expenditure {
  id: number;
  date: string;
  kind: ExpenditureKind;
  institutionName: string;
  recipients: string[];
  recipientCount: number;
  /** Won. */
  amount: number;
  /** Items or souvenirs per person, won (briefings). */
  itemAmount: number;
  /** Case reports paid for (post-marketing survey). */
  caseCount: number | null;
  productName: string;
  note: string;
  files: ExpenditureFile[];
  /** The entry this one corrects, and the entry that corrected this one (which then no longer counts). */
  correctsId: number | null;
  correctedById: number | null;
  warnings: ExpenditureWarning[];
  createdAt: string;
  /** Only on the day it was recorded; later, a correcting entry. */
  deletable: boolean;
}

/** `POST /v1/expenditures` → 201. */
export interface ExpenditureCreated {
  id: number;
  warnings: ExpenditureWarning[];
}

/** `GET /v1/audit-log`: one change of a compliance record, notice, contract version or expenditure entry. */
export interface AuditEntry {
  id: number;
  at: string;
  /** Who made the change (the member's name at the time). */
  actorName: string;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  /** One line saying what it was (e.g. 「홍길동(한미약품) 재위탁계약 2차」). */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** `GET /v1/compliance/retention`: what stays after a withdrawal because the law requires it, and until when. */
export interface RetainedRecords {
  entity: AuditEntity;
  count: number;
  /** The last day the latest of them is kept; null while a contract still runs (kept 5 years after it ends). */
  retainUntil: string | null;
}
