import type {
  AccountStatus,
  BannerPosition,
  BannerScope,
  BannerStatus,
  BoardType,
  ContractStatus,
  EventStatus,
  ExposureRange,
  Gender,
  MemberType,
  NoticeType,
  PartnerContractStatus,
  PriceUnit,
  ReportType,
  Role,
  UploadKind,
} from './enums';

// Response shapes of the contract (request types are derived from the schemas in ./schema). Timestamps are UTC ISO strings.

/** Spring page envelope; `page` is 0-based on the wire. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  sort: SortInfo;
  pageable: { offset: number; pageNumber: number; pageSize: number; paged: boolean; unpaged: boolean; sort: SortInfo };
}
export interface SortInfo {
  empty: boolean;
  sorted: boolean;
  unsorted: boolean;
}
/** Body of every error our /v1 server sends: a stable code and a Korean message. */
export interface ApiErrorBody {
  code: string;
  message: string;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  deviceUuid?: string | null;
}
export interface PublicKeyResponse {
  publicKey: string;
}

export interface MarketingAgreements {
  sms: boolean;
  email: boolean;
  push: boolean;
  smsAgreedAt?: string | null;
  emailAgreedAt?: string | null;
  pushAgreedAt?: string | null;
}

/** The session: `GET /v1/auth/me`. */
export interface MemberDetails {
  id: number;
  userId: string;
  name: string;
  nickname: string;
  nicknameHidden: boolean;
  email: string;
  phoneNumber: string;
  birthDate: string;
  gender?: Gender | null;
  partnerContractStatus: MemberType;
  contractStatus?: PartnerContractStatus | null;
  contractDate?: string | null;
  csoCertUrl?: string | null;
  referralCode?: string | null;
  marketingAgreements: MarketingAgreements;
  accountStatus: AccountStatus;
  role: Role;
  note?: string | null;
  lastLoginDate: string;
  registrationDate: string;
}

// ── Boards, events, banners, home figures ──────────────────────────
// Fields marked "portal addition" are not in the original contract; clients of the original backend ignore them.

export interface NoticeProperties {
  noticeType: NoticeType;
  /** Source drug company; null/empty = the portal (메디판다). */
  drugCompany?: string | null;
  /** Pinned above the list. */
  fixedTop: boolean;
}

/** A file of a post (`AttachmentResponse`). ATTACHMENT = download list, EDITOR = inline image in the HTML. */
export interface Attachment {
  s3fileId: number;
  /** Absolute path of the file on this origin (`/v1/files/{id}`). */
  fileUrl: string;
  /** Display name, Unicode NFC. */
  originalFileName: string;
  type: UploadKind;
  /** Portal addition: size in bytes. */
  fileSize?: number;
  /** Portal addition: MIME type. */
  contentType?: string;
}

/** Row of `GET /v1/boards` and item of the fixed-top list. */
export interface BoardPost {
  id: number;
  boardType: BoardType;
  title: string;
  /** Author nickname; `익명` when the nickname is hidden (the server never sends the real one to others). */
  nickname: string;
  hiddenNickname: boolean;
  /** Author's real name; empty for anyone but the author and editors. */
  name: string;
  /** Author login id; empty for anyone but the author and editors. */
  userId: string;
  memberId: number;
  memberType: MemberType;
  createdAt: string;
  viewsCount: number;
  likesCount: number;
  commentCount: number;
  hasImage: boolean;
  /** INQUIRY: answered. */
  hasChildren: boolean;
  viewedByMe: boolean;
  isBlind: boolean;
  isExposed: boolean;
  exposureRange: ExposureRange;
  noticeProperties?: NoticeProperties | null;
  noticeType?: NoticeType | null;
  /** Portal addition, with `withContent=true` (FAQ accordion): the sanitized HTML body. */
  content?: string;
  /** Portal addition, with `withContent=true`: the post's files. */
  attachments?: Attachment[];
}

/** Portal addition: a neighbouring post (previous/next notice). */
export interface BoardPostLink {
  id: number;
  title: string;
  createdAt: string;
}

export interface Comment {
  id: number;
  parentId?: number | null;
  content: string;
  nickname: string;
  name: string;
  userId: string;
  contractStatus: ContractStatus;
  createdAt: string;
  modifiedAt: string;
  likesCount: number;
  likedByMe: boolean;
  reportedByMe: boolean;
  isBlind: boolean;
  visible: boolean;
  replies?: Comment[];
}

export interface BoardReport {
  id: number;
  reportType: ReportType;
  reportContent: string;
  reportDateTime: string;
  userId: string;
  nickname: string;
  memberName: string;
  contractStatus: ContractStatus;
}

/** `GET /v1/boards/{id}`; also inside event details. */
export interface BoardPostDetail {
  id: number;
  boardType: BoardType;
  title: string;
  /** Sanitized HTML. */
  content: string;
  nickname: string;
  hiddenNickname: boolean;
  /** Real name and login id: empty for anyone but the author and editors, as in BoardPost. */
  name: string;
  userId: string;
  memberType: MemberType;
  createdAt: string;
  viewsCount: number;
  likesCount: number;
  likedByMe: boolean;
  commentCount: number;
  comments: Comment[];
  attachments: Attachment[];
  /** Child posts; the answer of an inquiry is `children[0]`. */
  children: BoardPostDetail[];
  reports: BoardReport[];
  reportedByMe: boolean;
  isBlind: boolean;
  isExposed: boolean;
  exposureRange: ExposureRange;
  noticeProperties?: NoticeProperties | null;
  /** Portal addition (notices): the next older notice the reader may see. */
  previousPost?: BoardPostLink | null;
  /** Portal addition (notices): the next newer notice the reader may see. */
  nextPost?: BoardPostLink | null;
}

