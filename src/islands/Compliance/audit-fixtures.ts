import type { AuditEntry } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import type { Call } from '../shared/story-server';

// The audit trail of the compliance stories (the same day and people as story-fixtures.ts), and how the stories'
// server pages it.

/** The audit trail, newest first: one row of each action and of each kind of record. */
export const auditEntries: AuditEntry[] = [
  {
    id: 5,
    at: '2026-11-26T05:30:00Z',
    actorName: '홍길동',
    entity: 'EXPENDITURE',
    entityId: 31,
    action: 'CREATE',
    summary: '2026-11-26 메디판다의원 제품설명회(단일 요양기관)',
    before: null,
    after: {
      id: 31,
      memberId: 1,
      date: '2026-11-26',
      kind: 'BRIEFING_SINGLE',
      institutionName: '메디판다의원',
      recipients: ['김의사', '이간호사'],
      recipientCount: 2,
      amount: 180000,
      itemAmount: 8000,
      caseCount: null,
      productName: '리피토정 10mg',
      note: '',
      createdAt: '2026-11-26T05:30:00Z',
    },
  },
  {
    id: 4,
    at: '2026-11-20T02:10:00Z',
    actorName: '홍길동',
    entity: 'REDELEGATION_NOTICE',
    entityId: 4,
    action: 'UPDATE',
    summary: '박지호(대웅제약) 재위탁 통보 증빙',
    // The fields the server keeps of a notice, with the proof's file name when the change attached one.
    before: { contractDate: '2026-10-01', sentAt: '2026-10-20', proofFileId: null, proofFileName: null },
    after: { contractDate: '2026-10-01', sentAt: '2026-10-20', proofFileId: 51, proofFileName: '통보 증빙.pdf' },
  },
  {
    id: 3,
    at: '2026-11-03T07:45:00Z',
    actorName: '홍길동',
    entity: 'DEALER_CONTRACT',
    entityId: 12,
    action: 'CREATE',
    summary: '김민준(한미약품) 재위탁계약 2차',
    before: null,
    after: {
      id: 12,
      dealerId: 14,
      version: 2,
      startDate: '2026-11-01',
      endDate: null,
      rates: [
        { productId: 7, productName: '리피토정 10mg', feeRate: 12.5 },
        { productId: 9, productName: '노바스크정 5mg', feeRate: 10.75 },
      ],
      fileName: '김민준 재위탁계약서 2차.pdf',
      createdByName: '홍길동',
    },
  },
  {
    id: 2,
    at: '2026-09-03T01:00:00Z',
    actorName: '홍길동',
    entity: 'COMPLIANCE_RECORD',
    entityId: 8,
    action: 'DELETE',
    summary: '이서연 신규교육',
    before: { id: 8, dealerName: '이서연', kind: 'INITIAL_TRAINING', completedAt: '2026-08-30', hours: 12, submittedAt: null, fileId: 77 },
    after: null,
  },
];

/** `GET /v1/audit-log` over `entries`, paged as the server pages (page from 0, size 20 unless asked). */
export const auditLogOf =
  (entries: AuditEntry[]) =>
  ({ url }: Call) => {
    const q = url.searchParams;
    return pageOf(entries, Number(q.get('page') ?? 0), Number(q.get('size') ?? 20));
  };
