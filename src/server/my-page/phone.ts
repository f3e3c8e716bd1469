import { and, eq, ne } from 'drizzle-orm';
import { dashedPhone } from '../../api/schema/member-rules';
import type { Db } from '../db';
import { members, type Member } from '../db/schema';
import { ApiHttpError, badRequest } from '../http';
import { consumeVerification } from '../identity/results';

// A new phone number is taken only from the member's own identity verification: a fresh, unused, successful result
// whose name and birth date are the member's. The number is the verification's (one the form sends must agree).
// Call it inside the transaction that saves the number: a refusal or a failed save leaves the verification usable.

export const phoneTakenByOther = () =>
  new ApiHttpError(409, 'PHONE_TAKEN', '이미 다른 계정에 등록된 휴대폰 번호입니다. 고객센터로 문의해 주세요.');

export async function verifiedPhoneNumber(db: Db, member: Member, certNum: string | null | undefined, sent: string | null | undefined) {
  if (!certNum) throw badRequest('휴대폰 번호는 본인인증을 마친 뒤에만 변경할 수 있습니다.');
  const person = await consumeVerification(db, certNum);
  if (!person) throw badRequest('본인인증 결과가 없거나 만료되었습니다. 본인인증을 다시 진행해 주세요.');
  if (person.name !== member.name) throw badRequest('이름이 일치하지 않아 변경을 원하실 경우, 고객센터로 문의주세요.');
  if (person.birthDate !== member.birthDate) throw badRequest('생년월일이 일치하지 않아 변경을 원하실 경우, 고객센터로 문의주세요.');
  const phoneNumber = dashedPhone(person.phoneNumber) ?? person.phoneNumber;
  if (sent && dashedPhone(sent) !== phoneNumber) throw badRequest('본인인증한 휴대폰 번호와 보낸 번호가 다릅니다.');
  const [taken] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phoneNumber, phoneNumber), ne(members.id, member.id), ne(members.accountStatus, 'DELETED')))
    .limit(1);
  if (taken) throw phoneTakenByOther();
  return phoneNumber;
}
