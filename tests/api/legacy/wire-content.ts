import * as v from 'valibot';
import {
  AttachmentType,
  BannerPosition,
  BannerScope,
  BannerStatus,
  BoardType,
  ContractStatus,
  DateOrTimestamp,
  EventStatus,
  ExposureRange,
  Fraction,
  Int,
  MemberType,
  Money,
  NoticeType,
  PriceUnit,
  ReportType,
  Timestamp,
} from './wire-common';

// The old app's content types (boards, comments, banners, events, sales-agency products, products), written from
// section 5 of the legacy contract; see wire-common.ts for strict and lenient.

export const Attachment = v.object({
  s3fileId: Int,
  fileUrl: v.pipe(v.string(), v.nonEmpty()),
  originalFileName: v.string(),
  type: AttachmentType,
});

export const NoticeProperties = v.object({ noticeType: NoticeType, drugCompany: v.nullish(v.string()), fixedTop: v.boolean() });

export interface CommentOut {
  id: number;
  parentId?: number | null;
  content: string;
  nickname: string;
  userId: string;
  likesCount: number;
  likedByMe: boolean;
  replies?: CommentOut[];
}

export const Comment: v.GenericSchema<unknown, CommentOut> = v.object({
  id: Int,
  parentId: v.nullish(Int),
  content: v.string(),
  nickname: v.string(),
  name: v.string(),
  userId: v.string(),
  contractStatus: ContractStatus,
  createdAt: Timestamp,
  modifiedAt: Timestamp,
  likesCount: Int,
  likedByMe: v.boolean(),
  reportedByMe: v.boolean(),
  isBlind: v.boolean(),
  visible: v.boolean(),
  // Not in the generated type but present in the answers: replies under each top-level comment.
  replies: v.optional(v.array(v.lazy(() => Comment))),
});

export const BoardPost = v.object({
  id: Int,
  boardType: BoardType,
  title: v.string(),
  nickname: v.string(),
  hiddenNickname: v.boolean(),
  name: v.string(),
  userId: v.string(),
  memberId: Int,
  memberType: MemberType,
  createdAt: Timestamp,
  viewsCount: Int,
  likesCount: Int,
  commentCount: Int,
  hasImage: v.boolean(),
  hasChildren: v.boolean(),
  viewedByMe: v.boolean(),
  isBlind: v.boolean(),
  isExposed: v.boolean(),
  exposureRange: ExposureRange,
  noticeProperties: v.nullish(NoticeProperties),
  noticeType: v.nullish(NoticeType),
});

const Report = v.object({
  id: Int,
  reportType: ReportType,
  reportContent: v.string(),
  reportDateTime: v.string(),
  userId: v.string(),
  nickname: v.string(),
  memberName: v.string(),
  contractStatus: ContractStatus,
});

export interface BoardPostDetailOut {
  id: number;
  boardType: string;
  title: string;
  content: string;
  userId: string;
  viewsCount: number;
  likesCount: number;
  likedByMe: boolean;
  commentCount: number;
  comments: CommentOut[];
  attachments: v.InferOutput<typeof Attachment>[];
  children: BoardPostDetailOut[];
  noticeProperties?: v.InferOutput<typeof NoticeProperties> | null;
}

export const BoardPostDetail: v.GenericSchema<unknown, BoardPostDetailOut> = v.object({
  id: Int,
  boardType: BoardType,
  title: v.string(),
  content: v.string(),
  nickname: v.string(),
  hiddenNickname: v.boolean(),
  name: v.string(),
  userId: v.string(),
  memberType: MemberType,
  createdAt: Timestamp,
  viewsCount: Int,
  likesCount: Int,
  likedByMe: v.boolean(),
  commentCount: Int,
  comments: v.array(Comment),
  attachments: v.array(Attachment),
  children: v.array(v.lazy(() => BoardPostDetail)),
  reports: v.array(Report),
  reportedByMe: v.boolean(),
  isBlind: v.boolean(),
  isExposed: v.boolean(),
  exposureRange: ExposureRange,
  noticeProperties: v.nullish(NoticeProperties),
});

