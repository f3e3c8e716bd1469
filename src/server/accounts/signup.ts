import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SignupRequest } from '../../api/schema/members';
import { CSO_CERT_EXTENSIONS } from '../../api/schema/member-rules';
import { hashPassword } from '../auth/passwords';
import { insertFileRows, withStagedFiles } from '../content/files';
import type { Db } from '../db';
import { members, memberSignups, storedFiles } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { consumeVerification } from '../identity/results';
import { acceptFile, extensionOf, cleanFileName } from '../uploads';
import { violatedUnique } from './unique';

// Sign-up. The person (name, birth date, gender, phone) is the identity verification's, used up in the same
// transaction that creates the member, so a failed sign-up leaves it usable and two sign-ups cannot share it. The
// unique indexes decide races: one login id ever (withdrawn members keep their row), one live account per phone.

type Signup = Omit<SignupRequest, 'referralCode'> & { referralCode?: string | null };

export const userIdTaken = () => new ApiHttpError(409, 'USER_ID_TAKEN', '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.');
export const phoneTaken = () =>
  new ApiHttpError(409, 'PHONE_TAKEN', '이미 가입된 휴대폰 번호입니다. 아이디 찾기로 기존 계정을 확인해 주세요.');
const identityMissing = () =>
  new ApiHttpError(400, 'IDENTITY_REQUIRED', '본인인증이 만료되었거나 이미 사용되었습니다. 본인인증을 다시 진행해 주세요.');

/** Is a login id free? Compared without case, against every member ever (withdrawn ones included). */
export async function isUserIdFree(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.userId}) = ${userId.toLowerCase()}`)
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

/** Creates the member; answers its id. Throws 400 / 409 in Korean. */
export async function signUp(db: Db, request: Signup, certificate: File | null, now = new Date(), retries = 2): Promise<number> {
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
        const [nicknameTaken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(sql`lower(${members.nickname}) = ${request.userId.toLowerCase()}`)
          .limit(1);
        const [member] = await tx
          .insert(members)
          .values({
            userId: request.userId,
            passwordHash,
            name: person.name,
            nickname: nicknameTaken ? `${request.userId}${randomInt(1000, 10000)}` : request.userId,
            email: request.email,
            phoneNumber: person.phoneNumber,
            birthDate: person.birthDate,
            gender: person.gender,
            referralCode: newReferralCode(),
            csoCertUrl: stored ? `/v1/files/${stored.id}` : null,
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
    // The nickname (the login id, or it with a number) was taken meanwhile: pick again (nothing was written).
    if ((index === 'members_nickname_key' || index === 'members_nickname_lower_key') && retries > 0)
      return signUp(db, request, certificate, now, retries - 1);
    throw err;
  }
}
