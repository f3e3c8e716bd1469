import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { needsRehash } from '../../src/server/auth/passwords';
import { getDb } from '../../src/server/runtime/database';
import { members } from '../../src/server/db/schema';
import { login } from './helpers';

// A hash made with older parameters (here p = 1, the portal's first setting) is replaced at the next successful login.

const oldHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};
const storedHash = async (userId: string) =>
  (await (await getDb()).select({ hash: members.passwordHash }).from(members).where(eq(members.userId, userId)))[0]!.hash;

describe('re-hashing at login', () => {
  it('the seeded demo accounts log in with hashes of today’s parameters', async () => {
    for (const userId of ['demo_partner', 'demo_org', 'demo_cso', 'demo_member', 'demo_editor']) {
      expect((await login(userId)).res.status).toBe(200);
      expect(needsRehash(await storedHash(userId))).toBe(false);
    }
  });

  it('replaces an old hash after a successful login, and the password keeps working', async () => {
    const db = await getDb();
    await db
      .update(members)
      .set({ passwordHash: oldHash('demo1234!') })
      .where(eq(members.userId, 'demo_cso'));
    expect((await login('demo_cso', 'wrong')).res.status).toBe(401);
    expect(needsRehash(await storedHash('demo_cso'))).toBe(true); // a failure changes nothing
    expect((await login('demo_cso')).res.status).toBe(200);
    const renewed = await storedHash('demo_cso');
    expect(renewed).toMatch(/^scrypt\$1024\$8\$5\$/);
    expect(needsRehash(renewed)).toBe(false);
    expect((await login('demo_cso')).res.status).toBe(200);
  });
});
