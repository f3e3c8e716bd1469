import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { members } from '../db/schema';

/** A member the e2e tests may change or withdraw, with the password they sign in with. */
export interface TestMember {
  userId: string;
  password: string;
  name: string;
  birthDate: string;
  nickname: string;
  phoneNumber: string;
}

/** A fresh member of its own for a test journey, so that no other test's demo account is disturbed. */
export async function createTestMember(db: Db): Promise<TestMember> {
  const tag = randomBytes(4).toString('hex');
  const digits = String(parseInt(tag, 16) % 100_000_000).padStart(8, '0');
  const member = {
    userId: `e2e${tag}`,
    password: 'Tester123!',
    name: '테스트회원',
    birthDate: '1992-03-04',
    nickname: `테스터${tag}`,
    phoneNumber: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
  };
  const { password, ...profile } = member;
  await db.insert(members).values({
    ...profile,
    passwordHash: await hashPassword(password),
    email: `${member.userId}@example.com`,
    referralCode: tag.toUpperCase(),
  });
  return member;
}
