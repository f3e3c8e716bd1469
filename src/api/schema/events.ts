import * as v from 'valibot';
import { EventStatus, ExposureRange } from '../enums';
import { fields, paging, queryBool, queryDay, queryEnum, queryEnumList, queryText } from './common';

/** `GET /v1/events`. */
export const eventListQuerySchema = fields({
  ...paging(),
  status: queryEnum('진행 상태(status)', EventStatus.values),
  isExposed: queryBool('노출 여부(isExposed)'),
  exposureRanges: queryEnumList('노출 범위(exposureRanges)', ExposureRange.values),
  title: queryText('검색어(title)'),
  /** Period overlap, `yyyy-MM-dd`. */
  startAt: queryDay('시작일(startAt)'),
  endAt: queryDay('종료일(endAt)'),
});
export type EventListQuery = v.InferInput<typeof eventListQuerySchema>;
