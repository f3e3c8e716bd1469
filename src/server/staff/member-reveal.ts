import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PersonalField } from '../../api/enums';
import { REVEALS_PER_HOUR, type RevealRequest } from '../../api/schema/admin-members';
import type { RevealedField } from '../../api/types';
import { maskAccount, maskBirthDate, maskBusinessNumber, maskEmail, maskPhone } from '../../lib/mask';
import type { Db } from '../db';
import { staffAudit, type Member } from '../db/schema';
import { ApiHttpError, notFound } from '../http';
import { recordStaffAction } from './audit';
import { latestContractOf, visibleMember } from './member-target';

// Revealing one personal field of a member: the full value, answered once to the staff member who gave a reason, and
// one FIELD_REVEALED row (the field, its masked form and the reason; never the value). At most REVEALS_PER_HOUR an
// hour per staff member, counted from those rows themselves under a per-staff lock, so every instance counts the same
// and parallel reveals cannot pass the limit together.

const HOUR_MS = 60 * 60 * 1000;
/** The advisory lock class of "reveals of one staff member" (any constant; the staff id is the other half). */
const REVEAL_LOCK = 7_302_116;

const masks: Record<PersonalField, (value: string) => string> = {
  phoneNumber: maskPhone,
  email: maskEmail,
  birthDate: maskBirthDate,
  accountNumber: maskAccount,
  businessNumber: maskBusinessNumber,
};

async function valueOf(db: Db, member: Member, field: PersonalField): Promise<string> {
  if (field === 'phoneNumber' || field === 'email' || field === 'birthDate') return member[field];
  const contract = await latestContractOf(db, member.id);
  if (!contract) throw notFound('이 회원의 계약 정보가 없습니다.');
  return field === 'accountNumber' ? contract.accountNumber : contract.businessNumber;
}

const tooMany = (seconds: number) =>
  new ApiHttpError(
    429,
    'TOO_MANY_REVEALS',
    `개인정보 열람은 1시간에 ${REVEALS_PER_HOUR}회까지 할 수 있습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해 주세요.`,
    { 'Retry-After': String(seconds) },
  );

/** Answers the full value of one field, audited, or 429 past the hour's reveals. */
export async function revealField(db: Db, staff: Member, userId: string, input: RevealRequest, now = new Date()): Promise<RevealedField> {
  const member = await visibleMember(db, staff, userId);
  const value = await valueOf(db, member, input.field);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REVEAL_LOCK}, ${staff.id})`);
    const recent = await tx
      .select({ at: staffAudit.at })
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.staffId, staff.id),
          gt(staffAudit.at, new Date(now.getTime() - HOUR_MS)),
          eq(staffAudit.action, 'FIELD_REVEALED'),
        ),
      )
      .orderBy(desc(staffAudit.at))
      .limit(REVEALS_PER_HOUR);
    const oldest = recent[REVEALS_PER_HOUR - 1];
    if (oldest) throw tooMany(Math.max(1, Math.ceil((oldest.at.getTime() + HOUR_MS - now.getTime()) / 1000)));
    const masked = masks[input.field](value);
    await recordStaffAction(tx, staff, {
      action: 'FIELD_REVEALED',
      targetKind: 'MEMBER',
      targetId: member.userId,
      changes: { [input.field]: [masked, masked] },
      reason: input.reason,
    });
  });
  return { field: input.field, value };
}
