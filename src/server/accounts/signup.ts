import { randomInt } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { SignupRequest } from '../../api/schema/members';
import { CSO_CERT_EXTENSIONS } from '../../api/schema/member-rules';
import { hashPassword } from '../auth/passwords';
import { insertFileRows, withStagedFiles } from '../files/staged';
import type { Db } from '../db';
import { members, memberSignups, storedFiles, type ConsentChannel } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { consumeVerification, readVerification, tryVerification } from '../identity/results';
import { acceptFile, extensionOf, cleanFileName } from '../files/uploads';
import { violatedUnique } from './unique';

// Sign-up. The person (name, birth date, gender, phone) is the identity verification's, used up in the same
// transaction that creates the member, so a failed sign-up leaves it usable and two sign-ups cannot share it. The
// unique indexes decide races: one login id ever (withdrawn members keep their row), one live account per phone.
// The verification is checked (and the try counted) before anything else, above all before the password hash: a
// made-up or spent certNum costs a lookup, never a hash.

type Signup = Omit<SignupRequest, 'referralCode'> & { referralCode?: string | null };

export const userIdTaken = () => new ApiHttpError(409, 'USER_ID_TAKEN', '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.');
export const phoneTaken = () =>
  new ApiHttpError(409, 'PHONE_TAKEN', '이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.');
export const identityMissing = () =>
  new ApiHttpError(400, 'IDENTITY_REQUIRED', '본인인증이 만료되었거나 이미 사용되었습니다. 본인인증을 다시 진행해 주세요.');

/**
 * Is a login id free? Compared without case, against every member ever (withdrawn ones included), and against every
 * nickname: a login id that is someone's nickname would make that nickname read as a login id. (The new member's
 * nickname is the login id itself, so the nickname index decides a race with a nickname change.)
 */
export async function isUserIdFree(db: Db, userId: string): Promise<boolean> {
  const lower = userId.toLowerCase();
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(or(sql`lower(${members.userId}) = ${lower}`, sql`lower(${members.nickname}) = ${lower}`))
    .limit(1);
  return !row;
}

/** Is a phone number free (no live account has it)? */
export async function isPhoneFree(db: Db, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phoneNumber, phoneNumber), ne(members.accountStatus, 'DELETED')))
    .limit(1);
  return !row;
}

/**
 * Is the phone number of the caller's own identity verification free? Answered only for that verification's number
 * (`phone`, when sent, must be it): a number alone answers `true` whatever it is, since the truth would tell anyone
 * which numbers are registered; the sign-up's unique index still refuses a taken one (409 PHONE_TAKEN).
 */
export async function isVerifiedPhoneFree(db: Db, query: { certNum?: string; phone?: string }, now = new Date()): Promise<boolean> {
  if (!query.certNum) return true;
  const state = await readVerification(db, query.certNum, now);
  if (state.status !== 'SUCCESS') throw identityMissing();
  if (query.phone && query.phone !== state.person.phoneNumber)
    throw badRequest('본인인증한 휴대폰 번호만 확인할 수 있습니다. 본인인증을 다시 진행해 주세요.');
  return isPhoneFree(db, state.person.phoneNumber);
}

/** Checks the CSO certificate: jpg, jpeg, png or pdf, content matching, at most 10 MB. */
export async function acceptCsoCertificate(file: File) {
  const name = cleanFileName(file.name);
  if (!(CSO_CERT_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    throw new ApiHttpError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      `CSO 신고증은 ${CSO_CERT_EXTENSIONS.join(', ')} 파일만 올릴 수 있습니다. (${name})`,
    );
  }
  return acceptFile(file, 'attachment');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () => Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

/**
 * Creates the member; answers its id. Throws 400 / 409 in Korean. `consentChannel` records where the required consents
 * were given (LEGACY_FORM: the old app, which shows the terms itself; legacy-signup.ts).
 */
export async function signUp(
  db: Db,
  request: Signup,
  certificate: File | null,
  now = new Date(),
  consentChannel: ConsentChannel = 'PORTAL',
): Promise<number> {
  if (!(await tryVerification(db, request.certNum, now))) throw identityMissing();
  const accepted = certificate ? await acceptCsoCertificate(certificate) : null;
  let referrerId: number | null = null;
  if (request.referralCode) {
    const [referrer] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.referralCode, request.referralCode), eq(members.accountStatus, 'ACTIVATED')))
      .limit(1);
    if (!referrer) throw badRequest('추천인 코드를 찾을 수 없습니다. 코드를 확인하거나 비워 두세요.');
    referrerId = referrer.id;
  }
  if (!(await isUserIdFree(db, request.userId))) throw userIdTaken();
  const passwordHash = await hashPassword(request.password);
  const marketing = request.marketingAgreement ?? { sms: false, email: false, push: false };
  const at = (agreed: boolean | undefined) => (agreed ? now : null);
  try {
    // The certificate's bytes first; its row and the member in one transaction (the bytes are removed if it fails).
    return await withStagedFiles('ATTACHMENT', accepted ? [accepted] : [], (staged) =>
      db.transaction(async (tx) => {
        const [stored] = await insertFileRows(tx, staged, { kind: 'ATTACHMENT' });
        const person = await consumeVerification(tx as unknown as Db, request.certNum, now);
        if (!person) throw identityMissing();
        if (!(await isPhoneFree(tx as unknown as Db, person.phoneNumber))) throw phoneTaken();
        const [member] = await tx
          .insert(members)
          .values({
            userId: request.userId,
            passwordHash,
            name: person.name,
            nickname: request.userId,
            email: request.email,
            phoneNumber: person.phoneNumber,
            birthDate: person.birthDate,
            gender: person.gender,
            referralCode: newReferralCode(),
            csoCertUrl: stored ? `/v1/files/${stored.id}` : null,
            csoCertSubmittedAt: stored ? now : null,
            marketingSms: !!marketing.sms,
            marketingEmail: !!marketing.email,
            marketingPush: !!marketing.push,
            marketingSmsAgreedAt: at(marketing.sms),
            marketingEmailAgreedAt: at(marketing.email),
            marketingPushAgreedAt: at(marketing.push),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: members.id });
        if (!member) throw new Error('sign-up inserted no member');
        await tx.insert(memberSignups).values({
          memberId: member.id,
          certNum: request.certNum,
          termsAgreedAt: now,
          privacyAgreedAt: now,
          consentChannel,
          referrerId,
          createdAt: now,
        });
        if (stored) await tx.update(storedFiles).set({ uploaderId: member.id }).where(eq(storedFiles.id, stored.id));
        return member.id;
      }),
    );
  } catch (err) {
    const index = violatedUnique(err);
    if (index === 'members_user_id_key' || index === 'members_user_id_lower_key') throw userIdTaken();
    if (index === 'members_phone_number_key') throw phoneTaken();
    if (index === 'member_signups_cert_num_key') throw identityMissing();
    // Someone took the login id as their nickname meanwhile: the login id is taken (nothing was written).
    if (index === 'members_nickname_key' || index === 'members_nickname_lower_key') throw userIdTaken();
    throw err;
  }
}
