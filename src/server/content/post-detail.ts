import { inArray } from 'drizzle-orm';
import { noticeCategories } from '../../api/enums';
import type { BoardPostDetail } from '../../api/types';
import { blocksOf, postScope } from '../community/blocks';
import { threadOf } from '../community/threads';
import type { Db } from '../db';
import { boardPosts, type Member } from '../db/schema';
import { notFound } from '../http';
import { readablePost, visibleTo } from './board-access';
import { boardPolicy } from './board-policy';
import { loadDetail, neighbours, recordView } from './posts';
import { narrowRanges } from './viewer';

// One post as the viewer reads it: its files, answers, (notices) its neighbours and (community) its comments.

export async function postDetail(db: Db, viewer: Member, id: number): Promise<BoardPostDetail> {
  const { record } = await readablePost(db, viewer, id);
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
  return detail;
}
