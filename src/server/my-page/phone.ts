import { badRequest } from '../http';
import type { Db } from '../db';
import type { Member } from '../db/schema';

// A new phone number is taken only from the member's own identity verification: a fresh, unused, successful result
// whose name and birth date are the member's. Until the identity provider is part of this server, no number changes.

export async function verifiedPhoneNumber(_db: Db, _member: Member, _certNum: string | null | undefined, _phone: string): Promise<string> {
  throw badRequest('휴대폰 번호는 본인인증을 마친 뒤에만 변경할 수 있습니다.');
}