/** Row of `GET /v1/events`. */
export interface EventSummary {
  id: number;
  title: string;
  description: string;
  /** 300 × 150 card image. */
  thumbnailUrl: string;
  eventStartAt: string;
  eventEndAt: string;
  eventStatus: EventStatus;
  isExposed: boolean;
  viewCount: number;
  createdDate: string;
}

/** `GET /v1/events/{id}`. */
export interface EventDetail {
  eventId: number;
  boardPostDetail: BoardPostDetail;
  description: string;
  eventStartDate: string;
  eventEndDate: string;
  thumbnailUrl: string;
  videoUrl?: string | null;
  note?: string | null;
  /** Portal addition: computed from the end date by the server. */
  eventStatus?: EventStatus;
}

/** Row of `GET /v1/banners`. */
export interface Banner {
  id: number;
  title: string;
  /** 602 × 180 (home) / 392 × 120 (community). */
  imageUrl: string;
  /** Where the banner leads (http/https; opened in a new tab). */
  linkUrl: string;
  position: BannerPosition;
  scope: BannerScope;
  status: BannerStatus;
  startAt: string;
  endAt: string;
  displayOrder: number;
  viewCount: number;
  clickCount: number;
  ctr: number;
  note?: string | null;
}

/** `GET /v1/prescriptions/monthly-count`: prescriptions submitted in the month of the reference date. */
export interface MonthlyCount {
  count: number;
  /** Calendar month 1–12 (KST) of the reference date. */
  month: number;
}

/** `GET /v1/prescriptions/monthly-total-amount`: fee total of that month, KRW. */
export interface MonthlyTotalAmount {
  feeAmount: number;
  /** Calendar month 1–12 (KST) of the reference date. */
  month: number;
}

/** Row of `GET /v1/sales-agency-products`. */
export interface SalesAgencyProductSummary {
  id: number;
  clientName: string;
  productName: string;
  thumbnailUrl?: string | null;
  startAt: string;
  endAt: string;
  contractDate: string;
  price: number;
  quantity: number;
  appliedCount: number;
  isExposed: boolean;
}

// ── Products and sales-agency products ─────────────────────────────────────────

/** Row of `GET /v1/products`. Rates are fractions 0–1; money is integer KRW. */
export interface ProductSummary {
  id: number;
  /** 제품코드 (the 9-digit insurance code). */
  productCode: string;
  productName?: string | null;
  composition?: string | null;
  manufacturerName?: string | null;
  price?: number | null;
  /** 급여정보. */
  insurance?: string | null;
  feeRate?: number | null;
  /** 기본 수수료율 as shown: the rate rounded to one decimal of a percent. */
  roundedFeeRate?: number | null;
  /** The rate from `changedMonth` on. */
  changedFeeRate?: number | null;
  roundedChangedFeeRate?: number | null;
  /** First day of the month the changed rate applies (`yyyy-MM-dd`). */
  changedMonth?: string | null;
  isAcquisition?: boolean | null;
  isPromotion?: boolean | null;
  isOutOfStock?: boolean | null;
  isStopSelling?: boolean | null;
  /** 비고: a second row under the product. */
  note?: string | null;
  /** Portal addition: the product has a 「Detail Info」 page (rich content). */
  hasDetailInfo?: boolean;
  /** Portal addition: how many products can substitute for it (same ingredient and strength). */
  alternativeCount?: number;
}

/** Item of `ProductDetails.alternativeProducts` (대체가능 의약품). */
export interface AlternativeProduct {
  /** Row key (KD code). */
  kdCode: string;
  productId: number;
  productName: string;
  composition?: string | null;
  manufacturer?: string | null;
  /** 대체 column: the kind of substitution. */
  substituent?: string | null;
  price?: number | null;
  insurance?: string | null;
  /** Base fee rate, fraction 0–1, not rounded. */
  feeRate?: number | null;
  note?: string | null;
  nhiPrice?: number | null;
  nhiUnit?: string | null;
  /** Portal additions: the alternative's own status flags (the old screen printed the note under 상태). */
  isAcquisition?: boolean | null;
  isPromotion?: boolean | null;
  isOutOfStock?: boolean | null;
  isStopSelling?: boolean | null;
}

/** `GET /v1/products/{id}/details`. */
export interface ProductDetails {
  manufacturer?: string | null;
  productName?: string | null;
  productCode?: string | null;
  composition?: string | null;
  price?: number | null;
  insurance?: string | null;
  priceUnit: PriceUnit;
  /** Packaging unit. */
  unit?: string | null;
  feeRate?: number | null;
  roundedFeeRate?: number | null;
  changedFeeRate?: number | null;
  roundedChangedFeeRate?: number | null;
  changedMonth?: string | null;
  isAcquisition?: boolean | null;
  isPromotion?: boolean | null;
  isOutOfStock?: boolean | null;
  isStopSelling?: boolean | null;
  note?: string | null;
  alternativeProducts: AlternativeProduct[];
  /** The 「Detail Info」 page; `content` is sanitized HTML, blank when the product has none (then `id` is 0). */
  boardDetailsResponse: BoardPostDetail;
}

/** `GET /v1/sales-agency-products/{id}`. */
export interface SalesAgencyProductDetail {
  productId: number;
  clientName: string;
  productName: string;
  boardPostDetail: BoardPostDetail;
  startDate: string;
  endDate: string;
  contractDate: string;
  price: number;
  quantity: number;
  thumbnailUrl: string;
  videoUrl?: string | null;
  note?: string | null;
  /** The caller has applied. */
  applied: boolean;
  /** Portal addition: how many members applied. */
  appliedCount?: number;
  /** Portal addition: who may see it. */
  exposureRange?: ExposureRange;
}
