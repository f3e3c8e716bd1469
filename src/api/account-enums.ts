import { defineEnum, type EnumValue } from './enum';

// Enums of identity verification, sign-up and account recovery, with the Korean label each one shows.

/** Where an identity verification stands: SUCCESS, FAIL and NOT_FOUND are final; PENDING means "keep waiting". */
export const KmcResultStatus = defineEnum({ PENDING: '진행 중', SUCCESS: '인증 완료', FAIL: '인증 실패', NOT_FOUND: '인증 정보 없음' });
export type KmcResultStatus = EnumValue<typeof KmcResultStatus>;

/** The consents a sign-up records (marketing consents live on the member row). */
export const ConsentKind = defineEnum({ TERMS: '이용약관', PRIVACY: '개인정보 처리방침' });
export type ConsentKind = EnumValue<typeof ConsentKind>;
