import type { ComplianceItem, ComplianceRecord, ComplianceReminder, RedelegationNotice } from '../../api/types';
import { auditEntries, auditLogOf } from './audit-fixtures';
import type { ComplianceData } from './compliance-data';
import type { Route } from '../shared/story-server';

// Sample data of the compliance stories on a fixed day: the member has done everything; 김민준's initial training is due
// in 6 days, 이서연's is overdue, 박지호 has no 신고증 yet. One notice of each status.

export const today = '2026-11-27';

const item = (over: Partial<ComplianceItem> & Pick<ComplianceItem, 'kind' | 'status'>): ComplianceItem => ({
  subjectType: 'DEALER',
  dealerName: null,
  dealerIds: [],
  dueDate: null,
  recordId: null,
  ...over,
});
const me = { subjectType: 'MEMBER' as const, dealerName: null, dealerIds: [] as number[] };
const kim = { dealerName: '김민준', dealerIds: [14, 13] };
const lee = { dealerName: '이서연', dealerIds: [9] };
const park = { dealerName: '박지호', dealerIds: [4] };

/** In the server's order (by subject, then kind); the list sorts them itself. */
export const items: ComplianceItem[] = [
  item({ ...me, kind: 'CSO_CERTIFICATE', status: 'DONE', recordId: 1 }),
  item({ ...me, kind: 'INITIAL_TRAINING', status: 'DONE', dueDate: '2025-06-10', recordId: 2 }),
  item({ ...me, kind: 'REFRESHER_TRAINING', status: 'UPCOMING', dueDate: '2026-12-31' }),
  item({ ...kim, kind: 'CSO_CERTIFICATE', status: 'DONE', recordId: 3 }),
  item({ ...kim, kind: 'INITIAL_TRAINING', status: 'DUE_SOON', dueDate: '2026-12-03' }),
  item({ ...kim, kind: 'REFRESHER_TRAINING', status: 'UPCOMING' }),
  item({ ...lee, kind: 'CSO_CERTIFICATE', status: 'DONE', recordId: 4 }),
  item({ ...lee, kind: 'INITIAL_TRAINING', status: 'OVERDUE', dueDate: '2026-10-01' }),
  item({ ...lee, kind: 'REFRESHER_TRAINING', status: 'UPCOMING' }),
  item({ ...park, kind: 'CSO_CERTIFICATE', status: 'MISSING' }),
  item({ ...park, kind: 'INITIAL_TRAINING', status: 'MISSING' }),
  item({ ...park, kind: 'REFRESHER_TRAINING', status: 'MISSING' }),
];

/** The member alone (no dealers yet). */
export const memberItems = items.filter((i) => i.subjectType === 'MEMBER');

const record = (over: Partial<ComplianceRecord> & Pick<ComplianceRecord, 'id' | 'kind'>): ComplianceRecord => ({
  subjectType: 'DEALER',
  dealerName: null,
  number: null,
  authority: null,
  issuedAt: null,
  completedAt: null,
  hours: null,
  submittedAt: null,
  fileUrl: `/v1/files/${100 + over.id}?name=document.pdf`,
  fileName: 'document.pdf',
  createdAt: '2026-09-03T01:00:00Z',
  ...over,
});

export const records: ComplianceRecord[] = [
  record({
    id: 1,
    subjectType: 'MEMBER',
    kind: 'CSO_CERTIFICATE',
    number: '2025-서울강남-0123',
    authority: '서울특별시 강남구청',
    issuedAt: '2025-03-10',
    fileName: '신고증.pdf',
  }),
  record({
    id: 2,
    subjectType: 'MEMBER',
    kind: 'INITIAL_TRAINING',
    completedAt: '2025-05-20',
    hours: 24,
    submittedAt: '2025-06-02',
    fileName: '신규교육 이수증.jpg',
  }),
  record({
    id: 3,
    dealerName: '김민준',
    kind: 'CSO_CERTIFICATE',
    number: '2026-경기성남-0456',
    authority: '경기도 성남시 분당구청',
    issuedAt: '2026-09-03',
    fileName: '김민준 신고증.png',
  }),
  record({
    id: 4,
    dealerName: '이서연',
    kind: 'CSO_CERTIFICATE',
    number: '2026-부산해운대-0078',
    authority: '부산광역시 해운대구청',
    issuedAt: '2026-07-01',
    fileName: '이서연 신고증.pdf',
  }),
];

const notice = (over: Partial<RedelegationNotice> & Pick<RedelegationNotice, 'id' | 'status'>): RedelegationNotice => ({
  dealerId: over.id,
  dealerName: '김민준',
  drugCompanyName: '한미약품',
  contractDate: '2026-11-01',
  fromContract: false,
  dueDate: '2026-12-01',
  sentAt: null,
  proofFileUrl: null,
  proofFileName: null,
  ...over,
});

export const notices: RedelegationNotice[] = [
  notice({ id: 14, status: 'DUE_SOON' }),
  notice({ id: 13, drugCompanyName: '종근당', contractDate: '2026-11-20', dueDate: '2026-12-20', status: 'TODO' }),
  notice({
    id: 9,
    dealerName: '이서연',
    drugCompanyName: '유한양행',
    contractDate: '2026-09-03',
    dueDate: '2026-10-03',
    status: 'OVERDUE',
  }),
  notice({
    id: 4,
    dealerName: '박지호',
    drugCompanyName: '대웅제약',
    contractDate: '2026-10-01',
    dueDate: '2026-10-31',
    status: 'SENT',
    sentAt: '2026-10-20',
    proofFileUrl: '/v1/files/201?name=%ED%86%B5%EB%B3%B4%20%EC%A6%9D%EB%B9%99.pdf',
    proofFileName: '통보 증빙.pdf',
  }),
];

export const reminders: ComplianceReminder[] = [
  {
    id: 2,
    message: '김민준 님의 신규교육 기한(2026년 12월 3일)이 7일 남았습니다.',
    dueDate: '2026-12-03',
    daysBefore: 7,
    createdAt: '2026-11-26T00:00:00Z',
  },
  {
    id: 1,
    message: '김민준 님의 신규교육 기한(2026년 12월 3일)이 30일 남았습니다.',
    dueDate: '2026-12-03',
    daysBefore: 30,
    createdAt: '2026-11-03T00:00:00Z',
  },
];

export const data: ComplianceData = { items, records, notices, reminders };

export { auditEntries, auditLogOf };
/** The page's reads as the stories' server answers them (a story puts its own routes first). */
export const complianceRoutes: Route[] = [
  ['GET', /^\/v1\/compliance\/items$/, () => items],
  ['GET', /^\/v1\/compliance\/records$/, () => records],
  ['GET', /^\/v1\/compliance\/redelegation-notices$/, () => notices],
  ['GET', /^\/v1\/compliance\/reminders$/, () => reminders],
  ['GET', /^\/v1\/audit-log$/, auditLogOf(auditEntries)],
];
