import { and, ne, sql } from 'drizzle-orm';
import type { NicknameAvailability } from '../../api/types';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { toWireDateTime } from '../http';
import { WITHDRAWN_NAME } from './withdraw';

// A nickname is taken when another member has it (letter case ignored; withdrawn members' placeholders included),
// and a member may change theirs once a month: a month after the last change, on the same day of the month.

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
    .where(and(sql`lower(${members.nickname}) = lower(${nickname})`, ne(members.id, member.id)))
    .limit(1);
  const duplicated = !!taken || nickname.startsWith(WITHDRAWN_NAME);
  const next = nextNicknameChange(member);
  const recentlyChanged = !!next && next.getTime() > now.getTime();
  return { available: !duplicated && !recentlyChanged, duplicated, recentlyChanged, changedAt: toWireDateTime(member.nicknameChangedAt) };
}
