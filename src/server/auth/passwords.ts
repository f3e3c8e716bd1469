import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are hashed with scrypt (memory-hard) and a per-user salt. The parameters travel with the hash:
//   scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>
// N = 2^14, r = 8, p = 5: a row of OWASP's minimum table for scrypt (16 MiB; the rows with more memory and a smaller p
// cost the same work). One hash takes ≈ 290–320 ms on the 2-core build machine under load (≈ 65–95 ms at p = 1).
// Hashes made with other parameters still verify and are replaced at the member's next successful login.
// SCRYPT_LOG_N lowers or raises N (10–20), e.g. for fast test runs.

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const R = 8;
const P = 5;

function currentN(): number {
  const logN = Number(process.env.SCRYPT_LOG_N ?? 14);
  return 2 ** (Number.isInteger(logN) && logN >= 10 && logN <= 20 ? logN : 14);
}

// scrypt runs on libuv's thread pool (4 threads), which also gzips every page, hashes session tokens and reads
// files. A burst of sign-ins used to fill all four threads, and every page and every login's own next step queued
// behind all the hashes (16 sign-ins at once all answered together after 9 s). At most SCRYPT_PARALLEL hashes
// (default 2, one per core of the small server) run at once; the others wait their turn here, in order.
const PARALLEL = Math.max(1, Number(process.env.SCRYPT_PARALLEL ?? 2) || 2);
let running = 0;
const waiting: (() => void)[] = [];

async function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  // A finished hash hands its slot straight to the next in line.
  if (running < PARALLEL) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await scryptOnPool(password, salt, keylen, options);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scryptOnPool(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(
      password.normalize('NFC'),
      salt,
      keylen,
      { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? R) + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const N = currentN();
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const sane = N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
  if (!sane || salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  // A hash nothing verifies against (a staff account waiting for its enrolment link) costs one hash all the same, so
  // that timing does not tell such an account from one with a password.
  if (!parsed) {
    await verifyPassword(password, await dummyHash());
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than today's (re-hash after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== currentN() || parsed.r !== R || parsed.p !== P || parsed.key.length !== KEY_LENGTH;
}

let dummy: Promise<string> | null = null;
/** A hash of a random password, so that an unknown user id costs the same time as a wrong password. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
