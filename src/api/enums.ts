import { defineEnum, type EnumValue } from './enum';

// Every enum of the contract with its Korean label, in one place.

export const MemberType = defineEnum({ NONE: '프리랜서', CSO: 'CSO', INDIVIDUAL: '개인', ORGANIZATION: '법인' });
export type MemberType = EnumValue<typeof MemberType>;

/** Member types that count as contract members (performance and settlement groups). */
export const contractMemberTypes: readonly MemberType[] = ['INDIVIDUAL', 'ORGANIZATION'];
/** Member types that count as CSO members (anonymous board). */
export const csoMemberTypes: readonly MemberType[] = ['CSO', 'INDIVIDUAL', 'ORGANIZATION'];
export const isContractMember = (t: MemberType | null | undefined) => !!t && contractMemberTypes.includes(t);
export const isCsoMember = (t: MemberType | null | undefined) => !!t && csoMemberTypes.includes(t);
/** The header badge: 계약중 for contract members, 검토중 while their contract application is under review, else 미계약. */
export type ContractBadgeKind = 'CONTRACTED' | 'REVIEW' | 'NONE';
export const contractBadgeKind = (t: MemberType, status?: PartnerContractStatus | null): ContractBadgeKind =>
  isContractMember(t) ? 'CONTRACTED' : status === 'PENDING' ? 'REVIEW' : 'NONE';
const contractBadgeLabels: Record<ContractBadgeKind, string> = { CONTRACTED: '계약중', REVIEW: '검토중', NONE: '미계약' };
export const contractBadgeLabel = (t: MemberType, status?: PartnerContractStatus | null) =>
  contractBadgeLabels[contractBadgeKind(t, status)];

export const PartnerContractStatus = defineEnum({ PENDING: '미계약', APPROVED: '계약중', REJECTED: '반려', CANCELLED: '미계약' });
export type PartnerContractStatus = EnumValue<typeof PartnerContractStatus>;

export const PartnerContractType = defineEnum({ INDIVIDUAL: '개인계약', ORGANIZATION: '법인계약' });
export type PartnerContractType = EnumValue<typeof PartnerContractType>;

export const PartnerContractFileType = defineEnum({
  BUSINESS_REGISTRATION: '사업자등록증',
  SUBCONTRACT_AGREEMENT: '재위탁계약서',
  CSO_CERTIFICATE: 'CSO 신고증',
  SALES_EDUCATION_CERT: '판매위수탁 교육이수증',
});
export type PartnerContractFileType = EnumValue<typeof PartnerContractFileType>;

export const ContractStatus = defineEnum({ CONTRACT: '계약', NON_CONTRACT: '미계약' });
export type ContractStatus = EnumValue<typeof ContractStatus>;

export const BoardType = defineEnum({
  ANONYMOUS: '익명게시판',
  MR_CSO_MATCHING: '신규처 매칭',
  NOTICE: '공지사항',
  INQUIRY: '1:1 문의',
  FAQ: 'FAQ',
  CSO_A_TO_Z: 'CSO A to Z',
  EVENT: '이벤트',
  SALES_AGENCY: '영업대행상품',
  PRODUCT: '제품',
});
export type BoardType = EnumValue<typeof BoardType>;

export const NoticeType = defineEnum({
  PRODUCT_STATUS: '제품현황',
  MANUFACTURING_SUSPENSION: '정산 및 생산중단',
  NEW_PRODUCT: '신제품 정보',
  POLICY: '제약사 정책',
  GENERAL: '일반공지',
  ANONYMOUS_BOARD: '익명게시판',
  MR_CSO_MATCHING: '신규처 매칭',
});
export type NoticeType = EnumValue<typeof NoticeType>;

export const ExposureRange = defineEnum({ ALL: '전체', CONTRACTED: '계약', UNCONTRACTED: '미계약' });
export type ExposureRange = EnumValue<typeof ExposureRange>;

