import { defineEnum, type EnumValue } from './enum';

// The members' notifications (알림): what each one is about, with the Korean label the list shows. Re-exported by
// ./enums; the notification screens import this module directly, so other pages do not carry these labels.

export const NotificationKind = defineEnum({
  CONTRACT_APPROVED: '계약 승인',
  CONTRACT_REJECTED: '계약 반려',
  CONTRACT_ENDED: '계약 종료',
  CSO_APPROVED: 'CSO 신고증 승인',
  CSO_REJECTED: 'CSO 신고증 반려',
  ACCOUNT_SUSPENDED: '이용 정지',
  ACCOUNT_RESTORED: '이용 정지 해제',
  BANK_ACCOUNT_CHANGED: '정산 계좌 변경',
  PRESCRIPTION_COMPLETED: '실적 입력 완료',
  PRESCRIPTION_REOPENED: '실적 재검토',
  SETTLEMENT_CONFIRMED: '정산 확정',
  SETTLEMENT_REQUEST_ANSWERED: '정산 문의 답변',
  INQUIRY_ANSWERED: '1:1 문의 답변',
  POST_HIDDEN: '게시글 숨김',
  COMMUNITY_SUSPENDED: '커뮤니티 이용 제한',
  COMMENT_ON_POST: '새 댓글',
  NOTICE_PUBLISHED: '새 공지',
  SYSTEM: '안내',
});
export type NotificationKind = EnumValue<typeof NotificationKind>;

/** Who every notification is from, as the member reads it: the team, never a staff member's name. */
export const NOTIFICATION_SENDER = '운영팀';
