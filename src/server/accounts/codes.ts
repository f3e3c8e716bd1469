import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { verificationCodes } from '../db/schema';
import { ApiHttpError } from '../http';

// SMS verification codes of find-ID and find-password. A code is 6 digits, lives CODE_SECONDS, and dies after
// MAX_TRIES wrong entries; a new code for a number replaces the earlier ones. Only a salted SHA-256 of the code is
// stored. Sending is limited per number (one per SEND_GAP_SECONDS, PHONE_SENDS_PER_HOUR an hour) and per client
// (CLIENT_SENDS_PER_HOUR an hour), counted from the rows themselves, so every instance sees the same counts.
// Times are this process's clock, so the rules are testable with fake time.

export const CODE_SECONDS = 3 * 60;
export const MAX_TRIES = 5;
export const SEND_GAP_SECONDS = 30;
export const PHONE_SENDS_PER_HOUR = 5;
export const CLIENT_SENDS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
/** The advisory lock class of "code sends of one phone number" (any constant; the number's hash is the other half). */
const CODE_LOCK = 7_302_115;

const hashCode = (code: string, salt: string) => `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64url')}`;

function matches(code: string, stored: string): boolean {
  const salt = stored.split('$')[0] ?? '';
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const waitText = (seconds: number) => (seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`);
const tooMany = (seconds: number) =>
  new ApiHttpError(429, 'TOO_MANY_CODES', `인증번호 요청이 너무 많습니다. ${waitText(seconds)} 후에 다시 시도해 주세요.`, {
    'Retry-After': String(seconds),
  });

/** Seconds until this number and this client may be sent a code again, or 0. */
async function sendWait(db: Db, phoneNumber: string, clientKey: string, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const byPhone = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phoneNumber, phoneNumber), gt(verificationCodes.createdAt, hourAgo)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(PHONE_SENDS_PER_HOUR);
  const byClient = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.clientKey, clientKey), gt(verificationCodes.createdAt, hourAgo)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(CLIENT_SENDS_PER_HOUR);
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  let wait = 0;
  const last = byPhone[0];
  if (last && now.getTime() - last.createdAt.getTime() < SEND_GAP_SECONDS * 1000)
    wait = Math.max(wait, seconds(last.createdAt.getTime() + SEND_GAP_SECONDS * 1000));
  const oldestPhone = byPhone[PHONE_SENDS_PER_HOUR - 1];
  if (oldestPhone) wait = Math.max(wait, seconds(oldestPhone.createdAt.getTime() + HOUR_MS));
  const oldestClient = byClient[CLIENT_SENDS_PER_HOUR - 1];
  if (oldestClient) wait = Math.max(wait, seconds(oldestClient.createdAt.getTime() + HOUR_MS));
  return wait;
}

/**
 * Makes a new code for a number (the earlier ones of that number die) and answers it, or throws 429 when the number or
 * the client asked too often. The caller decides whether to send it (only to a member's number); a code staff send a
 * member lives longer than one the member asks for (`lifetimeSeconds`), as they are told by phone to go and use it.
 */
export async function newCode(
  db: Db,
  phoneNumber: string,
  clientKey: string,
  now = new Date(),
  lifetimeSeconds = CODE_SECONDS,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // One request per number at a time (a transaction-scoped lock on the number): concurrent sends cannot all pass the
  // limits before any of them is written, and the number keeps one live code.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, hashtext(${phoneNumber}))`);
    const wait = await sendWait(tx as unknown as Db, phoneNumber, clientKey, now);
    if (wait > 0) throw tooMany(wait);
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.phoneNumber, phoneNumber), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      phoneNumber,
      clientKey,
      codeHash: hashCode(code, randomBytes(12).toString('base64url')),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    });
  });
  await pruneCodes(db, now);
  return code;
}

export const codeExpired = () =>
  new ApiHttpError(400, 'CODE_EXPIRED', '인증번호가 만료되었거나 발송되지 않았습니다. 인증번호를 다시 받아 주세요.');
export const codeDead = () =>
  new ApiHttpError(400, 'CODE_LOCKED', `인증번호를 ${MAX_TRIES}회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.`);
const codeWrong = (left: number) => new ApiHttpError(400, 'CODE_MISMATCH', `인증번호가 올바르지 않습니다. 남은 입력 횟수: ${left}회`);

/**
 * Checks a code typed for a number and uses it up when it is right; throws 400 otherwise (wrong, dead, expired).
 * `accept` = false makes even the right code count as a wrong try (the number does not belong to the account asked
 * about), so the answer never tells which part was wrong.
 */
export async function redeemCode(db: Db, phoneNumber: string, code: string, accept = true, now = new Date()): Promise<void> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phoneNumber, phoneNumber), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt <= now) throw codeExpired();
  // Count the try first (atomic), so that parallel guesses cannot get more than MAX_TRIES between them.
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, live.id), lt(verificationCodes.attempts, MAX_TRIES), isNull(verificationCodes.usedAt)))
    .returning({ attempts: verificationCodes.attempts });
  if (!tried) throw codeDead();
  if (!accept || !/^\d{6}$/.test(code) || !matches(code, live.codeHash)) {
    const left = MAX_TRIES - tried.attempts;
    throw left > 0 ? codeWrong(left) : codeDead();
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw codeExpired();
}

let lastPrune = 0;
/** Forgets codes older than a day (they no longer count for the limits), at most every 10 minutes per process. */
async function pruneCodes(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPrune < 10 * 60 * 1000) return;
  lastPrune = now.getTime();
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, new Date(now.getTime() - 24 * HOUR_MS)));
}
