import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { members, secondFactorChallenges, staffRecoveryCodes, staffSecondFactors, type Member } from '../db/schema';
import { ApiHttpError } from '../http';
import { attemptKeys, recordFailure, recordSuccess, retryAfterSeconds } from '../auth/rate-limit';
import { issueTokens, newFamily, type IssuedTokens } from '../auth/sessions';
import { recordStaffAction } from './audit';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

// A staff sign-in is two steps: the password (auth/login.ts) gives a one-time challenge instead of a session, and the
// second factor turns the challenge into a staff session (8 hours, 15 minutes idle). The factor is a TOTP code, or one
// of the ten recovery codes given at enrolment (each once). An account without an enrolled authenticator enrols on
// that challenge: the server makes the secret, the first right code proves the app holds it. Wrong codes are throttled
// like wrong passwords (the same throttle table, keys of their own), and a challenge allows a few tries only.

export const CHALLENGE_SECONDS = 5 * 60;
export const CHALLENGE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');
/** The throttle keys of wrong codes: their own, apart from wrong passwords'. */
export const secondFactorKeys = (userId: string, clientAddress: string | null) => {
  const keys = attemptKeys(userId, clientAddress);
  return { account: `2fa:${keys.account}`, client: `2fa:${keys.client}` };
};

const invalidChallenge = () =>
  new ApiHttpError(401, 'INVALID_CHALLENGE', '로그인 확인 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.');
