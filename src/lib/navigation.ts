// What the header menu, the tabbed groups and the sidebars show, in one place.

export interface NavItem {
  label: string;
  href: string;
  /** Other path prefixes that light this item up. */
  also?: string[];
}

export const mainMenu: NavItem[] = [
  { label: '제품검색', href: '/products' },
  { label: '실적관리', href: '/prescriptions', also: ['/dealers'] },
  { label: '정산', href: '/settlement-drug-company', also: ['/settlement-list', '/sales-statistic'] },
  { label: '컴플라이언스', href: '/compliance' },
  { label: '커뮤니티', href: '/community' },
  { label: '영업대행상품', href: '/sales-agency-products' },
  { label: '이벤트', href: '/events' },
  { label: '공지사항', href: '/customer-service/notice', also: ['/customer-service'] },
];

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export const tabGroups = {
  performance: {
    title: '실적관리',
    items: [
      { label: '실적입력(EDI)', href: '/prescriptions' },
      { label: '소속딜러 관리', href: '/dealers' },
      { label: '한번에 업로드', href: '/prescriptions/bulk' },
    ],
  },
  settlement: {
    title: '정산',
    items: [
      { label: '제약사별 정산내역', href: '/settlement-drug-company' },
      { label: '딜러별 정산내역', href: '/settlement-list' },
      { label: '매출통계', href: '/sales-statistic' },
    ],
  },
  community: {
    title: '커뮤니티',
    items: [
      { label: '신규처 매칭', href: '/community/mr_cso_matching' },
      { label: '익명게시판', href: '/community/anonymous' },
    ],
  },
} satisfies Record<string, NavGroup>;
export type TabGroup = keyof typeof tabGroups;

export const sidebars = {
  customerService: {
    title: '고객센터',
    items: [
      { label: '공지사항', href: '/customer-service/notice' },
      { label: 'FAQ', href: '/customer-service/faq' },
      { label: '1:1 문의내역', href: '/customer-service/inquiry' },
    ],
  },
  mypage: {
    title: '마이페이지',
    items: [
      { label: '내정보관리', href: '/mypage/info' },
      { label: '수신설정', href: '/mypage/notification' },
      { label: '로그인 기기 관리', href: '/mypage/devices' },
      { label: '회원탈퇴', href: '/mypage/withdraw' },
    ],
  },
} satisfies Record<string, NavGroup>;
export type Sidebar = keyof typeof sidebars;

export const footerLinks: NavItem[] = [
  { label: '이용약관', href: '/terms' },
  { label: '개인정보처리방침', href: '/privacy' },
  { label: '제휴문의', href: '/partnership' },
];

/** An item is current when the path is its target, below it, or below one of its other prefixes. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  return [item.href, ...(item.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
