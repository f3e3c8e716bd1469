import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { permissionsOf } from '../../api/enums';
import type { StaffListQuery } from '../../api/schema/staff';
import type { Page, StaffDetail, StaffRow } from '../../api/types';
import { maskEmail, maskPhone } from '../../lib/mask';
import type { Db } from '../db';
import { members, staffEnrolmentLinks, staffRecoveryCodes, staffSecondFactors, type Member } from '../db/schema';
import { notFound } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { STAFF_NO_PASSWORD } from './placeholders';
import { STAFF_ROWS_PER_SCREEN } from '../../api/schema/staff-rules';

// The staff directory of the console: the list (at most 100 a page, personal fields masked) and one account's page.

const staffRoles = ['ADMIN', 'SUPER_ADMIN'] as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function rowOf(m: Member, enrolled: boolean): StaffRow {
  return {
    userId: m.userId,
    name: m.name,
    role: m.role as StaffRow['role'],
    permissions: permissionsOf(m),
    accountStatus: m.accountStatus,
    email: maskEmail(m.email),
    // A placeholder (placeholders.ts) masks to nothing: only real numbers have digits to show.
    phoneNumber: /^\d{2,3}-\d{3,4}-\d{4}$/.test(m.phoneNumber) ? maskPhone(m.phoneNumber) : '',
    secondFactorEnrolled: enrolled,
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** `GET /v1/admin/staff`: newest first; `q` finds a login id or a name. */
export async function listStaff(db: Db, q: StaffListQuery & { page?: number; size?: number }): Promise<Page<StaffRow>> {
  const paging = pagingOf(q, STAFF_ROWS_PER_SCREEN);
  const text = q.q ? `%${escapeLike(q.q)}%` : null;
  const where = and(
    inArray(members.role, [...staffRoles]),
    text ? or(sql`${members.userId} ilike ${text}`, sql`${members.name} ilike ${text}`) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ member: members, enrolledAt: staffSecondFactors.enrolledAt })
      .from(members)
      .leftJoin(staffSecondFactors, eq(staffSecondFactors.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(paging.size)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => rowOf(r.member, !!r.enrolledAt)),
    count?.n ?? 0,
    paging,
  );
}

/** One staff account's page (`GET /v1/admin/staff/{userId}`), or 404. */
export async function staffDetailOf(db: Db, userId: string): Promise<StaffDetail> {
  const [row] = await db
    .select({ member: members, enrolledAt: staffSecondFactors.enrolledAt })
    .from(members)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.memberId, members.id))
    .where(and(sql`lower(${members.userId}) = lower(${userId})`, inArray(members.role, [...staffRoles])))
    .limit(1);
  if (!row) throw notFound('운영자를 찾을 수 없습니다.');
  const { member } = row;
  const [[link], [codes]] = await Promise.all([
    db
      .select({ expiresAt: staffEnrolmentLinks.expiresAt })
      .from(staffEnrolmentLinks)
      .where(
        and(eq(staffEnrolmentLinks.memberId, member.id), isNull(staffEnrolmentLinks.usedAt), gt(staffEnrolmentLinks.expiresAt, new Date())),
      )
      .orderBy(desc(staffEnrolmentLinks.expiresAt))
      .limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.memberId, member.id), isNull(staffRecoveryCodes.usedAt))),
  ]);
  return {
    ...rowOf(member, !!row.enrolledAt),
    passwordSet: member.passwordHash !== STAFF_NO_PASSWORD,
    enrolmentLinkExpiresAt: link?.expiresAt.toISOString() ?? null,
    recoveryCodesLeft: codes?.n ?? 0,
  };
}
