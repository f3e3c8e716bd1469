import { inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { members, staffSecondFactors, type NewMember } from '../db/schema';

// The demo staff: one account per kind of operator, each enrolled already with the published TOTP secret
// DEMO_STAFF_TOTP_SECRET (base32), so that anyone trying the demo can add it to an authenticator app or compute codes.
// Production has no staff until `npm run admin:create` makes the first SUPER_ADMIN.

export const DEMO_STAFF_TOTP_SECRET = 'DEMOPORTALSTAFF2';

const at = (iso: string) => new Date(iso);
const staff = (
  p: Omit<NewMember, 'passwordHash' | 'partnerContractStatus' | 'birthDate' | 'gender'> & { birthDate?: string },
): Omit<NewMember, 'passwordHash'> => ({
  partnerContractStatus: 'NONE',
  birthDate: '1990-01-01',
  ...p,
});

export const staffProfiles: Omit<NewMember, 'passwordHash'>[] = [
  staff({
    userId: 'demo_admin',
    name: '강태오',
    nickname: '운영팀_관리자',
    email: 'admin@example.kr',
    phoneNumber: '010-7100-0001',
    role: 'SUPER_ADMIN',
    createdAt: at('2024-06-03T00:00:00Z'),
  }),
  staff({
    userId: 'demo_ops_members',
    name: '서지민',
    nickname: '운영팀_회원',
    email: 'ops.members@example.kr',
    phoneNumber: '010-7100-0002',
    role: 'ADMIN',
    permissions: ['MEMBER_MANAGEMENT', 'CONTRACT_MANAGEMENT'],
    createdAt: at('2024-06-10T00:00:00Z'),
  }),
  staff({
    userId: 'demo_ops_edi',
    name: '문하준',
    nickname: '운영팀_처방',
    email: 'ops.edi@example.kr',
    phoneNumber: '010-7100-0003',
    role: 'ADMIN',
    permissions: ['PRESCRIPTION_MANAGEMENT', 'TRANSACTION_MANAGEMENT'],
    createdAt: at('2024-06-10T00:00:00Z'),
  }),
  staff({
    userId: 'demo_ops_settlement',
    name: '배수아',
    nickname: '운영팀_정산',
    email: 'ops.settlement@example.kr',
    phoneNumber: '010-7100-0004',
    role: 'ADMIN',
    permissions: ['SETTLEMENT_MANAGEMENT'],
    createdAt: at('2024-06-10T00:00:00Z'),
  }),
  staff({
    userId: 'demo_ops_settlement2',
    name: '임도윤',
    nickname: '운영팀_정산2',
    email: 'ops.settlement2@example.kr',
    phoneNumber: '010-7100-0005',
    role: 'ADMIN',
    permissions: ['SETTLEMENT_MANAGEMENT'],
    createdAt: at('2024-06-10T00:00:00Z'),
  }),
  staff({
    userId: 'demo_ops_cs',
    name: '노은채',
    nickname: '운영팀_고객센터',
    email: 'ops.cs@example.kr',
    phoneNumber: '010-7100-0006',
    role: 'ADMIN',
    permissions: ['CUSTOMER_SERVICE', 'COMMUNITY_MANAGEMENT'],
    createdAt: at('2024-06-10T00:00:00Z'),
  }),
];

/** Every demo staff account (demo_editor included) enrolled with the published secret; once per account. */
export async function seedStaffFactors(db: Db, userIds: readonly string[]): Promise<void> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.userId, [...userIds]));
  if (!rows.length) return;
  await db
    .insert(staffSecondFactors)
    .values(rows.map((r) => ({ memberId: r.id, secret: DEMO_STAFF_TOTP_SECRET, enrolledAt: new Date() })))
    .onConflictDoNothing();
}
