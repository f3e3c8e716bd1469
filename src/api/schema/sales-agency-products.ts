import * as v from 'valibot';
import { ExposureRange } from '../enums';
import { fields, paging, queryBool, queryDay, queryEnumList, queryText } from './common';

/** `GET /v1/sales-agency-products`. */
export const salesAgencyProductListQuerySchema = fields({
  ...paging(),
  productName: queryText('상품명(productName)'),
  clientName: queryText('고객사명(clientName)'),
  exposureRanges: queryEnumList('노출 범위(exposureRanges)', ExposureRange.values),
  /** Running on these days, `yyyy-MM-dd`. */
  startAt: queryDay('시작일(startAt)'),
  endAt: queryDay('종료일(endAt)'),
  isExposed: queryBool('노출 여부(isExposed)'),
});
export type SalesAgencyProductListQuery = v.InferInput<typeof salesAgencyProductListQuerySchema>;
