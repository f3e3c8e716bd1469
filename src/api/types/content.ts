import type {
  BannerPosition,
  BannerScope,
  BannerStatus,
  BoardType,
  ContractStatus,
  EventStatus,
  ExposureRange,
  MemberType,
  NoticeType,
  ReportType,
  UploadKind,
} from '../enums';

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
  /** Author's real name; empty for anyone but the author (and editors, outside the community boards). */
  name: string;
  /** Author login id; empty for anyone but the author (and editors, outside the community boards). */
  userId: string;
  /** 0 and `NONE` for a hidden nickname (constants, whoever wrote it), except for its author. */
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
  /** Portal addition: the viewer likes this post. */
  likedByMe?: boolean;
  /** Portal addition: the viewer wrote this post (the MY mark; works for hidden nicknames too). */
  isMine?: boolean;
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

/**
 * A comment or reply. On the anonymous board, and for the author of a post with a hidden nickname, `nickname` is a
 * pseudonym stable within the post (글쓴이 for the post's author, 익명1, 익명2, … for the others) and
 * `contractStatus` a constant for everyone but the commenter. `name` / `userId` are empty for everyone but the
 * commenter.
 */
export interface Comment {
  id: number;
  parentId?: number | null;
  /** Plain text. */
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
  /** Portal addition: the viewer wrote this comment (the MY mark; edit and delete in its menu). */
  isMine?: boolean;
  /** Portal addition: written by the post's author. */
  byPostAuthor?: boolean;
  /** Portal addition: `nickname` is a pseudonym of this post (a block from it hides that pseudonym in this post only). */
  pseudonymous?: boolean;
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
  /** Real name and login id: empty for anyone but the author (and editors outside the community), as in BoardPost. */
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
  /** Portal addition: the viewer wrote this post (edit and delete in its menu; report and block otherwise). */
  isMine?: boolean;
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

/** Portal addition: the answer of `PUT /v1/boards/{id}/exposure`, the post's publication after the change. */
export interface BoardExposure {
  id: number;
  isExposed: boolean;
}

/** Portal addition: the answer of a like toggle (post or comment). */
export interface LikeState {
  likedByMe: boolean;
  likesCount: number;
}

/** Portal addition: the answer of `PUT /v1/blocks/{userId}`. */
export interface BlockState {
  blocked: boolean;
}
