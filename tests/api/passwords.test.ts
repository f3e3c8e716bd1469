import { constants, publicEncrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '../../src/server/auth/passwords';
import { decryptPassword, publicKeyPem } from '../../src/server/auth/rsa';

afterEach(() => vi.unstubAllEnvs());

describe('password hashing', () => {
  it('stores scrypt with its parameters and a per-user salt (OWASP minimum: N = 2^14, r = 8, p = 5)', async () => {
    vi.stubEnv('SCRYPT_LOG_N', undefined);
    const a = await hashPassword('demo1234!');
    const b = await hashPassword('demo1234!');
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234!');
  });

  it('verifies the right password and rejects a wrong or malformed one', async () => {
    vi.stubEnv('SCRYPT_LOG_N', '14');
    const stored = await hashPassword('비밀번호-demo1234!');
    expect(await verifyPassword('비밀번호-demo1234!', stored)).toBe(true);
    expect(await verifyPassword('비밀번호-demo1234?', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('demo1234!', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234!', stored.replace('scrypt$16384', 'scrypt$3'))).toBe(false);
  });

  it('hashes a burst of passwords through its limited slots, and gives every slot back', async () => {
    vi.stubEnv('SCRYPT_LOG_N', '10');
    for (let round = 0; round < 2; round++) {
      const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`pw${i}`)));
      expect(await Promise.all(hashes.map((h, i) => verifyPassword(`pw${i}`, h)))).toEqual(Array(6).fill(true));
    }
  });

  it('asks for a re-hash when the cost parameters changed', async () => {
    vi.stubEnv('SCRYPT_LOG_N', '10');
    const cheap = await hashPassword('demo1234!');
    expect(cheap.startsWith('scrypt$1024$')).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    vi.stubEnv('SCRYPT_LOG_N', '14');
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword('demo1234!', cheap)).toBe(true);
  });

  it('asks for a re-hash of a hash made with the old p = 1', async () => {
    vi.stubEnv('SCRYPT_LOG_N', '10');
    const current = await hashPassword('demo1234!');
    const old = current.replace('$8$5$', '$8$1$');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });
});

describe('RSA login key', () => {
  it('decrypts RSA-OAEP-SHA256 base64 and leaves anything else alone', () => {
    const pem = publicKeyPem();
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const cipher = publicEncrypt(
      { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('한글비번1!'),
    ).toString('base64');
    expect(decryptPassword(cipher)).toBe('한글비번1!');
    expect(decryptPassword('demo1234!')).toBeNull();
    expect(decryptPassword('A'.repeat(340) + '====')).toBeNull();
  });
});