export const BoardSortType = defineEnum({ LATEST: '최신순', VIEWS: '인기순', LIKES: '좋아요순', COMMENTS: '댓글순' });
export type BoardSortType = EnumValue<typeof BoardSortType>;

export const ProductSortType = defineEnum({
  LATEST: '최신순',
  PRICE_ASC: '약가 낮은순',
  PRICE_DESC: '약가 높은순',
  FEE_RATE_ASC: '기본수수료율 낮은순',
  FEE_RATE_DESC: '기본수수료율 높은순',
});
export type ProductSortType = EnumValue<typeof ProductSortType>;

export const PrescriptionStatus = defineEnum({ PENDING: '접수대기', IN_PROGRESS: '처리중', COMPLETED: '입력완료' });
export type PrescriptionStatus = EnumValue<typeof PrescriptionStatus>;

/** The EDI list's search field (the keyword box's placeholder follows it). */
export const PrescriptionSearchField = defineEnum({ institutionName: '거래처명', dealerName: '딜러명' });
export type PrescriptionSearchField = EnumValue<typeof PrescriptionSearchField>;
export const DEFAULT_PRESCRIPTION_SEARCH_FIELD: PrescriptionSearchField = 'institutionName';

/** Why an entry of an EDI zip was skipped (the message sent with it says the details in Korean). */
export const FileValidationError = defineEnum({
  INVALID_EXTENSION: '허용되지 않는 파일 형식',
  INVALID_FILENAME_FORMAT: '파일 이름 형식 오류',
  DEALER_NOT_FOUND: '딜러 없음',
  PARTNER_NOT_FOUND: '거래처 없음',
  DRUG_COMPANY_NOT_FOUND: '제약사 없음',
  INVALID_MONTH_FORMAT: '처방월 오류',
  DUPLICATE_DEALER_PARTNER_DRUG_COMPANY: '중복 등록',
  DRUG_COMPANY_MISMATCH: '제약사 불일치',
});
export type FileValidationError = EnumValue<typeof FileValidationError>;

/** 문전약국 state of a client institution. */
export const PharmacyStatus = defineEnum({ NORMAL: '정상', CLOSED: '폐업', DELETED: '삭제됨', NONE: '' });
export type PharmacyStatus = EnumValue<typeof PharmacyStatus>;

export const PrescriptionType = defineEnum({ INDIVIDUAL: '개별', BUNDLE: '묶음' });
export type PrescriptionType = EnumValue<typeof PrescriptionType>;

export const ApprovalStatus = defineEnum({ PENDING: '승인대기', APPROVED: '승인', REJECTED: '반려', CANCELLED: '취소' });
export type ApprovalStatus = EnumValue<typeof ApprovalStatus>;

// The settlements' enums live in a module of their own (first-visit JavaScript of the other islands).
export * from './settlement-enums';
// The notifications' kinds too (the notification screens import them directly).
export * from './notification-enums';

export const ReportType = defineEnum({
  SPAM: '홍보/스팸',
  ILLEGAL_CONTENT: '음란물',
  ABUSE: '욕설/비속어',
  PERSONAL_INFORMATION: '개인정보 노출',
  OTHER: '기타',
});
export type ReportType = EnumValue<typeof ReportType>;

/**
 * The reasons the report dialog offers, in its order (the first is the default): each label is sent as
 * `reportContent` with the report type it belongs to.
 */
export const reportReasons: ReadonlyArray<{ label: string; reportType: ReportType }> = [
  { label: '홍보/스팸', reportType: 'SPAM' },
  { label: '음란물', reportType: 'ILLEGAL_CONTENT' },
  { label: '욕설/비속어', reportType: 'ABUSE' },
  { label: '도배성 글', reportType: 'OTHER' },
  { label: '개인정보 노출', reportType: 'PERSONAL_INFORMATION' },
  { label: '부적절한 닉네임 신고', reportType: 'OTHER' },
  { label: '특정인 비방', reportType: 'OTHER' },
];

