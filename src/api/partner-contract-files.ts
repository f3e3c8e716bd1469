import type { MemberType, PartnerContractFileType } from './enums';
import { extensionOf } from './uploads';

// The four documents of a partner-contract application: their multipart part names, which are required, and the
// kinds and size the server accepts (the form checks the same before sending).

export interface ContractFilePart {
  part: 'business_registration' | 'subcontract_agreement' | 'cso_certificate' | 'education_certificate';
  type: PartnerContractFileType;
  label: string;
}

export const CONTRACT_FILE_PARTS: readonly ContractFilePart[] = [
  { part: 'business_registration', type: 'BUSINESS_REGISTRATION', label: '사업자등록증' },
  { part: 'subcontract_agreement', type: 'SUBCONTRACT_AGREEMENT', label: '재위탁계약서' },
  { part: 'cso_certificate', type: 'CSO_CERTIFICATE', label: 'CSO 신고증' },
  { part: 'education_certificate', type: 'SALES_EDUCATION_CERT', label: '판매위수탁 교육이수증' },
];

export type ContractFilePartName = ContractFilePart['part'];

/** The company name of an application, at most. */
export const COMPANY_NAME_MAX = 100;

export const CONTRACT_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** The picker's `accept`: what a phone offers (photos and PDFs). */
export const CONTRACT_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const CONTRACT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A whole application: the four files and the JSON part. */
export const CONTRACT_REQUEST_MAX_BYTES = CONTRACT_FILE_PARTS.length * CONTRACT_FILE_MAX_BYTES + 1024 * 1024;

/**
 * Whether a part must be sent. The subcontract agreement is optional; a CSO member's approved CSO certificate is
 * reused, so they send none (a CSO member who sends one anyway replaces nothing: it is kept with the application).
 */
export const isRequiredPart = (part: ContractFilePartName, memberType: MemberType) =>
  part === 'business_registration' || part === 'education_certificate' || (part === 'cso_certificate' && memberType !== 'CSO');

export const missingFileMessage = (label: string) => `${label}을(를) 첨부해 주세요.`;

/** Why a chosen file cannot be sent (Korean), or null: kind by extension and size (the server also reads its first bytes). */
export function contractFileProblem(file: { name: string; size: number }): string | null {
  if (!(CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `PDF, JPG, PNG 파일만 올릴 수 있습니다. (${file.name})`;
  }
  if (file.size > CONTRACT_FILE_MAX_BYTES)
    return `파일은 하나에 ${CONTRACT_FILE_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다. (${file.name})`;
  if (file.size === 0) return `빈 파일은 올릴 수 없습니다. (${file.name})`;
  return null;
}
