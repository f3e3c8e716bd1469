import { and, eq, inArray, sql } from 'drizzle-orm';
import { AdminPermission, holdsPermission, isStaffRole, permissionsOf } from '../../api/enums';
import type { StaffCreateInput, StaffUpdateInput } from '../../api/schema/staff';
import type { StaffPermissionsResponse } from '../../api/types';
import { maskEmail, maskPhone } from '../../lib/mask';
import type { Db } from '../db';
import { members, secondFactorChallenges, staffRecoveryCodes, staffSecondFactors, type Member } from '../db/schema';
import { ApiHttpError, badRequest, forbidden, notFound } from '../http';
import { violatedUnique } from '../accounts/unique';
import { forgetMember } from '../auth/sessions';
import { signOutEverywhere } from '../auth/sign-out-everywhere';
import { recordStaffAction } from './audit';
import { issueLinkIn, type IssuedLink } from './enrolment-links';
import { staffDetailOf } from './directory';
import { STAFF_NO_PASSWORD, staffPlaceholders } from './placeholders';

// Staff accounts (운영자 관리): create, change role and permissions or profile, disable / enable, reset the second
// factor, issue a new enrolment link. The rules hold on the server, inside one transaction per change that first locks
// every active SUPER_ADMIN row and then the rows of the acting and the changed account (always in that order, so two
// operators at once queue instead of deadlocking), and re-reads both:
// - only an active account holding PERMISSION_MANAGEMENT creates or changes staff;
// - nobody grants or takes away a permission they do not hold themselves (a SUPER_ADMIN holds all);
// - nobody changes their own role, permissions or status, nor resets their own second factor;
// - only a SUPER_ADMIN makes or changes a SUPER_ADMIN;
// - the last active SUPER_ADMIN is never demoted nor disabled (counted under the lock, so two at once cannot both
//   pass).
// Each change writes its audit row in the same transaction, and the sessions cached by every instance forget the
// account at once (forgetMember), so new permissions count from the next request.

type Actor = Pick<Member, 'id' | 'userId'>;
type StaffRole = 'ADMIN' | 'SUPER_ADMIN';

const refuse = {
  notManager: () => forbidden('운영자 관리는 권한관리 권한이 있는 운영자만 할 수 있습니다.', 'PERMISSION_REQUIRED'),
  yourself: () =>
    forbidden('자기 계정의 역할, 권한, 상태와 2단계 인증은 바꿀 수 없습니다. 다른 권한관리 운영자에게 요청해 주세요.', 'NOT_YOURSELF'),
  superAdminOnly: () => forbidden('슈퍼 관리자 계정은 슈퍼 관리자만 만들거나 바꿀 수 있습니다.', 'SUPER_ADMIN_ONLY'),
  notHeld: (missing: AdminPermission[]) =>
    forbidden(
      `가지고 있지 않은 권한은 주거나 뺄 수 없습니다: ${missing.map((p) => AdminPermission.label(p)).join(', ')}.`,
      'PERMISSION_NOT_HELD',
    ),
  lastSuperAdmin: () =>
    new ApiHttpError(
      409,
      'LAST_SUPER_ADMIN',
      '마지막 슈퍼 관리자는 역할을 바꾸거나 비활성화할 수 없습니다. 먼저 다른 슈퍼 관리자를 등록해 주세요.',
    ),
  noPermissions: () => badRequest('관리자에게는 권한을 1개 이상 주어야 합니다.'),
  userIdTaken: () => new ApiHttpError(409, 'USER_ID_TAKEN', '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.'),
  phoneTaken: () => new ApiHttpError(409, 'PHONE_TAKEN', '이미 다른 계정에 등록된 휴대폰 번호입니다.'),
  notStaff: () => notFound('운영자를 찾을 수 없습니다.'),
};

/** The rows a change reads under its locks: the active SUPER_ADMINs, the acting account and the changed one. */
interface Locked {
  actor: Member;
  target: Member;
  activeSuperAdmins: number;
}

