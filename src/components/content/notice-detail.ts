import type { AstroGlobal } from 'astro';
import { noticeCategories, type BoardPostDetail } from '../../api';
import { loadRouteItem } from '../../host/route-item';
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

/** The notice of the route's id, for the notice pages and the edit page (a draft is 404 for a partner). */
export async function loadNotice(Astro: AstroGlobal): Promise<{ notice: BoardPostDetail | null; failed: boolean }> {
  const { item, failed } = await loadRouteItem(Astro, (id) => Astro.locals.api.notices.get(id));
  return { notice: item, failed };
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
