import type { ComplianceItem, Dealer, Partner, PrescriptionPartner, PrescriptionPartnerProduct } from '../../api/types';
import { ediWarnings } from '../../lib/compliance-edi';
import { pageOf, type Answer } from '../shared/story-fixtures';

// Demo data of the prescription entry stories and the answers `mockApi` gives them: nothing leaves the page.

export const dealers: Dealer[] = [
  {
    id: 1,
    dealerName: '김민수',
    displayName: '김민수(한빛제약)',
    drugCompanyId: 7,
    drugCompanyName: '한빛제약',
    createdAt: '2026-01-05T00:00:00Z',
  },
  {
    id: 2,
    dealerName: '김민수',
    displayName: '김민수(대성약품)',
    drugCompanyId: 8,
    drugCompanyName: '대성약품',
    createdAt: '2026-01-05T00:00:00Z',
  },
  {
    id: 3,
    dealerName: '이서연',
    displayName: '이서연(한빛제약)',
    drugCompanyId: 7,
    drugCompanyName: '한빛제약',
    createdAt: '2026-02-11T00:00:00Z',
  },
  { id: 4, dealerName: '박지훈', displayName: '박지훈(-)', drugCompanyId: null, drugCompanyName: null, createdAt: '2026-03-02T00:00:00Z' },
];

const clinic = ['서울내과의원', '튼튼소아과의원', '밝은안과의원', '연세가정의학과의원', '행복정형외과의원', '미소치과의원'];
export const partners: Partner[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 + i,
  institutionName: `${clinic[i % clinic.length]} ${Math.floor(i / clinic.length) + 1}호점`,
  institutionCode: `H${String(31_000 + i)}`,
  companyName: '메디판다파트너스',
  businessNumber: '123-45-67890',
  drugCompanyName: '한빛제약',
  drugCompanyId: 7,
  contractType: 'CONTRACT',
  memberId: 9,
  memberName: '홍길동',
  memberType: 'INDIVIDUAL',
  medicalDepartment: '내과',
  hasPharmacy: false,
  pharmacyName: null,
  pharmacyAddress: null,
  pharmacyStatus: null,
  note: null,
}));

export const record = (over: Partial<PrescriptionPartner> = {}): PrescriptionPartner => ({
  id: 501,
  amount: 0,
  businessNumber: '123-45-67890',
  companyName: '메디판다파트너스',
  dealerId: 1,
  dealerName: '김민수',
  drugCompany: '한빛제약',
  drugCompanyCode: 'HB',
  drugCompanyId: 7,
  ediFiles: [
    { s3fileId: 71, fileUrl: '/v1/files/71', originalFileName: '처방전_1.png', type: 'ATTACHMENT', fileSize: 812_000 },
    { s3fileId: 72, fileUrl: '/v1/files/72', originalFileName: '영수증.png'.normalize('NFD'), type: 'ATTACHMENT', fileSize: 402_000 },
  ],
  inputDate: '2026-11-03T02:00:00Z',
  institutionCode: 'H31000',
  institutionName: '서울내과의원 1호점',
  partnerId: 100,
  partnerName: '서울내과의원 1호점',
  prescriptionMonth: '2026-10-01',
  settlementMonth: '2026-11-01',
  status: 'PENDING',
  ...over,
});

const statuses = ['PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export const records: PrescriptionPartner[] = Array.from({ length: 10 }, (_, i) =>
  record({
    id: 600 - i,
    dealerId: (i % 3) + 1,
    dealerName: ['김민수', '김민수', '이서연'][i % 3]!,
    drugCompany: ['한빛제약', '대성약품', '한빛제약'][i % 3]!,
    institutionName: partners[i]!.institutionName,
    partnerId: partners[i]!.id,
    prescriptionMonth: i < 4 ? '2026-10-01' : '2026-09-01',
    status: statuses[i % 3],
  }),
);

export const products: PrescriptionPartnerProduct[] = [
  {
    id: 1,
    productCode: 'P001',
    productName: '한빛아스피린정 100mg',
    quantity: 120,
    unit: '정',
    unitPrice: 85,
    totalPrice: 10_200,
    baseFeeRate: 0.3,
    feeAmount: 3_060,
    note: null,
  },
  {
    id: 2,
    productCode: 'P002',
    productName: '한빛로수바스타틴정 10mg',
    quantity: 60,
    unit: '정',
    unitPrice: 412,
    totalPrice: 24_720,
    baseFeeRate: 0.35,
    feeAmount: 8_652,
    note: null,
  },
];

/** The standard answers: dealers, partners (filtered and paged), records and their products. */
export const standardRoutes: [RegExp, Answer][] = [
  [/^\/v1\/dealers$/, () => dealers],
  [
    /^\/v1\/partners$/,
    (url) => {
      const name = url.searchParams.get('institutionName') ?? '';
      const company = Number(url.searchParams.get('drugCompanyId')) || null;
      const list = partners.filter((p) => (!company || p.drugCompanyId === company) && p.institutionName.includes(name));
      return pageOf(list, Number(url.searchParams.get('page') ?? 0), Number(url.searchParams.get('size') ?? 10));
    },
  ],
  [/^\/v1\/prescriptions\/partners\/\d+\/products$/, () => products],
  [/^\/v1\/prescriptions\/partners\/\d+$/, (url) => records.find((r) => url.pathname.endsWith(`/${r.id}`)) ?? record()],
  [/^\/v1\/prescriptions\/partners$/, (url) => pageOf(records, Number(url.searchParams.get('page') ?? 0), 10)],
];

/** A small PNG (a 1×1 violet pixel) as a picked file. */
export function pngFile(name: string, bytes = 2_048): File {
  const pixel = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  );
  const padding = new Uint8Array(Math.max(0, bytes - pixel.length));
  return new File([pixel, padding], name, { type: 'image/png', lastModified: 1_700_000_000_000 });
}

const item = (
  dealerName: string,
  dealerIds: number[],
  kind: ComplianceItem['kind'],
  status: ComplianceItem['status'],
  dueDate: string | null,
) => ({ subjectType: 'DEALER', dealerName, dealerIds, kind, status, dueDate, recordId: null }) satisfies ComplianceItem;

/** The dealers' compliance items: 이서연 has no 신고증, 김민수's initial training is overdue. */
export const complianceItems: ComplianceItem[] = [
  item('김민수', [1, 2], 'CSO_CERTIFICATE', 'DONE', null),
  item('김민수', [1, 2], 'INITIAL_TRAINING', 'OVERDUE', '2026-10-20'),
  item('김민수', [1, 2], 'REFRESHER_TRAINING', 'UPCOMING', null),
  item('이서연', [3], 'CSO_CERTIFICATE', 'MISSING', null),
  item('이서연', [3], 'INITIAL_TRAINING', 'MISSING', null),
  item('이서연', [3], 'REFRESHER_TRAINING', 'MISSING', null),
];
/** What the page passes the island for those items (src/lib/compliance-edi.ts). */
export const dealerWarnings = ediWarnings(complianceItems);

/**
 * Replaces XMLHttpRequest's send for one story (uploads go over XHR, not fetch): every upload is answered with
 * `status` and `body`, and counted in `sent`.
 */
export function answerUploads(status: number, body: unknown, sent: { count: number }) {
  return () => {
    const real = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest) {
      sent.count += 1;
      Object.defineProperty(this, 'status', { value: status });
      Object.defineProperty(this, 'responseText', { value: JSON.stringify(body) });
      setTimeout(() => this.onload?.call(this, new ProgressEvent('load')), 20);
    };
    return () => {
      XMLHttpRequest.prototype.send = real;
    };
  };
}