/** Locks in the one order every staff change uses (see the top of this file) and checks the acting account. */
async function lockFor(tx: Db, actor: Actor, targetUserId: string | null): Promise<Omit<Locked, 'target'> & { target: Member | null }> {
  const supers = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.role, 'SUPER_ADMIN'), eq(members.accountStatus, 'ACTIVATED')))
    .orderBy(members.id)
    .for('update');
  const [target] = targetUserId
    ? await tx
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.userId}) = lower(${targetUserId})`)
    : [];
  const ids = [actor.id, ...(target ? [target.id] : [])];
  const rows = await tx.select().from(members).where(inArray(members.id, ids)).orderBy(members.id).for('update');
  const fresh = rows.find((r) => r.id === actor.id);
  if (!fresh || fresh.accountStatus !== 'ACTIVATED' || !holdsPermission(fresh, 'PERMISSION_MANAGEMENT')) throw refuse.notManager();
  const changed = target ? (rows.find((r) => r.id === target.id) ?? null) : null;
  return { actor: fresh, target: changed && isStaffRole(changed.role) ? changed : null, activeSuperAdmins: supers.length };
}

async function lockTarget(tx: Db, actor: Actor, targetUserId: string): Promise<Locked> {
  const locked = await lockFor(tx, actor, targetUserId);
  if (!locked.target) throw refuse.notStaff();
  return locked as Locked;
}

/** The permissions `actor` may not hand out or take away among `changed`. */
const notHeldBy = (actor: Member, changed: Iterable<AdminPermission>) => [...changed].filter((p) => !holdsPermission(actor, p));

const storedPermissions = (m: Member): AdminPermission[] => AdminPermission.values.filter((p) => m.permissions.includes(p));

/** A change of role or status that would leave no active SUPER_ADMIN. */
function leavesNoSuperAdmin({ target, activeSuperAdmins }: Locked): boolean {
  return target.role === 'SUPER_ADMIN' && target.accountStatus === 'ACTIVATED' && activeSuperAdmins <= 1;
}

/**
 * What every change of another account asks: a SUPER_ADMIN is changed by a SUPER_ADMIN only; the last active
 * SUPER_ADMIN stays one (409, before the next rule: for the last one it is the better reason); the changed account
 * is not the actor's own.
 */
function mayChange(locked: Locked, { removesSuperAdmin }: { removesSuperAdmin: boolean }) {
  if (locked.target.role === 'SUPER_ADMIN' && locked.actor.role !== 'SUPER_ADMIN') throw refuse.superAdminOnly();
  if (removesSuperAdmin && leavesNoSuperAdmin(locked)) throw refuse.lastSuperAdmin();
  if (locked.target.id === locked.actor.id) throw refuse.yourself();
}

async function phoneFree(tx: Db, phone: string, exceptId: number | null) {
  const [other] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phoneNumber, phone), sql`${members.accountStatus} <> 'DELETED'`))
    .limit(1);
  if (other && other.id !== exceptId) throw refuse.phoneTaken();
}

const auditedEmail = (email: string) => maskEmail(email) || null;
const auditedPhone = (m: Pick<Member, 'phoneNumber' | 'userId'>) =>
  m.phoneNumber === staffPlaceholders(m.userId).phoneNumber ? null : maskPhone(m.phoneNumber) || null;

/** Maps a unique-index failure of a staff insert or update to its Korean answer. */
function uniqueRefusal(err: unknown): never {
  const index = violatedUnique(err);
  if (index?.includes('phone')) throw refuse.phoneTaken();
  if (index?.includes('user_id') || index?.includes('nickname')) throw refuse.userIdTaken();
  throw err;
}

export interface StaffCreation {
  member: Member;
  link: IssuedLink;
}

/**
 * A new staff account with no usable password: the answer's one-time link lets the person set one and enrol the
 * second factor. `actor` null is the first SUPER_ADMIN of `npm run admin:create` (no account to check yet).
 */
export async function createStaffIn(tx: Db, actor: Actor | null, input: StaffCreateInput): Promise<StaffCreation> {
  const role: StaffRole = input.role;
  const permissions = role === 'SUPER_ADMIN' ? [] : input.permissions;
  if (actor) {
    const { actor: fresh } = await lockFor(tx, actor, null);
    if (role === 'SUPER_ADMIN' && fresh.role !== 'SUPER_ADMIN') throw refuse.superAdminOnly();
    const missing = notHeldBy(fresh, permissions);
    if (missing.length) throw refuse.notHeld(missing);
  }
  if (role === 'ADMIN' && !permissions.length) throw refuse.noPermissions();
  const [taken] = await tx
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${input.userId})`)
    .limit(1);
  if (taken) throw refuse.userIdTaken();
  const placeholders = staffPlaceholders(input.userId);
  const phoneNumber = input.phoneNumber ?? placeholders.phoneNumber;
  await phoneFree(tx, phoneNumber, null);
  let member: Member;
  try {
    const [row] = await tx
      .insert(members)
      .values({
        userId: input.userId,
        passwordHash: STAFF_NO_PASSWORD,
        name: input.name,
        nickname: placeholders.nickname,
        email: input.email,
        phoneNumber,
        birthDate: placeholders.birthDate,
        role,
        permissions,
        accountStatus: input.status ? 'ACTIVATED' : 'BLOCKED',
      })
      .returning();
    member = row!;
  } catch (err) {
    uniqueRefusal(err);
  }
  const link = await issueLinkIn(tx, member.id);
  await recordStaffAction(tx, actor ?? member, {
    action: 'STAFF_CREATED',
    targetKind: 'STAFF',
    targetId: member.userId,
    changes: {
      role: [null, role],
      permissions: [null, role === 'SUPER_ADMIN' ? ['ALL'] : permissions],
      accountStatus: [null, member.accountStatus],
      email: [null, auditedEmail(member.email)],
      phoneNumber: [null, auditedPhone(member)],
    },
  });
  return { member, link };
}

