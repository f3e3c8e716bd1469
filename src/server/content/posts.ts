import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ANONYMOUS_AUTHOR, FORMER_MEMBER_LABEL, type FileKind, type UploadKind } from '../../api/enums';
import type { Attachment, BoardPost, BoardPostDetail, BoardPostLink } from '../../api/types';
import type { Db } from '../db';
import { boardPosts, boardPostViews, members, storedFiles, type BoardPostRow, type Member, type StoredFile } from '../db/schema';
import { toWireDateTime } from '../http';
import { boardPolicy } from './board-policy';
import { isEditor } from './viewer';

// Reading posts: the columns every list and detail needs (author, answered, read by me, has an image) and the
// mapping to the contract's BoardPost / BoardPostDetail, keeping anonymous authors anonymous.

/** Selection of a post with its author and derived flags, for `viewerId`. */
export const postSelection = (viewerId: number | null) => ({
  post: boardPosts,
  authorUserId: members.userId,
  authorName: members.name,
  authorNickname: members.nickname,
  authorType: members.partnerContractStatus,
  hasChildren: sql<boolean>`exists (select 1 from board_posts child where child.parent_id = ${boardPosts.id} and child.deleted_at is null)`,
  viewedByMe:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from board_post_views seen where seen.post_id = ${boardPosts.id} and seen.member_id = ${viewerId})`,
  hasImage: sql<boolean>`position('<img' in ${boardPosts.content}) > 0`,
  likedByMe:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from board_post_likes liked where liked.post_id = ${boardPosts.id} and liked.member_id = ${viewerId})`,
  reportedByMe:
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from board_reports rep where rep.post_id = ${boardPosts.id} and rep.reporter_id = ${viewerId})`,
});

export type PostRecord = {
  post: BoardPostRow;
  authorUserId: string | null;
  authorName: string | null;
  authorNickname: string | null;
  authorType: Member['partnerContractStatus'] | null;
  hasChildren: boolean;
  viewedByMe: boolean;
  hasImage: boolean;
  likedByMe: boolean;
  reportedByMe: boolean;
};

/** Posts with authors: `db.select(postSelection(id)).from(boardPosts).leftJoin(members, authorJoin)`. */
export const authorJoin = eq(members.id, boardPosts.memberId);

export async function selectPosts(db: Db, viewer: Member | null, where: SQL | undefined): Promise<PostRecord[]> {
  return (await db
    .select(postSelection(viewer?.id ?? null))
    .from(boardPosts)
    .leftJoin(members, authorJoin)
    .where(where)) as PostRecord[];
}

export async function findPost(db: Db, viewer: Member | null, id: number): Promise<PostRecord | null> {
  const [row] = await selectPosts(db, viewer, eq(boardPosts.id, id));
  return row ?? null;
}

/** A hidden nickname's author as everyone but the author sees it: constants, the same whoever wrote it. */
const HIDDEN_AUTHOR = { nickname: ANONYMOUS_AUTHOR, name: ANONYMOUS_AUTHOR, userId: '', memberId: 0, memberType: 'NONE' } as const;

// Other members see an author's nickname only. The login id and the real name go to the author, and outside the
// community boards (inquiries) to editors too; on the community boards to nobody else, editors included, since a
// login id there would tie a nickname to an account. A hidden nickname shows constants to everyone but its author.
function authorOf(r: PostRecord, viewer: Member | null) {
  const own = !!viewer && viewer.id === r.post.memberId;
  const trusted = own || (isEditor(viewer) && !boardPolicy[r.post.boardType].community);
  if (r.post.hiddenNickname && !own) return { ...HIDDEN_AUTHOR };
  if (r.post.memberId === null || r.authorUserId === null) {
    return { nickname: FORMER_MEMBER_LABEL, name: FORMER_MEMBER_LABEL, userId: '', memberId: 0, memberType: 'NONE' as const };
  }
  return {
    nickname: r.authorNickname ?? '',
    name: trusted ? (r.authorName ?? '') : '',
    userId: trusted ? r.authorUserId : '',
    memberId: r.post.memberId,
    memberType: r.authorType ?? 'NONE',
  };
}

const noticeProperties = (p: BoardPostRow) =>
  p.boardType === 'NOTICE' && p.noticeType ? { noticeType: p.noticeType, drugCompany: p.drugCompany, fixedTop: p.fixedTop } : null;

export function toBoardPost(r: PostRecord, viewer: Member | null): BoardPost {
  const p = r.post;
  return {
    id: p.id,
    boardType: p.boardType,
    title: p.title,
    ...authorOf(r, viewer),
    hiddenNickname: p.hiddenNickname,
    createdAt: toWireDateTime(p.createdAt),
    viewsCount: p.viewsCount,
    likesCount: p.likesCount,
    commentCount: p.commentCount,
    hasImage: r.hasImage,
    hasChildren: r.hasChildren,
    viewedByMe: r.viewedByMe,
    likedByMe: r.likedByMe,
    isMine: !!viewer && p.memberId === viewer.id,
    isBlind: p.isBlind,
    isExposed: p.isExposed,
    exposureRange: p.exposureRange,
    noticeProperties: noticeProperties(p),
    noticeType: p.noticeType ?? null,
  };
}

const attachmentType = (kind: FileKind): UploadKind => (kind === 'ATTACHMENT' || kind === 'EDI' ? 'ATTACHMENT' : 'EDITOR');
export const fileUrl = (id: number) => `/v1/files/${id}`;

export function toAttachment(f: StoredFile): Attachment {
  return {
    s3fileId: f.id,
    fileUrl: fileUrl(f.id),
    originalFileName: f.originalName,
    type: attachmentType(f.kind),
    fileSize: f.size,
    contentType: f.contentType,
  };
}

/** Files of these posts, grouped by post id (in upload order). */
export async function filesOf(db: Db, postIds: number[]): Promise<Map<number, Attachment[]>> {
  const out = new Map<number, Attachment[]>();
  if (!postIds.length) return out;
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.boardPostId, postIds)).orderBy(asc(storedFiles.id));
  for (const f of rows) {
    if (f.boardPostId === null) continue;
    const list = out.get(f.boardPostId) ?? [];
    list.push(toAttachment(f));
    out.set(f.boardPostId, list);
  }
  return out;
}

export function toBoardPostDetail(
  r: PostRecord,
  viewer: Member | null,
  attachments: Attachment[],
  childDetails: BoardPostDetail[] = [],
): BoardPostDetail {
  const p = r.post;
  const { memberId: _memberId, ...author } = authorOf(r, viewer);
  return {
    id: p.id,
    boardType: p.boardType,
    title: p.title,
    content: p.content,
    ...author,
    hiddenNickname: p.hiddenNickname,
    createdAt: toWireDateTime(p.createdAt),
    viewsCount: p.viewsCount,
    likesCount: p.likesCount,
    likedByMe: r.likedByMe,
    commentCount: p.commentCount,
    comments: [],
    attachments,
    children: childDetails,
    reports: [],
    reportedByMe: r.reportedByMe,
    isMine: !!viewer && p.memberId === viewer.id,
    isBlind: p.isBlind,
    isExposed: p.isExposed,
    exposureRange: p.exposureRange,
    noticeProperties: noticeProperties(p),
  };
}

/** A full detail: the post, its files and its (non-deleted) child posts with their files. */
export async function loadDetail(db: Db, viewer: Member, record: PostRecord): Promise<BoardPostDetail> {
  const kids = await selectPosts(db, viewer, and(eq(boardPosts.parentId, record.post.id), isNull(boardPosts.deletedAt)));
  kids.sort((a, b) => a.post.createdAt.getTime() - b.post.createdAt.getTime() || a.post.id - b.post.id);
  const files = await filesOf(db, [record.post.id, ...kids.map((k) => k.post.id)]);
  const childDetails = kids.map((k) => toBoardPostDetail(k, viewer, files.get(k.post.id) ?? []));
  return toBoardPostDetail(record, viewer, files.get(record.post.id) ?? [], childDetails);
}

/** Counts the viewer's first read of a post (each member once). */
export async function recordView(db: Db, viewer: Member, postId: number): Promise<boolean> {
  const inserted = await db
    .insert(boardPostViews)
    .values({ postId, memberId: viewer.id })
    .onConflictDoNothing()
    .returning({ postId: boardPostViews.postId });
  if (!inserted.length) return false;
  await db
    .update(boardPosts)
    .set({ viewsCount: sql`${boardPosts.viewsCount} + 1` })
    .where(eq(boardPosts.id, postId));
  return true;
}

/** The previous (older) and next (newer) post among those `visible` selects, by date then id. */
export async function neighbours(
  db: Db,
  post: BoardPostRow,
  visible: SQL[],
): Promise<{ previousPost: BoardPostLink | null; nextPost: BoardPostLink | null }> {
  const link = { id: boardPosts.id, title: boardPosts.title, createdAt: boardPosts.createdAt };
  // The post's own stored time, not the Date read from it: PostgreSQL keeps microseconds, a Date milliseconds, and a
  // rounded time would make the post its own neighbour.
  const own = sql`(select p.created_at, p.id from board_posts p where p.id = ${post.id})`;
  const older = sql`(${boardPosts.createdAt}, ${boardPosts.id}) < ${own}`;
  const newer = sql`(${boardPosts.createdAt}, ${boardPosts.id}) > ${own}`;
  const [prev] = await db
    .select(link)
    .from(boardPosts)
    .where(and(...visible, older))
    .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id))
    .limit(1);
  const [next] = await db
    .select(link)
    .from(boardPosts)
    .where(and(...visible, newer))
    .orderBy(asc(boardPosts.createdAt), asc(boardPosts.id))
    .limit(1);
  const wire = (l: typeof prev) => (l ? { id: l.id, title: l.title, createdAt: toWireDateTime(l.createdAt) } : null);
  return { previousPost: wire(prev), nextPost: wire(next) };
}
