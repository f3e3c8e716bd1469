import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { contractMemberTypes, holdsPermission, isStaffRole, type MemberType } from '../../api/enums';
import type { MemberSearch } from '../../api/schema/admin-members';
import type { MemberResponse, Page } from '../../api/types';
import type { Db } from '../db';
import { members, partnerContracts, type Member } from '../db/schema';
import { forbidden } from '../http';
import { pageOf, pagingOf } from '../http/paging';
import { toMemberResponse, type MemberListRow } from './member-rows';

// The console's member search (`GET /v1/members`) and the rows of its export. Every filter is an equality or a
// prefix that one index answers at 50,000 members (migration 0027): the login id, name, nickname, e-mail and company
// name match from their start (`kim` finds kim01, not akim), a phone number whole or by its last four digits, the
// member number exactly. No "contains" search: it needs a trigram index (pg_trgm), which PGlite has only as an
// extension loaded at start and which a managed PostgreSQL must allow; what staff type (an id, a name, a company,
// the last digits a caller reads out) starts the value. Newest members first; staff accounts only when `roles` asks,
// and only for staff holding PERMISSION_MANAGEMENT (the staff list is 권한관리's).

export type MemberFilters = Omit<MemberSearch, 'page' | 'size'>;

const nonContractTypes: readonly MemberType[] = ['NONE', 'CSO'];

/** `LIKE` pattern of a prefix: `%` and `_` typed are literal. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The outer row's id, qualified: drizzle writes a single table's columns unqualified, which inside a subquery on
 * partner_contracts would name that table's own id.
 */
const outerMemberId = sql.raw('"members"."id"');

/** Midnight of a Seoul day. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);
const DAY_MS = 86_400_000;

/** Refuses a staff-role filter to staff who may not see staff accounts. */
export function checkRolesFilter(viewer: Member, roles: MemberFilters['roles']): void {
  if (roles?.some(isStaffRole) && !holdsPermission(viewer, 'PERMISSION_MANAGEMENT'))
    throw forbidden('운영자 계정은 권한관리 권한이 있어야 조회할 수 있습니다.', 'PERMISSION_REQUIRED');
}

/** The WHERE of the filters. */
export function memberWhere(q: MemberFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.memberId !== undefined) where.push(eq(members.id, q.memberId));
  if (q.userId) where.push(sql`lower(${members.userId}) like ${prefix(q.userId.toLowerCase())}`);
  if (q.name) where.push(sql`${members.name} like ${prefix(q.name)}`);
  if (q.nickname) where.push(sql`lower(${members.nickname}) like ${prefix(q.nickname.toLowerCase())}`);
  if (q.phoneNumber) {
    const digits = q.phoneNumber;
    const dashed = `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
    // A withdrawn member's number is scrubbed; the live ones are the partial unique index's.
    where.push(and(eq(members.phoneNumber, dashed), ne(members.accountStatus, 'DELETED')));
  }
  if (q.phoneLast4) where.push(sql`right(${members.phoneNumber}, 4) = ${q.phoneLast4}`);
  if (q.email) where.push(sql`lower(${members.email}) like ${prefix(q.email.toLowerCase())}`);
  if (q.companyName)
    where.push(
      sql`exists (select 1 from ${partnerContracts} pc where pc.member_id = ${outerMemberId}
        and lower(pc.company_name) like ${prefix(q.companyName.toLowerCase())})`,
    );
  if (q.contractStatus)
    where.push(inArray(members.partnerContractStatus, [...(q.contractStatus === 'CONTRACT' ? contractMemberTypes : nonContractTypes)]));
  if (q.memberType) where.push(eq(members.partnerContractStatus, q.memberType));
  if (q.accountStatus) where.push(eq(members.accountStatus, q.accountStatus));
  if (q.filterDeleted) where.push(ne(members.accountStatus, 'DELETED'));
  // The partners' indexes are partial (role USER): the default is written as a literal so every plan can use them.
  where.push(q.roles ? inArray(members.role, q.roles) : sql`${members.role} = 'USER'`);
  if (q.startAt) where.push(sql`${members.createdAt} >= ${seoulMidnight(q.startAt).toISOString()}`);
  if (q.endAt) where.push(sql`${members.createdAt} < ${new Date(seoulMidnight(q.endAt).getTime() + DAY_MS).toISOString()}`);
  return and(...where);
}

/** The columns a list row and an export row need (never the password hash), and the latest application's company. */
export const memberListColumns = {
  id: members.id,
  userId: members.userId,
  name: members.name,
  nickname: members.nickname,
  nicknameHidden: members.nicknameHidden,
  phoneNumber: members.phoneNumber,
  email: members.email,
  birthDate: members.birthDate,
  partnerContractStatus: members.partnerContractStatus,
  contractStatus: members.contractStatus,
  csoCertUrl: members.csoCertUrl,
  accountStatus: members.accountStatus,
  marketingSms: members.marketingSms,
  marketingEmail: members.marketingEmail,
  marketingPush: members.marketingPush,
  role: members.role,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
  companyName: sql<string | null>`(select pc.company_name from ${partnerContracts} pc
    where pc.member_id = ${outerMemberId} order by pc.id desc limit 1)`,
};

/** One page of the search, masked. */
export async function searchMembers(db: Db, viewer: Member, q: MemberSearch): Promise<Page<MemberResponse>> {
  checkRolesFilter(viewer, q.roles);
  const paging = pagingOf(q, 20);
  const where = memberWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(memberListColumns)
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(paging.size)
      .offset(paging.offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return pageOf(
    rows.map((r) => toMemberResponse(r as MemberListRow)),
    total?.n ?? 0,
    paging,
  );
}

/** Rows an export reads per query. */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * Every row of the filters, newest first, a batch at a time: each batch is one range of the index after the last row
 * of the one before (keyset: no offset that grows with the file). The cursor keeps the database's own timestamp text,
 * so rows a microsecond apart are neither skipped nor repeated.
 */
export async function* memberBatches(db: Db, q: MemberFilters, batch = EXPORT_BATCH_ROWS): AsyncGenerator<MemberListRow[]> {
  const where = memberWhere(q);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: { at: string; id: number } | null = after;
    const rows: (MemberListRow & { cursorAt: string })[] = await db
      .select({ ...memberListColumns, cursorAt: sql<string>`${members.createdAt}::text` })
      .from(members)
      .where(cursor ? and(where, sql`(${members.createdAt}, ${members.id}) < (${cursor.at}::timestamptz, ${cursor.id})`) : where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(batch);
    if (!rows.length) return;
    yield rows as MemberListRow[];
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as MemberListRow & { cursorAt: string };
    after = { at: last.cursorAt, id: last.id };
  }
}
