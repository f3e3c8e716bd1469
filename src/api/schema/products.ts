import * as v from 'valibot';
import { ProductSortType } from '../enums';
import { fields, KEYWORD_MAX, paging, queryBool, queryEnum, queryText } from './common';

/** `GET /v1/products`. Keywords match anywhere and ignore case. */
export const productListQuerySchema = fields({
  ...paging(),
  /** 제품명 keyword. */
  productName: queryText('제품명(productName)', KEYWORD_MAX),
  /** 성분명 keyword. */
  composition: queryText('성분명(composition)', KEYWORD_MAX),
  /** 제약사명 keyword. */
  manufacturerName: queryText('제약사명(manufacturerName)', KEYWORD_MAX),
  productCode: queryText('제품코드(productCode)', KEYWORD_MAX),
  /** 비고 keyword. */
  note: queryText('비고(note)', KEYWORD_MAX),
  /** Status filters: true = only products with the flag, false = only without; omitted = any. */
  isAcquisition: queryBool('인수 여부(isAcquisition)'),
  isPromotion: queryBool('프로모션 여부(isPromotion)'),
  isOutOfStock: queryBool('품절 여부(isOutOfStock)'),
  isStopSelling: queryBool('판매중지 여부(isStopSelling)'),
  sortType: queryEnum('정렬(sortType)', ProductSortType.values),
});
export type ProductListQuery = v.InferInput<typeof productListQuerySchema>;

/** `GET /v1/products/{id}/details`. */
export const productDetailsQuerySchema = fields({
  /** `yyyy-MM`: rates as of that month (the changed rate from its month on). */
  month: v.optional(
    v.pipe(
      v.string('기준 월(month)은 문자열이어야 합니다.'),
      v.trim(),
      v.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, '기준 월(month)은 1900~2099년의 yyyy-MM 형식이어야 합니다.'),
    ),
  ),
});
export type ProductDetailsQuery = v.InferInput<typeof productDetailsQuerySchema>;

/** `GET /v1/products/code/{productCode}/details`: a product code as the catalogue writes it (보험코드: 9 digits). */
export const productCodeParamSchema = fields({
  productCode: v.pipe(
    v.string('제품코드(productCode)는 문자열이어야 합니다.'),
    v.regex(/^[0-9A-Za-z-]{1,20}$/, '제품코드(productCode)는 영문, 숫자, 하이픈으로 된 20자 이내여야 합니다.'),
  ),
});
export type ProductCodeParam = v.InferInput<typeof productCodeParamSchema>;
