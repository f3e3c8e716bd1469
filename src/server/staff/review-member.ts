import type { ReviewDocument, ReviewMember } from '../../api/types';
import { maskBirthDate, maskEmail, maskPhone } from '../../lib/mask';
import type { Member } from '../db/schema';
import { ApiHttpError, toWireDateTime } from '../http';

// What the review screens show of a member, masked as every operator answer is, and the refusals the reviews share.

export function reviewMemberOf(m: Member): ReviewMember {
  return {
    userId: m.userId,
    name: m.name,
    memberType: m.partnerContractStatus,
    contractStatus: m.contractStatus ?? null,
    accountStatus: m.accountStatus,
    phoneNumber: maskPhone(m.phoneNumber),
    email: maskEmail(m.email),
    birthYear: maskBirthDate(m.birthDate),
    registrationDate: toWireDateTime(m.createdAt),
  };
}

/** A document row as the viewer lists it. */
export const reviewDocumentOf = (
  file: { id: number; originalName: string; contentType: string; size: number },
  label: string,
  url: string,
  fileType: ReviewDocument['fileType'] = null,
): ReviewDocument => ({ id: file.id, fileType, label, name: file.originalName, contentType: file.contentType, size: file.size, url });

/** A second operator (or a second click) came after the decision: nothing changed. */
export const alreadyDecided = () =>
  new ApiHttpError(409, 'ALREADY_DECIDED', '이미 처리된 신청입니다. 화면을 새로 고쳐 현재 상태를 확인해 주세요.');
