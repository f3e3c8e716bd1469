import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { forgetMember } from '../auth/sessions';
import type { Db } from '../db';
import { accessSessions, members, passwordRechecks, pushPreferences, refreshTokens, storedFiles, type Member } from '../db/schema';
import { getStorage } from '../files/storage';
import { certificateFileId } from '../../api/cso-certificate';

// Withdrawal keeps the member's row, so its login id is never given out again (sign-up refuses a taken id, and login
// answers that the account was withdrawn), and what others see of it (posts, comments) keeps its author. Everything
// personal the row held is replaced: name, nickname, e-mail, phone number, birth date, gender, referral code, consents,
// the CSO certificate; the password becomes one nobody knows. Every session of the member ends at once.

export const WITHDRAWN_NAME = '탈퇴회원';

export async function withdrawMember(db: Db, member: Member): Promise<void> {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const certificate = certificateFileId(member.csoCertUrl);
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        accountStatus: 'DELETED',
        withdrawnAt: sql`now()`,
        passwordHash: unusable,
        name: WITHDRAWN_NAME,
        nickname: `${WITHDRAWN_NAME}${member.id}`,
        nicknameHidden: false,
        email: '',
        phoneNumber: '',
        birthDate: '1900-01-01',
        gender: null,
        csoCertUrl: null,
        referralCode: null,
        marketingSms: false,
        marketingEmail: false,
        marketingPush: false,
        marketingSmsAgreedAt: null,
        marketingEmailAgreedAt: null,
        marketingPushAgreedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(members.id, member.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.memberId, member.id), isNull(refreshTokens.revokedAt)));
    await tx
      .update(accessSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(accessSessions.memberId, member.id), isNull(accessSessions.revokedAt)));
    await tx.delete(passwordRechecks).where(eq(passwordRechecks.memberId, member.id));
    await tx.delete(pushPreferences).where(eq(pushPreferences.memberId, member.id));
  });
  forgetMember(member.id);
  if (certificate) await removeCertificate(db, member.id, certificate);
}

/** Deletes an uploaded certificate of the member (row, then bytes). */
export async function removeCertificate(db: Db, memberId: number, fileId: number): Promise<void> {
  const [file] = await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.id, fileId),
        eq(storedFiles.uploaderId, memberId),
        isNull(storedFiles.boardPostId),
        eq(storedFiles.kind, 'ATTACHMENT'),
      ),
    )
    .returning();
  if (file)
    await getStorage()
      .remove(file.storageKey)
      .catch(() => undefined);
}
