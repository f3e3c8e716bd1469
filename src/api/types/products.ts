import type { ExposureRange, PriceUnit } from '../enums';
import type { BoardPostDetail } from './content';

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
