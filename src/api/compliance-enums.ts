import { defineEnum, type EnumValue } from './enum';

// The compliance center's enums with their Korean labels. Re-exported by ./enums; islands import this module directly.

/** Whose item it is: the signed-in member, or one of their dealers (the person behind the dealer rows of one name). */
export const ComplianceSubject = defineEnum({ MEMBER: '본인', DEALER: '딜러' });
export type ComplianceSubject = EnumValue<typeof ComplianceSubject>;

/** What the law asks of each subject, in the order the list shows them. */
export const ComplianceKind = defineEnum({
  CSO_CERTIFICATE: 'CSO 신고증',
  INITIAL_TRAINING: '신규교육',
  REFRESHER_TRAINING: '보수교육',
});
export type ComplianceKind = EnumValue<typeof ComplianceKind>;

/** An item's status; the order is the list's order (what is late first). */
export const ComplianceStatus = defineEnum({
  OVERDUE: '기한 경과',
  MISSING: '미제출',
  DUE_SOON: '기한 임박',
  UPCOMING: '예정',
  DONE: '완료',
});
export type ComplianceStatus = EnumValue<typeof ComplianceStatus>;

/** A re-delegation notice's status; the order is the list's order. */
export const NoticeStatus = defineEnum({
  OVERDUE: '기한 경과',
  DUE_SOON: '기한 임박',
  TODO: '작성 전',
  SENT: '통보 완료',
});
export type NoticeStatus = EnumValue<typeof NoticeStatus>;