export async function createStaff(db: Db, actor: Actor, input: StaffCreateInput) {
  const created = await db.transaction((tx) => createStaffIn(tx, actor, input));
  return { staff: await staffDetailOf(db, created.member.userId), link: created.link };
}

/** `PATCH /v1/members/admins/{userId}`: role, permissions, name, e-mail, phone; null = unchanged. */
export async function changeStaff(db: Db, actor: Actor, userId: string, input: StaffUpdateInput) {
  if (input.userId && input.userId.toLowerCase() !== userId.toLowerCase())
    throw badRequest('아이디(userId)는 바꿀 수 없습니다. 주소의 아이디와 같은 값을 보내거나 비워 두세요.');
  const target = await db.transaction(async (tx) => {
    const locked = await lockTarget(tx, actor, userId);
    const { target, actor: fresh } = locked;
    const role: StaffRole = input.role ?? (target.role as StaffRole);
    const before = storedPermissions(target);
    const asked = input.permissions ?? before;
    const after = role === 'SUPER_ADMIN' ? [] : asked;
    const roleChanged = role !== target.role;
    const added = after.filter((p) => !before.includes(p));
    const removed = before.filter((p) => !after.includes(p));
    const permissionsChanged = roleChanged || added.length > 0 || removed.length > 0;
    const email = input.email ?? target.email;
    const phoneNumber =
      input.phoneNumber === undefined ? target.phoneNumber : (input.phoneNumber ?? staffPlaceholders(target.userId).phoneNumber);
    const name = input.name ?? target.name;
    const profileChanged = email !== target.email || phoneNumber !== target.phoneNumber || name !== target.name;
    if (!permissionsChanged && !profileChanged) return target;

    if (permissionsChanged) {
      mayChange(locked, { removesSuperAdmin: target.role === 'SUPER_ADMIN' && role !== 'SUPER_ADMIN' });
      if (role === 'SUPER_ADMIN' && fresh.role !== 'SUPER_ADMIN') throw refuse.superAdminOnly();
      if (role === 'ADMIN' && !after.length) throw refuse.noPermissions();
      // A SUPER_ADMIN's stored list is moot (they hold all); only a change between ADMIN lists hands anything out.
      const missing = notHeldBy(fresh, role === 'ADMIN' && target.role === 'ADMIN' ? [...added, ...removed] : after);
      if (missing.length) throw refuse.notHeld(missing);
    } else if (target.role === 'SUPER_ADMIN' && fresh.role !== 'SUPER_ADMIN') throw refuse.superAdminOnly();
    if (phoneNumber !== target.phoneNumber) await phoneFree(tx, phoneNumber, target.id);

    try {
      await tx
        .update(members)
        .set({ role, permissions: after, email, phoneNumber, name, updatedAt: sql`now()` })
        .where(eq(members.id, target.id));
    } catch (err) {
      uniqueRefusal(err);
    }
    if (permissionsChanged)
      await recordStaffAction(tx, fresh, {
        action: 'STAFF_PERMISSIONS_CHANGED',
        targetKind: 'STAFF',
        targetId: target.userId,
        changes: {
          ...(roleChanged ? { role: [target.role, role] as [unknown, unknown] } : {}),
          permissions: [target.role === 'SUPER_ADMIN' ? ['ALL'] : before, role === 'SUPER_ADMIN' ? ['ALL'] : after],
        },
      });
    if (profileChanged) {
      const changes: Record<string, [unknown, unknown]> = {};
      if (name !== target.name) changes.name = [target.name, name];
      if (email !== target.email) changes.email = [auditedEmail(target.email), auditedEmail(email)];
      if (phoneNumber !== target.phoneNumber)
        changes.phoneNumber = [auditedPhone(target), auditedPhone({ userId: target.userId, phoneNumber })];
      await recordStaffAction(tx, fresh, { action: 'STAFF_PROFILE_CHANGED', targetKind: 'STAFF', targetId: target.userId, changes });
    }
    return target;
  });
  forgetMember(target.id);
  return staffDetailOf(db, target.userId);
}

