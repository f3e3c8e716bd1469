import { describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { decodeKey, encodeKey, MAX_PAGE_CHARS } from './key';
import { keyFrom } from './secret';

const REV = 'pretendard-test:1';
const hangul = [0xac00, 0xac01, 0xb098, 0xd7a3];

describe('page font keys', () => {
  it('round-trips a sorted set of code points, Latin to astral', () => {
    for (const set of [hangul, [0x21], [0x41, 0x42, 0x2014, 0x1f600], Array.from({ length: MAX_PAGE_CHARS }, (_, i) => 0xac00 + 7 * i)]) {
      const key = encodeKey(set, 400, REV);
      expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/);
      expect(decodeKey(key, 400, REV)).toEqual(set);
    }
  });

  it('is compact: close Hangul syllables take one byte each', () => {
    const set = Array.from({ length: 300 }, (_, i) => 0xac00 + 30 * i);
    expect(encodeKey(set, 400, REV).length).toBeLessThan(Math.ceil((300 + 2) * (4 / 3)) + 18);
  });

  it('refuses to encode a set that is not ascending and unique', () => {
    expect(() => encodeKey([0xac01, 0xac00], 400, REV)).toThrow();
    expect(() => encodeKey([0xac00, 0xac00], 400, REV)).toThrow();
  });

  it('refuses keys of another weight or font revision, tampered payloads and hashes', () => {
    const key = encodeKey(hangul, 400, REV);
    expect(decodeKey(key, 700, REV)).toBeNull();
    expect(decodeKey(key, 400, 'pretendard-other:1')).toBeNull();
    const [payload, hash] = key.split('.') as [string, string];
    expect(decodeKey(`${payload}A.${hash}`, 400, REV)).toBeNull();
    // The secret differs per run, so the tampered character must differ from the one it replaces.
    const flipped = hash.endsWith('x') ? 'y' : 'x';
    expect(decodeKey(`${payload}.${hash.slice(0, -1)}${flipped}`, 400, REV)).toBeNull();
    expect(decodeKey(payload, 400, REV)).toBeNull();
    expect(decodeKey('', 400, REV)).toBeNull();
    expect(decodeKey('../../etc/passwd', 400, REV)).toBeNull();
  });

  it('refuses keys a client could make: signed with another secret, or hashed from public knowledge only', () => {
    const key = encodeKey(hangul, 400, REV, 'one deployment');
    expect(decodeKey(key, 400, REV, 'one deployment')).toEqual(hangul);
    expect(decodeKey(key, 400, REV, 'another deployment')).toBeNull();
    const payload = key.split('.')[0]!;
    const publicHash = createHash('sha256').update(`${REV}:400:${payload}`).digest('base64url');
    for (const length of [8, 16]) expect(decodeKey(`${payload}.${publicHash.slice(0, length)}`, 400, REV, 'one deployment')).toBeNull();
  });

  it('signs with PAGE_FONT_SECRET, else with a key derived from AUTH_RSA_PRIVATE_KEY, else with one random per process', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----';
    expect(keyFrom({ PAGE_FONT_SECRET: 's3cret-shared' })).toEqual(
      keyFrom({ PAGE_FONT_SECRET: 's3cret-shared', AUTH_RSA_PRIVATE_KEY: pem }),
    );
    expect(keyFrom({ PAGE_FONT_SECRET: 's3cret-shared' })).not.toEqual(keyFrom({ PAGE_FONT_SECRET: 'other' }));
    // Instances sharing the login key share the page-font key, which is not the login key's bytes.
    expect(keyFrom({ AUTH_RSA_PRIVATE_KEY: pem })).toEqual(keyFrom({ AUTH_RSA_PRIVATE_KEY: pem.replaceAll('\\n', '\n') }));
    expect(keyFrom({ AUTH_RSA_PRIVATE_KEY: pem }).toString('latin1')).not.toContain('MIIB');
    expect(keyFrom({})).not.toEqual(keyFrom({}));
    expect(keyFrom({})).toHaveLength(32);
  });

  it('refuses a padded varint spelling of a valid set (one set, one name)', () => {
    // 0x41 as the delta 0x41 (one byte) and as 0xc1 0x00 (two bytes): same set, only the first is its key.
    const padded = Buffer.from([0xc1, 0x00]).toString('base64url');
    const canonical = encodeKey([0x41], 400, REV);
    expect(canonical.startsWith(Buffer.from([0x41]).toString('base64url'))).toBe(true);
    expect(decodeKey(`${padded}.${canonical.split('.')[1]}`, 400, REV)).toBeNull();
    // Even with a tag of its own (which only a server could make): one set, one name.
    const tag = createHmac('sha256', 'sec').update(`${REV}:400:${padded}`).digest('base64url').slice(0, 16);
    expect(decodeKey(`${padded}.${tag}`, 400, REV, 'sec')).toBeNull();
  });

  it(`refuses more than ${MAX_PAGE_CHARS} code points, and code points beyond Unicode`, () => {
    const tooMany = Array.from({ length: MAX_PAGE_CHARS + 1 }, (_, i) => 0x4e00 + i);
    expect(decodeKey(encodeKey(tooMany, 400, REV), 400, REV)).toBeNull();
    expect(() => encodeKey([0x110000], 400, REV)).toThrow();
  });
});
