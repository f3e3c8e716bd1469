import type { BankAccountChange, MemberResponse, Page, StaffMemberDetails } from '../../../api/types';

// Stand-in data of the 회원관리 stories, masked as the server answers it.

export function pageOf<T>(content: T[], total = content.length, number = 0, size = 20): Page<T> {
  const sort = { empty: true, sorted: false, unsorted: true };
  const totalPages = Math.ceil(total / size);
  return {
    content,
    totalElements: total,
    totalPages,
    number,
    size,
    numberOfElements: content.length,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
    sort,
    pageable: { offset: number * size, pageNumber: number, pageSize: size, paged: true, unpaged: false, sort },
  };
}

const names = ['김민준', '이서연', '박지훈', '최유진', '한지우', '정세린', '강도현', '윤하은'];
export function memberRow(n: number, over: Partial<MemberResponse> = {}): MemberResponse {
  const types = ['INDIVIDUAL', 'ORGANIZATION', 'CSO', 'NONE'] as const;
  return {
    id: 1000 - n,
    userId: `partner${String(n).padStart(3, '0')}`,
    name: names[n % names.length]!,
    nickname: `파트너${n}`,
    nicknameHidden: false,
    companyName: n % 4 < 2 ? `${names[n % names.length]!.slice(1)}메디컬` : null,
    phoneNumber: `010-****-${String(1000 + n).slice(-4)}`,
    email: 'pa***@e***.com',
    birthDate: String(1970 + (n % 30)),
    partnerContractStatus: types[n % 4]!,
    contractStatus: n % 4 < 2 ? 'APPROVED' : n % 7 === 3 ? 'PENDING' : null,
    hasCsoCert: n % 4 !== 3,
    accountStatus: n % 9 === 5 ? 'BLOCKED' : 'ACTIVATED',
    marketingConsent: n % 2 === 0,
    role: 'USER',
    registrationDate: `2026-${String(1 + (n % 11)).padStart(2, '0')}-1${n % 10}T01:30:00`,
    createdAt: `2026-${String(1 + (n % 11)).padStart(2, '0')}-1${n % 10}T01:30:00`,
    lastLoginDate: n % 5 === 4 ? null : '2026-11-30T09:12:00',
    ...over,
  };
}
export const memberRows = Array.from({ length: 20 }, (_, n) => memberRow(n + 1));

export const change = (over: Partial<BankAccountChange> = {}): BankAccountChange => ({
  id: 7,
  status: 'PENDING',
  contractId: 2,
  member: { id: 12, userId: 'demo_org', name: '이서연' },
  current: { bankName: '신한은행', accountNumber: '****7561' },
  requested: { bankName: '우리은행', accountNumber: '****6789' },
  reason: '회원 요청(통화로 본인 확인)',
  requestedBy: { id: 3, userId: 'demo_ops_members', name: '회원운영' },
  requestedAt: '2026-12-01T02:10:00',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  mine: false,
  ...over,
});

export const memberDetails = (over: Partial<StaffMemberDetails> = {}): StaffMemberDetails => ({
  id: 12,
  userId: 'demo_org',
  name: '이서연',
  nickname: '서연메디',
  phoneNumber: '010-****-2863',
  email: 'se***@e***.kr',
  birthDate: '1988',
  gender: 'FEMALE',
  referralCode: 'SEOYEON1',
  role: 'USER',
  partnerContractStatus: 'ORGANIZATION',
  registrationDate: '2024-11-20T05:00:00',
  lastLoginDate: '2026-11-30T09:12:00',
  accountStatus: 'ACTIVATED',
  suspension: null,
  staffMemo: '정산 계좌 변경 문의 있음 (11/28)',
  marketingAgreements: {
    sms: true,
    email: false,
    push: false,
    smsAgreedAt: '2024-11-20T05:00:00',
    emailAgreedAt: null,
    pushAgreedAt: null,
  },
  contract: {
    id: 2,
    status: 'APPROVED',
    contractType: 'ORGANIZATION',
    companyName: '서연메디컬(주)',
    businessNumber: '105-**-***29',
    bankName: '신한은행',
    accountNumber: '****7561',
    contractDate: '2024-11-29T06:00:00',
    rejectionReason: null,
    appliedAt: '2024-11-25T05:00:00',
  },
  pendingBankChange: null,
  csoCertificate: { url: '/v1/files/31', state: 'APPROVED', submittedAt: '2024-11-25T05:00:00', rejectionReason: null },
  devices: [
    { id: 'a', device: 'Chrome · Windows', signedInAt: '2026-11-30T09:12:00', lastUsedAt: '2026-11-30T10:02:00' },
    { id: 'b', device: 'Safari · iOS', signedInAt: '2026-11-28T00:40:00', lastUsedAt: '2026-11-29T12:30:00' },
  ],
  ...over,
});
