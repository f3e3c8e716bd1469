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
 * The notice of the route's id, for the notice pages and the edit page, and the page's status: 404 when it is missing
 * or not for this member (a draft for a partner), 503 when the API failed.
 */
export async function loadNotice(Astro: AstroGlobal): Promise<{ notice: BoardPostDetail | null; failed: boolean }> {
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
  return { notice, failed };
}

/** What either notice page (partners', editors') shows: the notice and the way back to the reader's list. */
export async function loadNoticeDetail(Astro: AstroGlobal): Promise<NoticeDetailData> {
  const listUrl = listHref(NOTICE_PATH, readListQuery(Astro.url, { category: noticeCategories }));
  const { notice, failed } = await loadNotice(Astro);
  return {
    notice,
    failed,
    listUrl,
    keep: listUrl.slice(NOTICE_PATH.length),
    retryHref: `${NOTICE_PATH}/${Astro.params.id}${Astro.url.search}`,
  };
}