/** The community boards, their URL slugs and the notice type pinned above each. */
export const communityBoards = {
  MR_CSO_MATCHING: { slug: 'mr_cso_matching', pinnedNoticeType: 'MR_CSO_MATCHING' },
  ANONYMOUS: { slug: 'anonymous', pinnedNoticeType: 'ANONYMOUS_BOARD' },
} as const satisfies Record<string, { slug: string; pinnedNoticeType: NoticeType }>;
export type CommunityBoardType = keyof typeof communityBoards;
export const isCommunityBoard = (t: BoardType): t is CommunityBoardType => t in communityBoards;

/** The two orders of the trending box (인기순, 댓글순). */
export const trendingSorts: readonly BoardSortType[] = ['VIEWS', 'COMMENTS'];

export const EventStatus = defineEnum({ IN_PROGRESS: '진행중', FINISHED: '종료' });
export type EventStatus = EnumValue<typeof EventStatus>;

export const BannerPosition = defineEnum({
  ALL: '전체',
  POPUP: '팝업',
  PC_MAIN: 'PC 메인',
  PC_COMMUNITY: 'PC 커뮤니티',
  MOBILE_MAIN: '모바일 메인',
});
export type BannerPosition = EnumValue<typeof BannerPosition>;

export const UploadKind = defineEnum({ EDITOR: '본문 이미지', ATTACHMENT: '첨부파일' });
export type UploadKind = EnumValue<typeof UploadKind>;

export const AccountStatus = defineEnum({ ACTIVATED: '활성', BLOCKED: '비활성', DELETED: '탈퇴' });
export type AccountStatus = EnumValue<typeof AccountStatus>;

export const Role = defineEnum({ USER: '사용자', ADMIN: '관리자', SUPER_ADMIN: '슈퍼 관리자' });
export type Role = EnumValue<typeof Role>;
// Staff permissions, and who counts as the content editor, live with the console's enums.
export * from './staff-enums';
// The console's member management (the states of a bank account change).
export * from './member-admin-enums';

export const Gender = defineEnum({ MALE: '남성', FEMALE: '여성' });
export type Gender = EnumValue<typeof Gender>;

export const Platform = defineEnum({ android: 'Android', ios: 'iOS', other: '기타' });
export type Platform = EnumValue<typeof Platform>;

// Content and customer service.

/** Who a banner is for; the server maps it onto exposure ranges. */
export const BannerScope = defineEnum({ ENTIRE: '전체', CONTRACT: '계약', NON_CONTRACT: '미계약' });
export type BannerScope = EnumValue<typeof BannerScope>;

export const BannerStatus = defineEnum({ VISIBLE: '노출', HIDDEN: '미노출' });
export type BannerStatus = EnumValue<typeof BannerStatus>;

/** Banner scope ↔ exposure range: ENTIRE = ALL, CONTRACT = CONTRACTED, NON_CONTRACT = UNCONTRACTED. */
export const bannerScopeRange: Record<BannerScope, ExposureRange> = { ENTIRE: 'ALL', CONTRACT: 'CONTRACTED', NON_CONTRACT: 'UNCONTRACTED' };

/** What a stored file is: the contract's attachment types (UploadKind) plus the images of events and banners. */
export const FileKind = defineEnum({
  EDITOR: '본문 이미지',
  ATTACHMENT: '첨부파일',
  THUMBNAIL: '썸네일',
  BANNER: '배너 이미지',
  EDI: 'EDI 파일',
  COMPLIANCE: '컴플라이언스 증빙',
});
export type FileKind = EnumValue<typeof FileKind>;

/** The five notice categories of the notice board (the two board-pinned types are not categories of it). */
export const noticeCategories: readonly NoticeType[] = ['PRODUCT_STATUS', 'MANUFACTURING_SUSPENSION', 'NEW_PRODUCT', 'POLICY', 'GENERAL'];

