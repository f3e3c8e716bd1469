import { asc, eq } from 'drizzle-orm';
import type { BoardExposure } from '../../api/types';
import type { Db } from '../db';
import { boardPosts, type Member } from '../db/schema';
import { drugCompanies } from '../db/schema-products';
import { badRequest } from '../http';
import { readablePost } from './board-access';
import { boardPolicy } from './board-policy';

// What content editors need to write notices besides writing the post: publishing and unpublishing a post of a board
// with publication (a draft is unpublished: only editors see it), and the drug companies offered as a notice's source.

/** The drug companies the catalogue knows, by name. */
export async function drugCompanyNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: drugCompanies.name }).from(drugCompanies).orderBy(asc(drugCompanies.name));
  return rows.map((r) => r.name);
}

/** Publishes or unpublishes a post of an editorial board; nothing else of the post changes, its files stay. */
export async function setExposure(db: Db, editor: Member, postId: number, isExposed: boolean): Promise<BoardExposure> {
  const { record, parent } = await readablePost(db, editor, postId);
  const rules = boardPolicy[record.post.boardType];
  if (parent || !rules.own || !rules.exposure || rules.change !== 'editors') {
    throw badRequest('게시 여부는 공지사항과 FAQ 같은 편집 게시판의 글에만 바꿀 수 있습니다.');
  }
  await db.update(boardPosts).set({ isExposed, updatedAt: new Date() }).where(eq(boardPosts.id, record.post.id));
  return { id: record.post.id, isExposed };
}
