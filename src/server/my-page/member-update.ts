import { eq, sql } from 'drizzle-orm';
import { certificateFileId, certificateUrl } from '../../api/cso-certificate';
import { CSO_CERT_EXTENSIONS } from '../../api/schema/member-rules';
import type { MemberUpdateRequest } from '../../api/schema/my-page';
import { violatedUnique } from '../accounts/unique';
import { forgetMember } from '../auth/sessions';
import { insertFileRows, withStagedFiles, type StagedFiles } from '../files/staged';
import type { Db } from '../db';
import { members, type Member, type NewMember } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { acceptFile, extensionOf, type AcceptedFile } from '../files/uploads';
import { phoneTakenByOther, verifiedPhoneNumber } from './phone';
import { removeCertificate } from './withdraw';

// What `PATCH /v1/members/{userId}` changes: the e-mail, the marketing consents (each consent's time is when it was
// given, cleared when taken back), the phone number (only from the member's own identity verification; run this in the
// transaction that saves the changes) and the CSO certificate (while the member has none approved; its bytes are
// staged before the transaction, its row inserted in it). Name, birth date and nickname may only repeat the member's
// own. A new certificate is sent for review (cso_cert_submitted_at) and clears the reason of an earlier refusal.

type Changes = Partial<Pick<NewMember, 'email' | 'phoneNumber' | 'csoCertUrl'>> & Record<string, unknown>;

const unchangeable = (what: string) => badRequest(`${what}은(는) 여기에서 변경할 수 없습니다.`);

export async function memberChanges(db: Db, member: Member, request: MemberUpdateRequest, certificate: StagedFiles): Promise<Changes> {
  if (request.name != null && request.name !== member.name) throw unchangeable('이름');
  if (request.birthDate != null && request.birthDate !== member.birthDate) throw unchangeable('생년월일');
  if (request.nickname != null && request.nickname !== member.nickname) throw unchangeable('닉네임');
  const changes: Changes = {};
  if (request.email != null && request.email !== member.email) changes.email = request.email;
  const samePhone = request.phoneNumber == null || request.phoneNumber.replace(/\D/g, '') === member.phoneNumber.replace(/\D/g, '');
  if (request.certNum || !samePhone) {
    const phoneNumber = await verifiedPhoneNumber(db, member, request.certNum, request.phoneNumber);
    if (phoneNumber !== member.phoneNumber) changes.phoneNumber = phoneNumber;
  }
  const consent = request.marketingAgreement;
  if (consent) {
    const now = new Date();
    if (consent.sms !== member.marketingSms)
      Object.assign(changes, { marketingSms: consent.sms, marketingSmsAgreedAt: consent.sms ? now : null });
    if (consent.email !== member.marketingEmail)
      Object.assign(changes, { marketingEmail: consent.email, marketingEmailAgreedAt: consent.email ? now : null });
    if (consent.push !== member.marketingPush)
      Object.assign(changes, { marketingPush: consent.push, marketingPushAgreedAt: consent.push ? now : null });
  }
  const [stored] = await insertFileRows(db, certificate, { kind: 'ATTACHMENT', uploaderId: member.id });
  // A new certificate goes to the review queue as sent now; an earlier refusal is answered by it.
  if (stored)
    Object.assign(changes, {
      csoCertUrl: certificateUrl(stored.id, stored.originalName),
      csoCertSubmittedAt: new Date(),
      csoCertRejectionReason: null,
    });
  return changes;
}

/** Checks a new CSO certificate of the member (409 / 415 / 413 in Korean); its bytes are staged before the change. */
export async function acceptCertificate(member: Member, file: File): Promise<AcceptedFile> {
  if (member.partnerContractStatus !== 'NONE')
    throw new ApiHttpError(409, 'CERTIFICATE_APPROVED', 'CSO 신고증이 이미 승인되어 새로 올릴 필요가 없습니다.');
  if (!(CSO_CERT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    throw new ApiHttpError(415, 'UNSUPPORTED_FILE_TYPE', 'CSO 신고증은 jpg, jpeg, pdf, png 파일만 올릴 수 있습니다.');
  }
  return acceptFile(file, 'attachment');
}

/**
 * Saves my info: a new certificate's bytes are staged first (from the member's upload quota), then one transaction
 * checks the changes and saves them with the certificate's file row. The certificate it replaces is deleted after.
 */
export async function updateMemberInfo(db: Db, member: Member, request: MemberUpdateRequest, file: File | undefined): Promise<void> {
  const certificate = file ? [await acceptCertificate(member, file)] : [];
  const changes = await withStagedFiles(
    'ATTACHMENT',
    certificate,
    (staged) =>
      db.transaction(async (tx) => {
        const found = await memberChanges(tx, member, request, staged);
        if (Object.keys(found).length) {
          await tx
            .update(members)
            .set({ ...found, updatedAt: sql`now()` })
            .where(eq(members.id, member.id));
        }
        return found;
      }),
    { db, memberId: member.id },
  ).catch((err: unknown) => {
    // Another account took the number between the check and the save.
    throw violatedUnique(err) === 'members_phone_number_key' ? phoneTakenByOther() : err;
  });
  forgetMember(member.id);
  const replaced = changes.csoCertUrl ? certificateFileId(member.csoCertUrl) : null;
  if (replaced) await removeCertificate(db, member.id, replaced);
}
