import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { identityVerifications, type IdentityVerification } from '../db/schema';
import type { IdentityOutcome, VerifiedPerson } from './provider';

// The life of one identity verification. certNum is 128 random bits (it is the only key the browser holds).
// - PENDING: the popup has PENDING_SECONDS to answer, or the verification is gone (NOT_FOUND);
// - SUCCESS / FAIL: answered once (a second answer is ignored); a SUCCESS can be used by one form (sign-up, phone
//   change) within RESULT_SECONDS of the answer, after which, or once used, it is gone (NOT_FOUND).
// Times are this process's clock, so the rules are testable with fake time.

export const PENDING_SECONDS = 10 * 60;
export const RESULT_SECONDS = 10 * 60;
/** How many times forms may try one SUCCESS before it is used up (a sign-up try costs a password hash). */
export const MAX_FORM_TRIES = 5;
/**
 * A sign-up without certNum (the old app's form) finds its verification by the phone number: only one answered in the
 * last LEGACY_SIGNUP_SECONDS (at most RESULT_SECONDS, after which no form may use it anyway).
 */
export const LEGACY_SIGNUP_SECONDS = 10 * 60;

export const newCertNum = () => randomBytes(16).toString('hex');

export type VerificationState =
  { status: 'PENDING' } | { status: 'FAIL' } | { status: 'NOT_FOUND' } | { status: 'SUCCESS'; person: VerifiedPerson };

const ago = (seconds: number, now: Date) => new Date(now.getTime() - seconds * 1000);

/** Starts a verification; `clientNonceHash` names the browser that started it (identity/client-binding.ts). */
export async function createVerification(
  db: Db,
  certNum: string,
  provider: string,
  clientNonceHash: string,
  now = new Date(),
): Promise<void> {
  await db.insert(identityVerifications).values({ certNum, provider, clientNonceHash, createdAt: now });
  await pruneVerifications(db, now);
}

function stateOf(row: IdentityVerification | undefined, now: Date): VerificationState {
  if (!row || row.usedAt) return { status: 'NOT_FOUND' };
  if (row.status === 'PENDING') return row.createdAt > ago(PENDING_SECONDS, now) ? { status: 'PENDING' } : { status: 'NOT_FOUND' };
  if (!row.completedAt || row.completedAt <= ago(RESULT_SECONDS, now)) return { status: 'NOT_FOUND' };
  if (row.status === 'FAIL') return { status: 'FAIL' };
  const { name, birthDate, gender, phoneNumber } = row;
  if (!name || !birthDate || !gender || !phoneNumber) return { status: 'NOT_FOUND' };
  return { status: 'SUCCESS', person: { name, birthDate, gender, phoneNumber } };
}

/** Where a verification stands (nothing is used up by reading). */
export async function readVerification(db: Db, certNum: string, now = new Date()): Promise<VerificationState> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.certNum, certNum)).limit(1);
  return stateOf(row, now);
}

/** Records the provider's answer for a verification still pending; false when there is none (late, unknown, answered). */
export async function completeVerification(db: Db, certNum: string, outcome: IdentityOutcome, now = new Date()): Promise<boolean> {
  const person = outcome.status === 'SUCCESS' ? outcome.person : null;
  const done = await db
    .update(identityVerifications)
    .set({
      status: outcome.status,
      completedAt: now,
      name: person?.name ?? null,
      birthDate: person?.birthDate ?? null,
      gender: person?.gender ?? null,
      phoneNumber: person?.phoneNumber ?? null,
    })
    .where(
      and(
        eq(identityVerifications.certNum, certNum),
        eq(identityVerifications.status, 'PENDING'),
        sql`${identityVerifications.createdAt} > ${ago(PENDING_SECONDS, now).toISOString()}::timestamptz`,
      ),
    )
    .returning({ certNum: identityVerifications.certNum });
  return done.length === 1;
}

/**
 * Counts one try of a form at a verification before the form spends work on it (a sign-up's password hash): true when
 * it is a usable SUCCESS (fresh, unused) tried fewer than MAX_FORM_TRIES times before, so neither a made-up certNum
 * nor many concurrent forms with one real certNum cost more than MAX_FORM_TRIES hashes. Nothing is used up here: the
 * form's own transaction does that (consumeVerification), so a form that fails leaves it usable for another try.
 */
export async function tryVerification(db: Db, certNum: string, now = new Date()): Promise<boolean> {
  const tried = await db
    .update(identityVerifications)
    .set({ formTries: sql`${identityVerifications.formTries} + 1` })
    .where(
      and(
        eq(identityVerifications.certNum, certNum),
        eq(identityVerifications.status, 'SUCCESS'),
        isNull(identityVerifications.usedAt),
        lt(identityVerifications.formTries, MAX_FORM_TRIES),
        sql`${identityVerifications.completedAt} > ${ago(RESULT_SECONDS, now).toISOString()}::timestamptz`,
      ),
    )
    .returning({ certNum: identityVerifications.certNum });
  return tried.length === 1;
}

/**
 * The newest usable SUCCESS of a phone number (dashed) started by the browser whose nonce hash is `clientNonceHash`,
 * answered in the last `seconds` and tried fewer than MAX_FORM_TRIES times: its certNum and person, or null. Another
 * browser's verification of the same number is never found (nor can its tries be spent from elsewhere). Nothing is
 * counted or used up by reading.
 */
export async function newestVerificationOf(
  db: Db,
  phoneNumber: string,
  clientNonceHash: string,
  seconds: number,
  now = new Date(),
): Promise<{ certNum: string; person: VerifiedPerson } | null> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.phoneNumber, phoneNumber),
        eq(identityVerifications.clientNonceHash, clientNonceHash),
        eq(identityVerifications.status, 'SUCCESS'),
        isNull(identityVerifications.usedAt),
        lt(identityVerifications.formTries, MAX_FORM_TRIES),
        sql`${identityVerifications.completedAt} > ${ago(Math.min(seconds, RESULT_SECONDS), now).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(identityVerifications.completedAt))
    .limit(1);
  const state = stateOf(row, now);
  return row && state.status === 'SUCCESS' ? { certNum: row.certNum, person: state.person } : null;
}

/**
 * Uses up a successful verification for one form and answers the verified person, or null when there is no usable
 * one (unknown, failed, expired, already used). Atomic: two forms racing for one certNum, one wins.
 * Run it inside the transaction that saves what it verifies, so a failed save leaves the verification usable.
 */
export async function consumeVerification(db: Db, certNum: string, now = new Date()): Promise<VerifiedPerson | null> {
  const [row] = await db
    .update(identityVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityVerifications.certNum, certNum),
        eq(identityVerifications.status, 'SUCCESS'),
        isNull(identityVerifications.usedAt),
        sql`${identityVerifications.completedAt} > ${ago(RESULT_SECONDS, now).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  const state = stateOf(row ? { ...row, usedAt: null } : undefined, now);
  return state.status === 'SUCCESS' ? state.person : null;
}

let lastPrune = 0;
/** Forgets verifications older than a day, at most every 10 minutes per process. */
async function pruneVerifications(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPrune < 10 * 60 * 1000) return;
  lastPrune = now.getTime();
  const dayAgo = ago(24 * 60 * 60, now);
  await db.delete(identityVerifications).where(or(lt(identityVerifications.createdAt, dayAgo), lt(identityVerifications.usedAt, dayAgo)));
}
