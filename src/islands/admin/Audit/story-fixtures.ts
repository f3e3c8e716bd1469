import type { Page, StaffAuditItem } from '../../../api/types';

// Stand-in data of the 감사 로그 stories, masked as the server answers it.

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

export const auditRows: StaffAuditItem[] = [
  {
    id: 105,
    at: '2026-05-11T02:03:11Z',
    staffUserId: 'demo_admin',
    staffName: '강태오',
    action: 'STAFF_PERMISSIONS_CHANGED',
    targetKind: 'STAFF',
    targetId: 'new_ops_kim',
    changes: { permissions: [['CUSTOMER_SERVICE'], ['MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE']] },
    reason: null,
  },
  {
    id: 104,
    at: '2026-05-11T02:01:40Z',
    staffUserId: 'demo_admin',
    staffName: '강태오',
    action: 'STAFF_DISABLED',
    targetKind: 'STAFF',
    targetId: 'former_ops',
    changes: { accountStatus: ['ACTIVATED', 'BLOCKED'] },
    reason: '퇴사',
  },
  {
    id: 103,
    at: '2026-05-11T02:00:00Z',
    staffUserId: 'demo_admin',
    staffName: '강태오',
    action: 'STAFF_CREATED',
    targetKind: 'STAFF',
    targetId: 'new_ops_kim',
    changes: { role: [null, 'ADMIN'], permissions: [null, ['CUSTOMER_SERVICE']], email: [null, 'sa***@e***.kr'] },
    reason: null,
  },
  {
    id: 102,
    at: '2026-05-11T01:58:00Z',
    staffUserId: 'demo_ops_members',
    staffName: '서지민',
    action: 'FIELD_REVEALED',
    targetKind: 'MEMBER',
    targetId: 'partner001',
    changes: {},
    reason: '본인 확인 전화',
  },
];
