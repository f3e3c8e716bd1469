import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { NicknameAvailability } from '../../api/types';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { violatedUnique } from '../accounts/unique';
import { ApiHttpError, toWireDateTime } from '../http';
import { WITHDRAWN_NAME } from './withdraw';

// A nickname is taken when another member has it (letter case ignored; withdrawn members' placeholders included)
// or when it is any member's login id, the member's own included: a chosen nickname never tells or passes for a
// login id (sign-up refuses a login id that is someone's nickname in turn, see accounts/signup.ts). A member may
// change theirs once a month: a month after the last change, on the same day of the month.

/** When the member may change their nickname again (null: now). */
export function nextNicknameChange(member: Pick<Member, 'nicknameChangedAt'>): Date | null {
  const last = member.nicknameChangedAt;
  if (!last) return null;
  const next = new Date(last);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function nicknameStatus(db: Db, member: Member, nickname: string, now = new Date()): Promise<NicknameAvailability> {
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      or(
        and(sql`lower(${members.nickname}) = lower(${nickname})`, ne(members.id, member.id)),
        sql`lower(${members.userId}) = lower(${nickname})`,
      ),
    )
    .limit(1);
  const duplicated = !!taken || nickname.startsWith(WITHDRAWN_NAME);
  const next = nextNicknameChange(member);
  const recentlyChanged = !!next && next.getTime() > now.getTime();
  return { available: !duplicated && !recentlyChanged, duplicated, recentlyChanged, changedAt: toWireDateTime(member.nicknameChangedAt) };
}

const duplicated = () => new ApiHttpError(409, 'NICKNAME_DUPLICATED', '이미 사용 중인 닉네임입니다.');
const recentlyChanged = () => new ApiHttpError(409, 'NICKNAME_RECENTLY_CHANGED', '닉네임은 1달에 1회만 변경할 수 있습니다.');

/**
 * Saves a new nickname, or throws 409. The database decides races: the case-blind unique index one nickname, the
 * conditional update one change a month (of two concurrent changes of one member, the second finds it changed).
 */
export async function changeNickname(db: Db, member: Member, nickname: string): Promise<void> {
  const status = await nicknameStatus(db, member, nickname);
  if (status.duplicated) throw duplicated();
  if (status.recentlyChanged) throw recentlyChanged();
  let changed: { id: number }[];
  try {
    changed = await db
      .update(members)
      .set({ nickname, nicknameChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(members.id, member.id),
          sql`(${members.nicknameChangedAt} is null or ${members.nicknameChangedAt} + interval '1 month' <= now())`,
        ),
      )
      .returning({ id: members.id });
  } catch (err) {
    if (violatedUnique(err)) throw duplicated();
    throw err;
  }
  if (!changed.length) throw recentlyChanged();
}
