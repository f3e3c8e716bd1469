import type { Dealer, Partner, PrescriptionPartner } from '../../api/types';

// What the upload form and an editable record hold, and their checks, in the order the screen reports them.

/** The dealer as the form shows it: `dealerName(drugCompanyName)`. */
export interface DealerChoice {
  id: number;
  label: string;
  drugCompanyId: number | null;
}
/** The client institution (거래처) as the form shows it. */
export interface PartnerChoice {
  id: number;
  label: string;
  drugCompanyId: number | null;
}

export interface PrescriptionDraft {
  dealer: DealerChoice | null;
  /** `yyyy-MM`, or '' until chosen. */
  month: string;
  partner: PartnerChoice | null;
}

export const emptyDraft: PrescriptionDraft = { dealer: null, month: '', partner: null };

export const dealerChoice = (d: Dealer): DealerChoice => ({
  id: d.id,
  label: d.displayName || `${d.dealerName}(${d.drugCompanyName ?? '-'})`,
  drugCompanyId: d.drugCompanyId,
});
export const partnerChoice = (p: Partner): PartnerChoice => ({
  id: p.id,
  label: p.institutionName,
  drugCompanyId: p.drugCompanyId ?? null,
});

/** The draft of a saved record. */
export const recordDraft = (r: PrescriptionPartner): PrescriptionDraft => ({
  dealer: { id: r.dealerId, label: `${r.dealerName}(${r.drugCompany})`, drugCompanyId: r.drugCompanyId },
  month: r.prescriptionMonth.slice(0, 7),
  partner: { id: r.partnerId, label: r.institutionName, drugCompanyId: r.drugCompanyId },
});

/** Choosing a dealer of another drug company clears the client (a client belongs to one company). */
export function withDealer(draft: PrescriptionDraft, dealer: DealerChoice): PrescriptionDraft {
  const sameCompany = draft.dealer?.drugCompanyId === dealer.drugCompanyId;
  return { ...draft, dealer, partner: sameCompany ? draft.partner : null };
}

export type PrescriptionField = 'dealer' | 'month' | 'partner' | 'files';
export type PrescriptionErrors = Partial<Record<PrescriptionField | 'form', string>>;
/** The fields in the order they are checked and focused. */
export const FIELD_ORDER: PrescriptionField[] = ['dealer', 'month', 'partner', 'files'];

/**
 * The draft's problems, one per field, in the screen's order: dealer, month, client, files, then the dealer's drug
 * company. `noFiles` is the files message (the detail asks for at least one file in its own words). The request
 * schema's own checks follow at submit time (`request-check.ts`, loaded then).
 */
export function checkDraft(draft: PrescriptionDraft, fileCount: number, noFiles = 'EDI 파일을 선택해 주세요.'): PrescriptionErrors {
  const errors: PrescriptionErrors = {};
  if (!draft.dealer) errors.dealer = '딜러를 선택해 주세요.';
  if (!draft.month) errors.month = '처방월을 선택해 주세요.';
  if (!draft.partner) errors.partner = '거래처를 선택해 주세요.';
  if (fileCount === 0) errors.files = noFiles;
  // Said only once everything else is there, as the last check.
  if (Object.keys(errors).length === 0 && !draft.dealer?.drugCompanyId) errors.dealer = '딜러의 제약사 정보가 없습니다.';
  return errors;
}

/** The first field with a problem, to take the focus. */
export const firstWrong = (errors: PrescriptionErrors) => FIELD_ORDER.find((f) => errors[f]);

/** The create request of a checked draft (the month as the 1st of the month). */
export function createRequest(draft: PrescriptionDraft) {
  return {
    dealerId: draft.dealer?.id ?? 0,
    drugCompanyId: draft.dealer?.drugCompanyId ?? 0,
    partnerId: draft.partner?.id ?? 0,
    prescriptionMonth: `${draft.month}-01`,
  };
}
