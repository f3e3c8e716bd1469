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

/** What was given to healthcare professionals (지출보고서 장부), in the order the form offers them. */
export const ExpenditureKind = defineEnum({
  BRIEFING_SINGLE: '제품설명회(단일 요양기관)',
  BRIEFING_MULTI: '제품설명회(복수 요양기관)',
  SAMPLE: '견본품',
  SURVEY: '시판 후 조사',
  CONFERENCE: '학술대회 지원',
  OTHER: '기타',
});
export type ExpenditureKind = EnumValue<typeof ExpenditureKind>;

/** A limit an expenditure entry breaks (saved anyway, flagged with the rule). */
export const ExpenditureWarningCode = defineEnum({
  FOOD_PER_PERSON_DAY: '1인 1일 식음료 한도 초과',
  BRIEFING_MONTHLY_COUNT: '월 제품설명회 횟수 초과',
  ITEM_VALUE: '판촉물 한도 초과',
  SOUVENIR_VALUE: '기념품 한도 초과',
  SURVEY_FEE: '증례당 사례비 한도 초과',
});
export type ExpenditureWarningCode = EnumValue<typeof ExpenditureWarningCode>;

/** What an audit row is about. */
export const AuditEntity = defineEnum({
  COMPLIANCE_RECORD: '신고증·교육 기록',
  REDELEGATION_NOTICE: '재위탁 통보',
  DEALER_CONTRACT: '재위탁계약',
  EXPENDITURE: '지출 기록',
});
export type AuditEntity = EnumValue<typeof AuditEntity>;

export const AuditAction = defineEnum({ CREATE: '등록', UPDATE: '변경', DELETE: '삭제' });
export type AuditAction = EnumValue<typeof AuditAction>;