export const Banner = v.object({
  id: Int,
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.string(),
  position: BannerPosition,
  scope: BannerScope,
  status: BannerStatus,
  startAt: Timestamp,
  endAt: Timestamp,
  displayOrder: Int,
  viewCount: Int,
  clickCount: Int,
  ctr: v.number(),
  note: v.nullish(v.string()),
});

export const EventSummary = v.object({
  id: Int,
  title: v.string(),
  description: v.string(),
  thumbnailUrl: v.string(),
  eventStartAt: Timestamp,
  eventEndAt: Timestamp,
  eventStatus: EventStatus,
  isExposed: v.boolean(),
  viewCount: Int,
  createdDate: DateOrTimestamp,
});

export const EventDetail = v.object({
  eventId: Int,
  boardPostDetail: BoardPostDetail,
  description: v.string(),
  eventStartDate: Timestamp,
  eventEndDate: Timestamp,
  thumbnailUrl: v.string(),
  videoUrl: v.nullish(v.string()),
  note: v.nullish(v.string()),
});

export const SalesAgencyProductSummary = v.object({
  id: Int,
  clientName: v.string(),
  productName: v.string(),
  thumbnailUrl: v.nullish(v.string()),
  startAt: Timestamp,
  endAt: Timestamp,
  contractDate: DateOrTimestamp,
  price: Money,
  quantity: Int,
  appliedCount: Int,
  isExposed: v.boolean(),
});

export const SalesAgencyProductDetail = v.object({
  productId: Int,
  clientName: v.string(),
  productName: v.string(),
  boardPostDetail: BoardPostDetail,
  startDate: Timestamp,
  endDate: Timestamp,
  contractDate: DateOrTimestamp,
  price: Money,
  quantity: Int,
  thumbnailUrl: v.string(),
  videoUrl: v.nullish(v.string()),
  note: v.nullish(v.string()),
  applied: v.boolean(),
});

const productFlags = {
  isAcquisition: v.nullish(v.boolean()),
  isPromotion: v.nullish(v.boolean()),
  isOutOfStock: v.nullish(v.boolean()),
  isStopSelling: v.nullish(v.boolean()),
  note: v.nullish(v.string()),
};

const productRates = {
  feeRate: v.nullish(Fraction),
  roundedFeeRate: v.nullish(Fraction),
  changedFeeRate: v.nullish(Fraction),
  roundedChangedFeeRate: v.nullish(Fraction),
  changedMonth: v.nullish(v.string()),
};

export const ProductSummary = v.object({
  id: Int,
  productCode: v.string(),
  productName: v.nullish(v.string()),
  composition: v.nullish(v.string()),
  manufacturerName: v.nullish(v.string()),
  price: v.nullish(v.number()),
  insurance: v.nullish(v.string()),
  ...productRates,
  ...productFlags,
});

export const AlternativeProduct = v.object({
  kdCode: v.string(),
  productId: Int,
  productName: v.string(),
  composition: v.nullish(v.string()),
  manufacturer: v.nullish(v.string()),
  substituent: v.nullish(v.string()),
  price: v.nullish(v.number()),
  insurance: v.nullish(v.string()),
  feeRate: v.nullish(Fraction),
  note: v.nullish(v.string()),
  nhiPrice: v.nullish(v.number()),
  nhiUnit: v.nullish(v.string()),
});

export const ProductDetails = v.object({
  manufacturer: v.nullish(v.string()),
  productName: v.nullish(v.string()),
  productCode: v.nullish(v.string()),
  composition: v.nullish(v.string()),
  price: v.nullish(v.number()),
  insurance: v.nullish(v.string()),
  priceUnit: PriceUnit,
  unit: v.nullish(v.string()),
  ...productRates,
  ...productFlags,
  alternativeProducts: v.array(AlternativeProduct),
  boardDetailsResponse: BoardPostDetail,
});