export const invalidCode = () => new ApiHttpError(401, 'INVALID_SECOND_FACTOR', '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.');
export const tooManyCodes = (seconds: number) =>
  new ApiHttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    `인증 코드 입력이 너무 많습니다. ${seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`} 후에 다시 시도해 주세요.`,
    {
      'Retry-After': String(seconds),
    },
  );

/** Recovery codes read as XXXX-XXXX (no 0/O, 1/I): typed from paper without ambiguity. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const recoveryShape = /^[A-Z2-9]{4}-?[A-Z2-9]{4}$/;
const normalRecovery = (code: string) => code.toUpperCase().replace('-', '');
function newRecoveryCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export interface StaffChallenge {
  challenge: string;
  /** No authenticator yet: the next step shows the QR code (POST /v1/auth/second-factor/enrolment). */
  enrolmentRequired: boolean;
}

/** After a right password: the one-time challenge of the second step. */
export async function startChallenge(db: Db, member: Member, deviceLabel: string | null): Promise<StaffChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(secondFactorChallenges).where(lt(secondFactorChallenges.expiresAt, sql`now()`));
  await db.insert(secondFactorChallenges).values({
    tokenHash: hash(challenge),
    memberId: member.id,
    deviceLabel,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  const [factor] = await db
    .select({ enrolledAt: staffSecondFactors.enrolledAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.memberId, member.id));
  return { challenge, enrolmentRequired: !factor?.enrolledAt };
}

async function liveChallenge(db: Db, challenge: string) {
  if (!challenge || challenge.length > 200) throw invalidChallenge();
  const [row] = await db
    .select({ challenge: secondFactorChallenges, member: members })
    .from(secondFactorChallenges)
    .innerJoin(members, eq(members.id, secondFactorChallenges.memberId))
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, hash(challenge)),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, new Date()),
        lt(secondFactorChallenges.attempts, CHALLENGE_ATTEMPTS),
        eq(members.accountStatus, 'ACTIVATED'),
      ),
    )
    .limit(1);
  if (!row) throw invalidChallenge();
  return row;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
}

/** The secret to enrol on a challenge of an account without an authenticator (the same one until enrolled). */
export async function enrolmentOf(db: Db, challenge: string): Promise<Enrolment> {
  const { member } = await liveChallenge(db, challenge);
  const [existing] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.memberId, member.id));
  if (existing?.enrolledAt)
    throw new ApiHttpError(409, 'ALREADY_ENROLLED', '이미 인증 앱이 등록되어 있습니다. 인증 앱의 코드를 입력해 주세요.');
  if (!existing) await db.insert(staffSecondFactors).values({ memberId: member.id, secret: newTotpSecret() }).onConflictDoNothing();
  // Two tabs enrolling at once see the one secret the first insert kept.
  const [kept] = await db
    .select({ secret: staffSecondFactors.secret })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.memberId, member.id));
  if (!kept) throw invalidChallenge();
  return { secret: kept.secret, otpauthUri: totpUri(kept.secret, member.userId) };
}

export interface SecondFactorResult {
  tokens: IssuedTokens;
  member: Member;
  /** Given once, at enrolment: ten one-time codes for a lost phone. */
  recoveryCodes: string[] | null;
}

/** The second step: a TOTP or recovery code on a live challenge gives the staff session. */
export async function completeSecondFactor(
  db: Db,
  input: { challenge: string; code: string; clientAddress: string | null },
): Promise<SecondFactorResult> {
  const { challenge: row, member } = await liveChallenge(db, input.challenge);
  const keys = secondFactorKeys(member.userId, input.clientAddress);
  const wait = await retryAfterSeconds(db, keys);
  if (wait > 0) throw tooManyCodes(wait);

  const code = input.code.trim().replaceAll(' ', '');
  const result = await db.transaction(async (tx) => {
    const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.memberId, member.id)).for('update');
    if (!factor) return null;
    let usedRecovery = false;
    if (factor.enrolledAt && recoveryShape.test(code.toUpperCase())) {
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.memberId, member.id),
            eq(staffRecoveryCodes.codeHash, hash(normalRecovery(code))),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (!used.length) return null;
      usedRecovery = true;
    } else {
      const step = acceptedStep(factor.secret, code);
      // Each step once: a code seen on a shoulder or in a log cannot be played again.
      if (step === null || step <= factor.lastStep) return null;
      await tx.update(staffSecondFactors).set({ lastStep: step }).where(eq(staffSecondFactors.memberId, member.id));
    }
    const claimed = await tx
      .update(secondFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(secondFactorChallenges.tokenHash, row.tokenHash), isNull(secondFactorChallenges.usedAt)))
      .returning({ tokenHash: secondFactorChallenges.tokenHash });
    if (!claimed.length) throw invalidChallenge();

    let recoveryCodes: string[] | null = null;
    if (!factor.enrolledAt) {
      await tx
        .update(staffSecondFactors)
        .set({ enrolledAt: sql`now()` })
        .where(eq(staffSecondFactors.memberId, member.id));
      recoveryCodes = await replaceRecoveryCodes(tx, member.id);
      await recordStaffAction(tx, member, { action: 'SECOND_FACTOR_ENROLLED', targetKind: 'STAFF', targetId: member.userId });
    }
    if (usedRecovery) await recordStaffAction(tx, member, { action: 'RECOVERY_CODE_USED', targetKind: 'STAFF', targetId: member.userId });
    await tx
      .update(members)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(members.id, member.id));
    const tokens = await issueTokens(tx, member.id, newFamily(false, row.deviceLabel, true));
    await recordStaffAction(tx, member, { action: 'SIGN_IN', targetKind: 'STAFF', targetId: member.userId });
    return { tokens, recoveryCodes };
  });
  if (!result) {
    await db
      .update(secondFactorChallenges)
      .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
      .where(eq(secondFactorChallenges.tokenHash, row.tokenHash));
    await recordFailure(db, keys);
    throw invalidCode();
  }
  await recordSuccess(db, keys);
  return { tokens: result.tokens, member, recoveryCodes: result.recoveryCodes };
}

/** Ten new recovery codes for the account (the old ones stop working); only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, memberId));
  await db.insert(staffRecoveryCodes).values(codes.map((c) => ({ memberId, codeHash: hash(normalRecovery(c)) })));
  return codes;
}

/** How many unused recovery codes the account has left. */
export async function recoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.memberId, memberId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Enrols a known secret at once (the demo's published secret; tests). */
export async function enrolKnownSecret(db: Db, memberId: number, secret: string): Promise<void> {
  await db
    .insert(staffSecondFactors)
    .values({ memberId, secret, enrolledAt: new Date() })
    .onConflictDoUpdate({ target: staffSecondFactors.memberId, set: { secret, enrolledAt: new Date() } });
}
