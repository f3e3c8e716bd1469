import { and, eq, isNull } from 'drizzle-orm';
import { certificateUrl } from '../../api/cso-certificate';
import { hashPassword } from '../auth/passwords';
import { storeFiles } from '../files/staged';
import type { Db } from '../db';
import { members } from '../db/schema';
import { makePdf } from './assets';

// A member without a contract whose CSO certificate waits for the staff's review (CSO 신고증 심사), so the console's
// queue and review screen have something to show in a fresh demo. Sent two days before the first start; once: a
// member who already has a certificate (sent, decided or refused) keeps it.

const USER_ID = 'demo_cso_applicant';
const FILE_NAME = 'CSO신고증_윤서아.pdf';

export async function seedCsoApplicant(db: Db, now = new Date()): Promise<boolean> {
  await db
    .insert(members)
    .values({
      userId: USER_ID,
      passwordHash: await hashPassword('demo1234!'),
      name: '윤서아',
      nickname: '서아CSO준비',
      email: 'seoa.yoon@example.kr',
      phoneNumber: '010-2486-7315',
      birthDate: '1992-04-14',
      gender: 'FEMALE',
      referralCode: 'SAYOON4C',
      createdAt: new Date('2025-10-06T02:15:00Z'),
      updatedAt: new Date('2025-10-06T02:15:00Z'),
    })
    .onConflictDoNothing({ target: members.userId });
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, USER_ID), isNull(members.csoCertUrl)));
  if (!member) return false;
  const [file] = await storeFiles(
    db,
    [
      {
        name: FILE_NAME,
        extension: 'pdf',
        contentType: 'application/pdf',
        bytes: makePdf(['CSO certificate (demo)', 'Yoon Seo-a', 'No. 2026-0417']),
      },
    ],
    { kind: 'ATTACHMENT', uploaderId: member.id },
  );
  if (!file) return false;
  await db
    .update(members)
    .set({ csoCertUrl: certificateUrl(file.id, FILE_NAME), csoCertSubmittedAt: new Date(now.getTime() - 2 * 86_400_000) })
    .where(eq(members.id, member.id));
  return true;
}
