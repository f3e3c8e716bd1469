import * as v from 'valibot';
import { BannerPosition } from '../enums';
import { fetchAllPaging, fields, queryBool, queryEnumList, queryInstant, queryText } from './common';

/**
 * `GET /v1/banners`. Banners are few by nature (a handful per slot), so the contract's "fetch all"
 * (size up to 2^31−1, what the home screen sends) is answered, clamped to FETCH_ALL_ROWS.
 */
export const bannerListQuerySchema = v.pipe(
  fields({
    ...fetchAllPaging(),
    isExposed: queryBool('노출 여부(isExposed)'),
    bannerPositions: queryEnumList('배너 위치(bannerPositions)', BannerPosition.values),
    /** "Active at" window, ISO date-time (screens send now/now). */
    startAt: queryInstant('시작 시각(startAt)'),
    endAt: queryInstant('종료 시각(endAt)'),
    bannerTitle: queryText('검색어(bannerTitle)'),
  }),
  v.check(
    (q) => !(q.startAt && q.endAt && q.startAt.getTime() > q.endAt.getTime()),
    '시작 시각(startAt)은 종료 시각(endAt)보다 늦을 수 없습니다.',
  ),
);
export type BannerListQuery = v.InferInput<typeof bannerListQuerySchema>;
