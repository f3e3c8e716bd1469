import type { AstroGlobal } from 'astro';
import { ApiError, noticeCategories, type BoardPostDetail } from '../../api';
import { routeId } from '../../lib/content';
import { listHref, readListQuery } from '../../lib/list-url';

export const NOTICE_PATH = '/customer-service/notice';

export interface NoticeDetailData {
  notice: BoardPostDetail | null;
  /** The API failed (503): the page offers to try again. */
  failed: boolean;
  /** The list the reader came from (category, search and page). */
  listUrl: string;
  /** That list's query, for the previous / next links. */
  keep: string;
  retryHref: string;
}

/**
 * Loads the notice of the route's id for either notice page (partners', editors') and sets the page's status:
 * 404 when it is missing or not for this member (a draft for a partner), 503 when the API failed.
 */
export async function loadNoticeDetail(Astro: AstroGlobal): Promise<NoticeDetailData> {
  const q = readListQuery(Astro.url, { category: noticeCategories });
  const listUrl = listHref(NOTICE_PATH, q);
  const id = routeId(Astro.params.id);
  let notice: BoardPostDetail | null = null;
  let failed = false;
  if (id !== null) {
    try {
      notice = await Astro.locals.api.notices.get(id);
    } catch (err) {
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 403))) failed = true;
    }
  }
  if (failed) Astro.response.status = 503;
  else if (!notice) Astro.response.status = 404;
  return {
    notice,
    failed,
    listUrl,
    keep: listUrl.slice(NOTICE_PATH.length),
    retryHref: `${NOTICE_PATH}/${Astro.params.id}${Astro.url.search}`,
  };
}
