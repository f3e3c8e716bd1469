// A staff account is a members row, and members rows need a nickname, a phone number and a birth date (partners give
// them at sign-up). Staff give a name, an e-mail address and maybe a phone; the rest are placeholders that cannot
// collide with anyone's real value:
// - nickname `운영자-<login id>`: a member's nickname has only letters, digits and underscores, so no member can hold
//   one with a hyphen, and login ids are unique without case, so neither can another staff account;
// - phone `staff-<login id>` when none is given: every member's number is stored as `010-1234-5678`, so it is never a
//   member's, it is unique among live accounts as the index asks, and it masks to nothing on screens;
// - birth date 1900-01-01: shown nowhere for staff (the column is required for partners' identity checks).
// No SMS, identity check or account recovery ever matches these values, which is the point: staff recover through a
// new enrolment link from another operator, never by phone.

/** Stored as the password hash until the person sets one through the link: no password ever verifies against it. */
export const STAFF_NO_PASSWORD = '!enrolment-pending';

export function staffPlaceholders(userId: string) {
  return {
    nickname: `운영자-${userId}`,
    phoneNumber: `staff-${userId.toLowerCase()}`,
    birthDate: '1900-01-01',
  };
}