/** 비활성화: the account is BLOCKED and signed out on every device at once. */
export async function disableStaff(db: Db, actor: Actor, userId: string, reason: string) {
  const target = await db.transaction(async (tx) => {
    const locked = await lockTarget(tx, actor, userId);
    mayChange(locked, { removesSuperAdmin: true });
    const { target } = locked;
    if (target.accountStatus !== 'ACTIVATED') throw new ApiHttpError(409, 'ALREADY_DISABLED', '이미 비활성화된 운영자입니다.');
    await tx
      .update(members)
      .set({ accountStatus: 'BLOCKED', updatedAt: sql`now()` })
      .where(and(eq(members.id, target.id), eq(members.accountStatus, 'ACTIVATED')));
    await signOutEverywhere(tx, target.id);
    await tx.delete(secondFactorChallenges).where(eq(secondFactorChallenges.memberId, target.id));
    await recordStaffAction(tx, locked.actor, {
      action: 'STAFF_DISABLED',
      targetKind: 'STAFF',
      targetId: target.userId,
      changes: { accountStatus: ['ACTIVATED', 'BLOCKED'] },
      reason,
    });
    return target;
  });
  forgetMember(target.id);
  return staffDetailOf(db, target.userId);
}

/** 활성화 of a disabled account. */
export async function enableStaff(db: Db, actor: Actor, userId: string, reason: string | null) {
  const target = await db.transaction(async (tx) => {
    const locked = await lockTarget(tx, actor, userId);
    mayChange(locked, { removesSuperAdmin: false });
    const { target } = locked;
    if (target.accountStatus !== 'BLOCKED') throw new ApiHttpError(409, 'NOT_DISABLED', '비활성화된 운영자가 아닙니다.');
    await tx
      .update(members)
      .set({ accountStatus: 'ACTIVATED', blockedReason: null, blockedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(members.id, target.id), eq(members.accountStatus, 'BLOCKED')));
    await recordStaffAction(tx, locked.actor, {
      action: 'STAFF_ENABLED',
      targetKind: 'STAFF',
      targetId: target.userId,
      changes: { accountStatus: ['BLOCKED', 'ACTIVATED'] },
      reason,
    });
    return target;
  });
  forgetMember(target.id);
  return staffDetailOf(db, target.userId);
}

/** 2단계 인증 초기화: the authenticator and recovery codes are forgotten, every session ends; the next sign-in enrols again. */
export async function resetSecondFactor(db: Db, actor: Actor, userId: string, reason: string) {
  const target = await db.transaction(async (tx) => {
    const locked = await lockTarget(tx, actor, userId);
    mayChange(locked, { removesSuperAdmin: false });
    const { target } = locked;
    const gone = await tx
      .delete(staffSecondFactors)
      .where(eq(staffSecondFactors.memberId, target.id))
      .returning({ enrolledAt: staffSecondFactors.enrolledAt });
    if (!gone[0]?.enrolledAt) throw new ApiHttpError(409, 'NOT_ENROLLED', '아직 2단계 인증을 등록하지 않은 운영자입니다.');
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, target.id));
    await tx.delete(secondFactorChallenges).where(eq(secondFactorChallenges.memberId, target.id));
    await signOutEverywhere(tx, target.id);
    await recordStaffAction(tx, locked.actor, {
      action: 'STAFF_SECOND_FACTOR_RESET',
      targetKind: 'STAFF',
      targetId: target.userId,
      changes: { secondFactor: ['ENROLLED', 'NONE'] },
      reason,
    });
    return target;
  });
  forgetMember(target.id);
  return staffDetailOf(db, target.userId);
}

/** A new one-time enrolment link (the earlier ones stop working): for a lost link or a forgotten password. */
export async function newEnrolmentLink(db: Db, actor: Actor, userId: string, reason: string | null): Promise<IssuedLink> {
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, actor, userId);
    mayChange(locked, { removesSuperAdmin: false });
    const { target } = locked;
    if (target.accountStatus !== 'ACTIVATED')
      throw new ApiHttpError(409, 'ACCOUNT_DISABLED', '비활성화된 운영자에게는 등록 링크를 발급할 수 없습니다. 먼저 활성화해 주세요.');
    const link = await issueLinkIn(tx, target.id);
    await recordStaffAction(tx, locked.actor, {
      action: 'STAFF_ENROLMENT_LINK_ISSUED',
      targetKind: 'STAFF',
      targetId: target.userId,
      changes: { enrolmentLink: [null, link.expiresAt.toISOString()] },
      reason,
    });
    return link;
  });
}

/**
 * `GET /v1/members/admins/{userId}/permissions`: one's own for any staff account; another's for PERMISSION_MANAGEMENT
 * only. A login id that is not a staff account's names nothing (404).
 */
export async function permissionsFor(db: Db, caller: Member, userId: string): Promise<StaffPermissionsResponse> {
  if (userId.toLowerCase() === caller.userId.toLowerCase()) return { permissions: permissionsOf(caller) };
  if (!holdsPermission(caller, 'PERMISSION_MANAGEMENT')) throw refuse.notManager();
  const [target] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.userId}) = lower(${userId})`)
    .limit(1);
  if (!target || !isStaffRole(target.role)) throw refuse.notStaff();
  return { permissions: permissionsOf(target) };
}
