import { Hono } from 'hono';
import { inArray } from 'drizzle-orm';
import { noticeCategories } from '../../../api/enums';
import { boardDetailQuerySchema } from '../../../api/schema/boards';
import type { BoardPostDetail } from '../../../api/types';
import { blocksOf, postScope } from '../../community/blocks';
import { threadOf } from '../../community/threads';
import { boardPolicy } from '../../content/board-policy';
import { loadDetail, neighbours, recordView } from '../../content/posts';
import { narrowRanges } from '../../content/viewer';
import { getDb } from '../../db';
import { boardPosts } from '../../db/schema';
import { notFound, type AppEnv } from '../../http';
import { validId, validQuery } from '../../validate';
import { readablePost, visibleTo } from './access';

// `GET /v1/boards/{id}`: one post with its files, answers, (notices) its neighbours and (community) its comments.

export const boardDetail = new Hono<AppEnv>();

boardDetail.get('/:id', validId, validQuery(boardDetailQuerySchema), async (c) => {
  const viewer = c.get('member');
  const db = await getDb();
  const { record } = await readablePost(db, viewer, c.req.valid('param').id);
  const rules = boardPolicy[record.post.boardType];
  // A post whose identity the viewer blocked is gone for the viewer, as if it did not exist.
  const blocks = rules.community ? await blocksOf(db, viewer.id) : null;
  if (blocks?.hides(record.post.memberId, postScope(record.post))) throw notFound();
  if ((rules.countsViews || record.post.parentId) && (await recordView(db, viewer, record.post.id))) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  const detail: BoardPostDetail = await loadDetail(db, viewer, record);
  if (blocks) detail.comments = await threadOf(db, viewer, record.post, blocks);
  if (rules.notice && !record.post.parentId) {
    // Neighbours of the same family: the notice board's categories, or the notices pinned above the same board.
    const type = record.post.noticeType;
    const family = type && !noticeCategories.includes(type) ? [type] : noticeCategories;
    const visible = visibleTo(viewer, record.post.boardType, narrowRanges(viewer, undefined));
    Object.assign(detail, await neighbours(db, record.post, [...visible, inArray(boardPosts.noticeType, [...family])]));
  }
  return c.json(detail);
});
