import type { Page, StaffCreated, StaffDetail, StaffRow } from '../../../api/types';
import type { Operator } from './who';

// Stand-in data of the 운영자 관리 stories, masked as the server answers it.

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

export const superAdmin: Operator = { userId: 'demo_admin', role: 'SUPER_ADMIN', permissions: [] };
export const manager: Operator = {
  userId: 'ops_lead',
  role: 'ADMIN',
  permissions: ['PERMISSION_MANAGEMENT', 'MEMBER_MANAGEMENT', 'CUSTOMER_SERVICE'],
};

export const staffRows: StaffRow[] = [
  {
    userId: 'demo_admin',
    name: '강태오',
    role: 'SUPER_ADMIN',
    permissions: [],
    accountStatus: 'ACTIVATED',
    email: 'ad***@e***.kr',
    phoneNumber: '010-****-0001',
    secondFactorEnrolled: true,
    lastLoginAt: '2026-05-11T01:20:00Z',
    createdAt: '2024-06-03T00:00:00Z',
  },
  {
    userId: 'demo_ops_members',
    name: '서지민',
    role: 'ADMIN',
    permissions: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'],
    accountStatus: 'ACTIVATED',
    email: 'op***@e***.kr',
    phoneNumber: '010-****-0002',
    secondFactorEnrolled: true,
    lastLoginAt: '2026-05-10T23:05:00Z',
    createdAt: '2024-06-10T00:00:00Z',
  },
  {
    userId: 'new_ops_kim',
    name: '김새봄',
    role: 'ADMIN',
    permissions: ['CUSTOMER_SERVICE'],
    accountStatus: 'ACTIVATED',
    email: 'sa***@e***.kr',
    phoneNumber: '',
    secondFactorEnrolled: false,
    lastLoginAt: null,
    createdAt: '2026-05-11T02:00:00Z',
  },
  {
    userId: 'former_ops',
    name: '오예전',
    role: 'ADMIN',
    permissions: ['SETTLEMENT_MANAGEMENT'],
    accountStatus: 'BLOCKED',
    email: 'fo***@e***.kr',
    phoneNumber: '010-****-4321',
    secondFactorEnrolled: true,
    lastLoginAt: '2026-02-01T08:00:00Z',
    createdAt: '2025-01-10T00:00:00Z',
  },
];

export const detailOf = (row: StaffRow, over: Partial<StaffDetail> = {}): StaffDetail => ({
  ...row,
  passwordSet: row.secondFactorEnrolled,
  enrolmentLinkExpiresAt: row.secondFactorEnrolled ? null : '2026-05-12T02:00:00Z',
  recoveryCodesLeft: row.secondFactorEnrolled ? 9 : 0,
  ...over,
});

export const link = {
  url: 'https://console.example.kr/admin/enrol?token=Xq3mC0d9sVbK1yT7eP2wR5uL8nA4fH6jZ0gB3cD5eF7',
  expiresAt: '2026-05-12T02:00:00Z',
};

export const created: StaffCreated = { staff: detailOf(staffRows[2]!), enrolmentLink: link };
