// The groups (OpenAPI tags) of the API document: a route belongs to the first segment of its path after /v1. The
// Korean names are what the developer page shows; a segment missing here is still a group, named by the segment.

export const groupNames: Readonly<Record<string, string>> = {
  auth: '인증·세션',
  members: '회원',
  kmc: '본인인증',
  terms: '약관',
  boards: '게시판',
  comments: '댓글',
  reports: '신고',
  blocks: '차단',
  files: '파일',
  events: '이벤트',
  banners: '배너',
  prescriptions: '처방·EDI',
  hospitals: '요양기관',
  dealers: '딜러',
  partners: '거래처',
  'drug-companies': '제약사',
  settlements: '정산',
  'settlements-member-monthly': '월별 정산',
  products: '제품',
  'sales-agency-products': '영업대행 상품',
  compliance: '컴플라이언스',
  expenditures: '지출보고',
  'audit-log': '감사 기록',
  'partner-contracts': '파트너사 계약',
  notifications: '알림',
  health: '상태 확인',
  openapi: 'API 문서',
};

/** The group of a `/v1/…` path: its first segment (a file name's extension dropped). */
export function groupOf(path: string): string {
  const segment = path.replace(/^\/v1\/?/, '').split('/')[0] ?? '';
  return segment.replace(/\.[a-z]+$/, '') || 'v1';
}
