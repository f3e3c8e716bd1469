import type { APIRoute } from 'astro';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/auth/passwords';
import { getDb } from '../../server/db';
import { members } from '../../server/db/schema';

// Test harness (only with ENABLE_TEST_ROUTES=1, which the e2e server sets): a fresh member of its own for a journey
// that changes or withdraws its account, so that no other test's demo account is disturbed.
export const POST: APIRoute = async () => {
  if (process.env.ENABLE_TEST_ROUTES !== '1') return new Response(null, { status: 404 });
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
  await (await getDb()).insert(members).values({
    ...profile,
    passwordHash: await hashPassword(password),
    email: `${member.userId}@example.com`,
    referralCode: tag.toUpperCase(),
  });
  return Response.json(member);
};