/** Source of a notice without a drug company. */
export const PORTAL_SOURCE_LABEL = '메디판다';
export const noticeSourceLabel = (drugCompany: string | null | undefined) => drugCompany?.trim() || PORTAL_SOURCE_LABEL;

/** 1:1 inquiry state, derived from `hasChildren` (an answer is a child post). */
export const InquiryStatus = defineEnum({ WAITING: '답변 대기중', ANSWERED: '답변 완료' });
export type InquiryStatus = EnumValue<typeof InquiryStatus>;
export const inquiryStatusOf = (hasChildren: boolean): InquiryStatus => (hasChildren ? 'ANSWERED' : 'WAITING');

/** Author shown for a post whose nickname is hidden. */
export const ANONYMOUS_AUTHOR = '익명';
/** In a thread that hides names: the post's author is 글쓴이, every other commenter 익명1, 익명2, … (per post, stable). */
export const POST_AUTHOR_LABEL = '글쓴이';
export const anonymousCommenter = (n: number) => `${ANONYMOUS_AUTHOR}${n}`;
/** Author shown for content of a member who left. */
export const FORMER_MEMBER_LABEL = '탈퇴한 회원';

/** Exposure ranges a member type sees besides ALL; null = signed out (ALL only). */
export function exposureRangesFor(memberType: MemberType | null | undefined): ExposureRange[] {
  if (!memberType) return ['ALL'];
  return isContractMember(memberType) ? ['ALL', 'CONTRACTED'] : ['ALL', 'UNCONTRACTED'];
}

// Products and sales-agency products.

/** Currency of a product price. */
export const PriceUnit = defineEnum({ KRW: '원', USD: '달러', EUR: '유로' });
export type PriceUnit = EnumValue<typeof PriceUnit>;

/** The sorts the product search offers, in the screen's order; the first is the default. */
export const productSortOptions: readonly ProductSortType[] = ['FEE_RATE_DESC', 'FEE_RATE_ASC', 'PRICE_DESC', 'PRICE_ASC', 'LATEST'];
export const DEFAULT_PRODUCT_SORT: ProductSortType = 'FEE_RATE_DESC';

/** Where the product search keyword looks; the values are the query parameters of `GET /v1/products`. */
export const ProductSearchField = defineEnum({ composition: '성분명', productName: '제품명', manufacturerName: '제약사명' });
export type ProductSearchField = EnumValue<typeof ProductSearchField>;
export const DEFAULT_PRODUCT_SEARCH_FIELD: ProductSearchField = 'composition';

/** Status flags of a product (the boolean filters of `GET /v1/products`); omitted = no filter. */
export const ProductFlag = defineEnum({
  isAcquisition: '취급품목',
  isPromotion: '프로모션',
  isOutOfStock: '품절',
  isStopSelling: '판매중단',
});
export type ProductFlag = EnumValue<typeof ProductFlag>;

/** The derived 상태 text of a product: its flags' labels joined with ", ", or "-". */
export function productStatusLabel(p: Partial<Record<ProductFlag, boolean | null>>): string {
  const on = ProductFlag.values.filter((flag) => p[flag]);
  return on.length ? on.map((flag) => ProductFlag.label(flag)).join(', ') : '-';
}

/** What the apply button of a sales-agency product says. */
export const SalesAgencyApplyState = defineEnum({ OPEN: '영업대행 신청하기', APPLIED: '영업대행 신청완료', ENDED: '종료된 상품입니다' });
export type SalesAgencyApplyState = EnumValue<typeof SalesAgencyApplyState>;
/** A member who applied keeps seeing 신청완료 after the end; others see 종료 once the end date (UTC, zone-less) has passed. */
export const salesAgencyApplyState = (p: { applied: boolean; endDate: string }, now = Date.now()): SalesAgencyApplyState =>
  p.applied ? 'APPLIED' : Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(p.endDate) ? p.endDate : `${p.endDate}Z`) < now ? 'ENDED' : 'OPEN';
