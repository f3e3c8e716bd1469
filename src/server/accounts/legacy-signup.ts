import type { InferOutput } from 'valibot';
import type { legacySignupRequestSchema } from '../../api/schema/members';
import type { Db } from '../db';
import { ApiHttpError } from '../http';
import { LEGACY_SIGNUP_SECONDS, newestVerificationOf, tryVerification } from '../identity/results';
import type { VerifiedPerson } from '../identity/provider';
import { signUp } from './signup';

// The old app's sign-up: no certNum, no consent fields, the person in the body. Accepted only when the same phone
// number finished an identity verification in the last LEGACY_SIGNUP_SECONDS, started by this same browser (its
// identity cookie, identity/client-binding.ts: name, birth date and phone number are no secret, so without it anyone
// knowing them could claim a person's fresh verification), and the name and birth date (and the gender, when sent)
// match it; that verification is then used exactly as a certNum sign-up uses it (counted try, used
// up in the member's transaction, so one verification makes one member). The stored person is the verification's.
// The required consents are recorded as given through the legacy form (the old app shows the terms itself). Every
// other rule (login id, password, phone taken, referral code, budget) is our form's: signUp() does the rest.

type LegacySignup = InferOutput<typeof legacySignupRequestSchema>;

/**
 * One answer for "no verification", "another browser's" and "does not match", so the form never tells which numbers
 * were verified.
 */
export const legacyIdentityRefused = () =>
  new ApiHttpError(
    400,
    'IDENTITY_REQUIRED',
    '본인인증 정보와 가입 정보(이름, 생년월일, 휴대폰 번호)가 일치하지 않거나 본인인증이 만료되었습니다. 본인인증을 다시 진행해 주세요.',
  );

/** Names compared as people read them: Unicode NFC, no outer spaces, inner runs of spaces as one. */
const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ');
  return norm(a) === norm(b);
};

/** Whether the body's person is the verified one (phone already matched by the lookup; dates both yyyy-MM-dd). */
function matches(request: LegacySignup, person: VerifiedPerson): boolean {
  if (!sameName(request.name, person.name) || request.birthDate !== person.birthDate) return false;
  return !request.gender || request.gender === person.gender;
}

/**
 * Creates the member of a legacy sign-up; answers its id. `clientNonceHash` is the request's identity cookie's hash
 * (null without one). Throws 400 IDENTITY_REQUIRED / our form's 400 / 409.
 */
export async function signUpLegacy(
  db: Db,
  request: LegacySignup,
  certificate: File | null,
  clientNonceHash: string | null,
  now = new Date(),
): Promise<number> {
  if (!clientNonceHash) throw legacyIdentityRefused();
  const found = await newestVerificationOf(db, request.phoneNumber, clientNonceHash, LEGACY_SIGNUP_SECONDS, now);
  if (!found) throw legacyIdentityRefused();
  if (!matches(request, found.person)) {
    // A wrong guess at the person spends one of the verification's tries, as a failed certNum form does.
    await tryVerification(db, found.certNum, now);
    throw legacyIdentityRefused();
  }
  const { userId, password, email, referralCode, marketingAgreement } = request;
  return signUp(
    db,
    { userId, password, email, referralCode, marketingAgreement, certNum: found.certNum, termsAgreed: true, privacyAgreed: true },
    certificate,
    now,
    'LEGACY_FORM',
  );
}
