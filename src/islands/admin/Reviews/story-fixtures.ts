import type { ContractDecision, ContractQueueItem, ContractReview, CsoDecision, CsoQueueItem, CsoReview, Page } from '../../../api/types';
import { storyDocuments } from '../shared/DocumentViewer/story-documents';

// Fixtures of the review stories: a queue page, an application in each status, a certificate in each state, and
// decision calls that answer like the server (or refuse as a second operator would find it).

export const storyNow = Date.parse('2026-12-02T03:00:00Z');
const daysAgo = (days: number) => new Date(storyNow - days * 86_400_000).toISOString().slice(0, 19);

export function pageOf<T>(content: T[], totalElements = content.length, number = 0): Page<T> {
  const sort = { empty: true, sorted: false, unsorted: true };
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / 20),
    number,
    size: 20,
    numberOfElements: content.length,
    first: number === 0,
    last: (number + 1) * 20 >= totalElements,
    empty: content.length === 0,
    sort,
    pageable: { offset: number * 20, pageNumber: number, pageSize: 20, paged: true, unpaged: false, sort },
  };
}

export const queueItems: ContractQueueItem[] = [
  {
    id: 41,
    status: 'PENDING',
    contractType: 'INDIVIDUAL',
    companyName: '세린헬스케어',
    submittedAt: daysAgo(9),
    updatedAt: daysAgo(9),
    member: { userId: 'demo_pending', name: '오세린' },
  },
  {
    id: 57,
    status: 'PENDING',
    contractType: 'ORGANIZATION',
    companyName: '한결메디칼 주식회사 (경기 남부 영업본부 및 의원 전담팀)',
    submittedAt: daysAgo(4),
    updatedAt: daysAgo(4),
    member: { userId: 'hangyeol88', name: '한결' },
  },
  {
    id: 63,
    status: 'PENDING',
    contractType: 'INDIVIDUAL',
    companyName: '도담파트너스',
    submittedAt: daysAgo(0.2),
    updatedAt: daysAgo(0.2),
    member: { userId: 'dodam_kim', name: '김도담' },
  },
];

const member = {
  userId: 'demo_pending',
  name: '오세린',
  memberType: 'NONE' as const,
  contractStatus: 'PENDING' as const,
  accountStatus: 'ACTIVATED' as const,
  phoneNumber: '010-****-1953',
  email: 'se***@e***.com',
  birthYear: '1989',
  registrationDate: '2025-08-11T01:20:00',
};

export const pendingReview: ContractReview = {
  id: 41,
  status: 'PENDING',
  contractType: 'INDIVIDUAL',
  companyName: '세린헬스케어',
  businessNumber: '318-**-***73',
  bankName: '카카오뱅크',
  accountNumber: '****4567',
  submittedAt: daysAgo(9),
  updatedAt: daysAgo(9),
  contractDate: null,
  rejectionReason: null,
  endReason: null,
  endedAt: null,
  member,
  documents: storyDocuments.map((d, i) => ({
    id: 100 + i,
    fileType: (['BUSINESS_REGISTRATION', 'SUBCONTRACT_AGREEMENT', 'CSO_CERTIFICATE', 'SALES_EDUCATION_CERT'] as const)[i] ?? null,
    label: d.label ?? d.name,
    name: d.name,
    contentType: d.contentType,
    size: 1200,
    url: d.url,
  })),
  history: [
    {
      id: 22,
      status: 'REJECTED',
      contractType: 'INDIVIDUAL',
      companyName: '세린헬스케어',
      submittedAt: daysAgo(40),
      rejectionReason: '사업자등록증 사본이 흐려 등록번호를 확인할 수 없습니다.',
      endReason: null,
    },
  ],
};

export const approvedReview: ContractReview = {
  ...pendingReview,
  status: 'APPROVED',
  contractDate: daysAgo(1),
  updatedAt: daysAgo(1),
  member: { ...member, memberType: 'INDIVIDUAL', contractStatus: 'APPROVED' },
};
export const rejectedReview: ContractReview = {
  ...pendingReview,
  status: 'REJECTED',
  rejectionReason: '재위탁계약서에 서명이 없습니다. 서명한 계약서로 다시 신청해 주세요.',
  member: { ...member, contractStatus: 'REJECTED' },
};
export const endedReview: ContractReview = {
  ...approvedReview,
  status: 'CANCELLED',
  endReason: '회원의 요청으로 계약을 종료합니다.',
  endedAt: daysAgo(0.5),
  member: { ...member, memberType: 'NONE', contractStatus: 'CANCELLED' },
};

const wait = () => new Promise((r) => setTimeout(r, 400));

/** Decision calls that answer as the server would, after a short wait (the busy state shows). */
export const contractStoryCalls = {
  approve: async (): Promise<ContractDecision> => (await wait(), { review: approvedReview, nextId: 57 }),
  reject: async (_id: number, body: { reason: string }): Promise<ContractDecision> => (
    await wait(),
    { review: { ...rejectedReview, rejectionReason: body.reason }, nextId: null }
  ),
  end: async (_id: number, body: { reason: string }): Promise<ContractDecision> => (
    await wait(),
    { review: { ...endedReview, endReason: body.reason }, nextId: 57 }
  ),
};

export const csoQueueItems: CsoQueueItem[] = [
  { userId: 'jiwoo_cso', name: '한지우', fileName: 'CSO신고증_한지우.pdf', submittedAt: daysAgo(8), registrationDate: daysAgo(30) },
  {
    userId: 'minseo22',
    name: '정민서',
    fileName: '신고증 사본 (2025년 갱신본).png',
    submittedAt: daysAgo(2),
    registrationDate: daysAgo(2),
  },
  { userId: 'old_member', name: '이전회원', fileName: 'CSO신고증.pdf', submittedAt: null, registrationDate: daysAgo(400) },
];

export const pendingCso: CsoReview = {
  status: 'PENDING',
  member: { ...member, userId: 'jiwoo_cso', name: '한지우', contractStatus: null },
  submittedAt: daysAgo(8),
  rejectionReason: null,
  approvedAt: null,
  document: { ...pendingReview.documents[2]!, fileType: null, label: 'CSO 신고증' },
  legacyFileName: null,
};
export const approvedCso: CsoReview = {
  ...pendingCso,
  status: 'APPROVED',
  approvedAt: daysAgo(0.1),
  member: { ...pendingCso.member, memberType: 'CSO' },
};
export const rejectedCso: CsoReview = { ...pendingCso, status: 'REJECTED', rejectionReason: '신고증의 유효기간이 지났습니다.' };
export const legacyCso: CsoReview = { ...pendingCso, submittedAt: null, document: null, legacyFileName: 'CSO신고증_이전회원.pdf' };

export const csoStoryCalls = {
  approve: async (): Promise<CsoDecision> => (await wait(), { review: approvedCso, nextUserId: 'minseo22' }),
  reject: async (_userId: string, reason: string): Promise<CsoDecision> => (
    await wait(),
    { review: { ...rejectedCso, rejectionReason: reason }, nextUserId: null }
  ),
};
