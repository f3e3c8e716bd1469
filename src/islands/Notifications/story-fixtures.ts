import type { NotificationItem } from '../../api/types';

// Notifications of the stories: a contract member's last weeks, newest first, the first three unread.

export const notificationItems: NotificationItem[] = [
  {
    id: 105,
    kind: 'SETTLEMENT_CONFIRMED',
    title: '정산이 확정되었습니다',
    body: '이번 달 정산 금액이 확정되었습니다. 정산 내역을 확인하고 정산요청 또는 이의신청을 남겨 주세요.',
    link: '/settlement-list',
    createdAt: '2026-11-23T01:20:00',
    readAt: null,
  },
  {
    id: 104,
    kind: 'SYSTEM',
    title: '서비스 점검 안내',
    body: '일요일 새벽 2시부터 4시까지 시스템 점검으로 포털을 잠시 이용할 수 없습니다.\n이용에 참고해 주세요.',
    link: null,
    createdAt: '2026-11-21T09:00:00',
    readAt: null,
  },
  {
    id: 103,
    kind: 'PRESCRIPTION_COMPLETED',
    title: '처방 실적 입력이 완료되었습니다',
    body: '접수하신 EDI의 제품 입력이 끝났습니다. 처방 실적에서 제품별 수량과 금액을 확인해 주세요.',
    link: '/prescriptions',
    createdAt: '2026-11-18T05:42:00',
    readAt: null,
  },
  {
    id: 102,
    kind: 'NOTICE_PUBLISHED',
    title: '새 공지: 연휴 기간 정산 일정 안내',
    body: '연휴로 이번 달 정산 확정일이 이틀 늦어집니다. 자세한 일정은 공지사항에서 확인해 주세요.',
    link: '/customer-service/notice',
    createdAt: '2026-11-03T00:10:00',
    readAt: '2026-11-04T02:00:00',
  },
  {
    id: 101,
    kind: 'CONTRACT_APPROVED',
    title: '파트너 계약이 승인되었습니다',
    body: '계약 심사가 끝났습니다. 이제 처방 실적을 접수하고 정산 내역을 확인할 수 있습니다.',
    link: '/partner-contract',
    createdAt: '2026-09-25T07:30:00',
    readAt: '2026-09-25T08:30:00',
  },
];

/** A rejection with its reason: the longest text a notification carries. */
export const longNotification: NotificationItem = {
  id: 201,
  kind: 'CONTRACT_REJECTED',
  title: '파트너 계약 신청이 반려되었습니다. 제출 서류를 확인한 뒤 다시 신청해 주세요',
  body:
    '사업자등록증의 상호와 신청서의 상호가 일치하지 않아 계약 신청을 반려했습니다. 사업자등록증 사본을 최신본으로 다시 올리고, ' +
    '정산 계좌의 예금주가 사업자 명의와 같은지 확인한 뒤 신청해 주세요. 궁금한 점은 1:1 문의로 남겨 주시면 순서대로 답변드립니다.',
  link: '/partner-contract',
  createdAt: '2026-11-23T02:05:00',
  readAt: null,
};
