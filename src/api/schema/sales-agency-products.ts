import * as v from 'valibot';
import { ExposureRange } from '../enums';
import { fetchAllPaging, fields, queryBool, queryDay, queryEnumList, queryText } from './common';

/**
 * `GET /v1/sales-agency-products`. The products running today are few by nature, and the home carousel asks for all
 * of them with the contract's "fetch all" (size=2^31−1): answered, clamped to FETCH_ALL_ROWS.
 */
export const salesAgencyProductListQuerySchema = fields({
  ...fetchAllPaging(),
  productName: queryText('상품명(productName)'),
  clientName: queryText('고객사명(clientName)'),
  exposureRanges: queryEnumList('노출 범위(exposureRanges)', ExposureRange.values),
  /** Running on these days, `yyyy-MM-dd`. */
  startAt: queryDay('시작일(startAt)'),
  endAt: queryDay('종료일(endAt)'),
  isExposed: queryBool('노출 여부(isExposed)'),
});
export type SalesAgencyProductListQuery = v.InferInput<typeof salesAgencyProductListQuerySchema>;
