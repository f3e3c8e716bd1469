import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { BoardSortType, BoardType, ExposureRange, isContentEditor, isCsoMember, NoticeType } from '../../api/enums';
import type { Attachment, BoardPost, BoardPostDetail, NoticeProperties } from '../../api/types';
import { sanitizeRichText, isBlankRichText } from '../../lib/sanitize';
import { requireMember } from '../auth/guards';
import { deleteFiles, storeFiles } from '../content/files';
import { readMultipart, readSingleFile } from '../content/multipart';
import { filesOf, findPost, loadDetail, neighbours, recordView, selectPosts, toAttachment, toBoardPost, type PostRecord } from '../content/posts';
import { isEditor, narrowRanges, readDecision } from '../content/viewer';
import { getDb, type Db } from '../db';
import { boardPosts, storedFiles, type BoardPostRow, type Member, type StoredFile } from '../db/schema';
import { ApiHttpError, badRequest, forbidden, notFound, type AppEnv } from '../http';
import { pageOf, readPaging, sqlLimit } from '../paging';
import { likePattern, pathId, readBoolean, readDay, readEnum, readEnumList, readText } from '../params';
import { acceptFile, MAX_ATTACHMENTS, MAX_FILE_BYTES, MAX_FILE_MB, MAX_POST_REQUEST_BYTES, type AcceptedFile } from '../uploads';

// Boards: notices, FAQ, 1:1 inquiries and the community boards. Rules the server enforces:
// - a member sees and changes only their own inquiries (someone else's is 404, as if it did not exist);
// - an inquiry with an answer can no longer be edited or deleted (409);
// - exposure ranges decide who sees a notice; unpublished notices are 404 for partners and visible to editors;
// - the anonymous board is for CSO members; hidden nicknames stay hidden from everyone but the author and editors;
// - rich text is sanitized against an allow-list before it is stored.

export const boards = new Hono<AppEnv>();

const tooLargeRequest = () =>
  new ApiHttpError(413, 'FILE_TOO_LARGE', `요청이 너무 큽니다. 파일은 하나에 ${MAX_FILE_MB}MB, 글 하나에 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`);
const postBodyLimit = bodyLimit({
  maxSize: MAX_POST_REQUEST_BYTES,
  onError: () => {
    throw tooLargeRequest();
  },
});
const uploadBodyLimit = bodyLimit({
  maxSize: MAX_FILE_BYTES + 64 * 1024,
  onError: () => {
    throw tooLargeRequest();
  },
});

/** Boards listed through this API (events, sales-agency products and products have their own). */
const LISTED_BOARDS: readonly BoardType[] = ['NOTICE', 'FAQ', 'INQUIRY', 'ANONYMOUS', 'MR_CSO_MATCHING', 'CSO_A_TO_Z'];
const EDITOR_BOARDS: readonly BoardType[] = ['NOTICE', 'FAQ', 'CSO_A_TO_Z'];
const NOTICE_TYPES = NoticeType.values;
const TITLE_MAX = 200;
const CONTENT_MAX = 200_000;

const csoOnly = () => forbidden('CSO 회원만 접근할 수 있는 페이지입니다.', 'CSO_ONLY');
const editorsOnly = () => forbidden('관리자만 이용할 수 있는 기능입니다.', 'EDITORS_ONLY');

/** Conditions that select the top-level posts of a board the viewer may see. */
function visibleTo(viewer: Member, boardType: BoardType, ranges: ExposureRange[] | null): SQL[] {
  const conds: SQL[] = [eq(boardPosts.boardType, boardType), isNull(boardPosts.deletedAt), isNull(boardPosts.parentId)];
  if (boardType === 'INQUIRY') {
    if (!isEditor(viewer)) conds.push(eq(boardPosts.memberId, viewer.id));
    return conds;
  }
  if (!isEditor(viewer)) conds.push(eq(boardPosts.isExposed, true), eq(boardPosts.isBlind, false));
  if (ranges) conds.push(ranges.length ? inArray(boardPosts.exposureRange, ranges) : sql`false`);
  return conds;
}

function checkBoardAccess(viewer: Member, boardType: BoardType) {
  if (!LISTED_BOARDS.includes(boardType)) throw badRequest(`${BoardType.label(boardType)}은(는) 전용 API로 조회해 주세요.`);
  if (boardType === 'ANONYMOUS' && !isEditor(viewer) && !isCsoMember(viewer.partnerContractStatus)) throw csoOnly();
}

boards.get('/', requireMember, async (c) => {
  const viewer = c.get('member');
  const q = new URL(c.req.url).searchParams;
  const boardType = readEnum(q, 'boardType', BoardType.values);
  if (!boardType) throw badRequest('boardType 값이 필요합니다.');
  checkBoardAccess(viewer, boardType);
  const paging = readPaging(q);
  const sortType = readEnum(q, 'sortType', BoardSortType.values) ?? 'LATEST';
  const title = readText(q, 'boardTitle');
  const noticeTypes = readEnumList(q, 'noticeTypes', NOTICE_TYPES);
  const drugCompany = readText(q, 'drugCompany', 50);
  const myUserId = readText(q, 'myUserId', 50);
  const userId = readText(q, 'userId', 50);
  const nickname = readText(q, 'nickname', 50);
  const startAt = readDay(q, 'startAt');
  const endAt = readDay(q, 'endAt');
  const isExposed = readBoolean(q, 'isExposed');
  const exposureRanges = readEnumList(q, 'exposureRanges', ExposureRange.values);
  const ignoreFixedTop = readBoolean(q, 'ignoreFixedTop');
  const hasChildren = readBoolean(q, 'hasChildren');
  const withContent = readBoolean(q, 'withContent');
  for (const flag of ['filterDeleted', 'filterBlind', 'includeChild']) readBoolean(q, flag); // accepted; deleted posts are never listed

  if (boardType === 'INQUIRY' && !isEditor(viewer) && myUserId && myUserId !== viewer.userId) {
    throw forbidden('본인의 문의 내역만 볼 수 있습니다.');
  }
  const conds = visibleTo(viewer, boardType, narrowRanges(viewer, exposureRanges));
  if (title) {
    const pattern = likePattern(title);
    // The notice search box says "제약사명 또는 제목": it searches both (the old app searched titles only).
    const byTitle = ilike(boardPosts.title, pattern);
    conds.push(boardType === 'NOTICE' ? (or(byTitle, ilike(boardPosts.drugCompany, pattern)) as SQL) : byTitle);
  }
  if (noticeTypes) conds.push(inArray(boardPosts.noticeType, noticeTypes));
  if (drugCompany) conds.push(ilike(boardPosts.drugCompany, likePattern(drugCompany)));
  if (startAt) conds.push(gte(boardPosts.createdAt, new Date(`${startAt}T00:00:00Z`)));
  if (endAt) conds.push(lt(boardPosts.createdAt, new Date(Date.parse(`${endAt}T00:00:00Z`) + 86_400_000)));
  if (isExposed !== undefined && isEditor(viewer)) conds.push(eq(boardPosts.isExposed, isExposed));
  if (ignoreFixedTop) conds.push(eq(boardPosts.fixedTop, false));
  if (myUserId || userId) {
    const login = myUserId ?? userId;
    conds.push(sql`${boardPosts.memberId} = (select m.id from members m where m.user_id = ${login})`);
    // Authors of anonymous posts cannot be found by their id, except by themselves and editors.
    if (!isEditor(viewer) && login !== viewer.userId) conds.push(eq(boardPosts.hiddenNickname, false));
  }
  if (nickname) {
    conds.push(sql`${boardPosts.memberId} in (select m.id from members m where m.nickname ilike ${likePattern(nickname)})`);
    if (!isEditor(viewer)) conds.push(eq(boardPosts.hiddenNickname, false));
  }
  if (hasChildren !== undefined) {
    const answered = sql`exists (select 1 from board_posts c where c.parent_id = ${boardPosts.id} and c.deleted_at is null)`;
    conds.push(hasChildren ? answered : sql`not ${answered}`);
  }

  const db = await getDb();
  const where = and(...conds);
  const order = {
    LATEST: [desc(boardPosts.createdAt), desc(boardPosts.id)],
    VIEWS: [desc(boardPosts.viewsCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
    LIKES: [desc(boardPosts.likesCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
    COMMENTS: [desc(boardPosts.commentCount), desc(boardPosts.createdAt), desc(boardPosts.id)],
  }[sortType];
  const [totalRow] = await db.select({ n: count() }).from(boardPosts).where(where);
  const total = totalRow?.n ?? 0;
  const ids = (
    await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(where)
      .orderBy(...order)
      .limit(sqlLimit(paging.size))
      .offset(paging.offset)
  ).map((r) => r.id);
  const rows = ids.length ? await selectPosts(db, viewer, inArray(boardPosts.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is PostRecord => !!r);
  const files = withContent ? await filesOf(db, ids) : null;
  const content: BoardPost[] = ordered.map((r) => {
    const row = toBoardPost(r, viewer);
    return files ? { ...row, content: r.post.content, attachments: files.get(r.post.id) ?? [] } : row;
  });
  return c.json(pageOf(content, total, paging));
});

boards.get('/notices/fixed-top', requireMember, async (c) => {
  const viewer = c.get('member');
  const q = new URL(c.req.url).searchParams;
  const boardType = readEnum(q, 'boardType', BoardType.values) ?? 'NOTICE';
  checkBoardAccess(viewer, boardType);
  const noticeTypes = readEnumList(q, 'noticeTypes', NOTICE_TYPES);
  const exposureRanges = readEnumList(q, 'exposureRanges', ExposureRange.values);
  const isExposed = readBoolean(q, 'isExposed');
  for (const flag of ['filterDeleted', 'filterBlind']) readBoolean(q, flag);
  const conds = visibleTo(viewer, boardType, narrowRanges(viewer, exposureRanges));
  conds.push(eq(boardPosts.fixedTop, true));
  if (noticeTypes) conds.push(inArray(boardPosts.noticeType, noticeTypes));
  if (isExposed !== undefined && isEditor(viewer)) conds.push(eq(boardPosts.isExposed, isExposed));
  const db = await getDb();
  const rows = await selectPosts(db, viewer, and(...conds));
  rows.sort((a, b) => b.post.createdAt.getTime() - a.post.createdAt.getTime() || b.post.id - a.post.id);
  return c.json(rows.slice(0, 50).map((r) => toBoardPost(r, viewer)));
});

/** A post the viewer may read (with its parent for child posts), or 404 / 403. */
async function readablePost(db: Db, viewer: Member, id: number | null): Promise<{ record: PostRecord; parent: BoardPostRow | null }> {
  if (id === null) throw notFound();
  const record = await findPost(db, viewer, id);
  if (!record) throw notFound();
  const parent = record.post.parentId ? ((await db.select().from(boardPosts).where(eq(boardPosts.id, record.post.parentId)))[0] ?? null) : null;
  const decision = readDecision(viewer, record.post, parent);
  if (decision === 'cso-only') throw csoOnly();
  if (decision === 'not-found') throw notFound();
  return { record, parent };
}

boards.get('/:id', requireMember, async (c) => {
  const viewer = c.get('member');
  for (const flag of ['filterDeleted', 'filterBlind']) readBoolean(new URL(c.req.url).searchParams, flag);
  const db = await getDb();
  const { record } = await readablePost(db, viewer, pathId(c.req.param('id')));
  if (['EVENT', 'SALES_AGENCY', 'PRODUCT'].includes(record.post.boardType) && !record.post.parentId) {
    // Backing posts are read through their own resource; here they are shown without counting a view.
  } else if (await recordView(db, viewer, record.post.id)) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  const detail: BoardPostDetail = await loadDetail(db, viewer, record);
  if (record.post.boardType === 'NOTICE' && !record.post.parentId) {
    Object.assign(detail, await neighbours(db, record.post, visibleTo(viewer, 'NOTICE', narrowRanges(viewer, undefined))));
  }
  return c.json(detail);
});

// ── writing ─────────────────────────────────────────────────────────────────────────────────────────────────

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown, name: string): boolean | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw badRequest(`${name} 값은 true 또는 false여야 합니다.`);
  return v;
};

function readTitle(v: unknown): string {
  const title = str(v)?.trim() ?? '';
  if (!title) throw badRequest('제목을 입력해 주세요.');
  if (title.length > TITLE_MAX) throw badRequest(`제목은 ${TITLE_MAX}자 이내로 입력해 주세요.`);
  return title;
}

function readContent(v: unknown, required: boolean): string {
  if (v !== undefined && v !== null && typeof v !== 'string') throw badRequest('내용(content)은 문자열이어야 합니다.');
  const raw = (v as string | undefined) ?? '';
  if (raw.length > CONTENT_MAX) throw badRequest('내용이 너무 깁니다. 나누어 작성해 주세요.');
  const html = sanitizeRichText(raw);
  if (required && isBlankRichText(html)) throw badRequest('내용을 입력해 주세요.');
  return html;
}

function readIds(v: unknown, name: string, required = false): number[] {
  if (v === undefined || v === null) {
    if (required) throw badRequest(`${name} 값(파일 번호 목록)이 필요합니다.`);
    return [];
  }
  if (!Array.isArray(v) || v.length > 100 || !v.every((n) => Number.isSafeInteger(n) && n > 0)) throw badRequest(`${name} 값은 파일 번호 목록이어야 합니다.`);
  return [...new Set(v as number[])];
}

function readNoticeProperties(v: unknown, partial: boolean): Partial<NoticeProperties> | null {
  if (v === undefined || v === null) {
    if (!partial) throw badRequest('공지 분류(noticeType)를 선택해 주세요.');
    return null;
  }
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest('noticeProperties 값이 올바르지 않습니다.');
  const o = v as Record<string, unknown>;
  const out: Partial<NoticeProperties> = {};
  if (o.noticeType !== undefined && o.noticeType !== null) {
    if (!NoticeType.is(o.noticeType)) throw badRequest('공지 분류(noticeType)가 올바르지 않습니다.');
    out.noticeType = o.noticeType;
  } else if (!partial) throw badRequest('공지 분류(noticeType)를 선택해 주세요.');
  if (o.drugCompany !== undefined) {
    if (o.drugCompany !== null && (typeof o.drugCompany !== 'string' || o.drugCompany.length > 50)) throw badRequest('제약사명은 50자 이내의 문자열이어야 합니다.');
    out.drugCompany = (o.drugCompany as string | null)?.trim() || null;
  }
  const fixedTop = bool(o.fixedTop, 'fixedTop');
  if (fixedTop !== undefined) out.fixedTop = fixedTop;
  return out;
}

async function acceptAttachments(files: File[], already = 0): Promise<AcceptedFile[]> {
  if (files.length + already > MAX_ATTACHMENTS) throw badRequest(`첨부파일은 글 하나에 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`);
  const out: AcceptedFile[] = [];
  for (const f of files) out.push(await acceptFile(f, 'attachment'));
  return out;
}

/** Editor images the member uploaded and that are not in any post yet. */
async function ownEditorImages(db: Db, member: Member, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
  const usable = rows.filter((f) => f.kind === 'EDITOR' && f.boardPostId === null && (f.uploaderId === member.id || isEditor(member)));
  if (usable.length !== ids.length) throw badRequest('본문 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.');
  return usable;
}

const hasAnswer = async (db: Db, postId: number) =>
  (await db.select({ id: boardPosts.id }).from(boardPosts).where(and(eq(boardPosts.parentId, postId), isNull(boardPosts.deletedAt))).limit(1)).length > 0;

boards.post('/', requireMember, postBodyLimit, async (c) => {
  const member = c.get('member');
  const { json, files } = await readMultipart(c, 'request', 'files');
  const boardType = json.boardType;
  if (!BoardType.is(boardType)) throw badRequest('boardType 값이 올바르지 않습니다.');
  const editor = isContentEditor(member.role);
  const parentId = json.parentId ?? null;
  if (parentId !== null && (!Number.isSafeInteger(parentId) || (parentId as number) <= 0)) throw badRequest('parentId 값이 올바르지 않습니다.');

  if (!LISTED_BOARDS.includes(boardType)) throw badRequest(`${BoardType.label(boardType)}은(는) 이 API로 작성할 수 없습니다.`);
  if (EDITOR_BOARDS.includes(boardType) && !editor) throw editorsOnly();
  if (boardType === 'ANONYMOUS' && !editor && !isCsoMember(member.partnerContractStatus)) throw csoOnly();
  const db = await getDb();
  let parent: BoardPostRow | null = null;
  if (parentId !== null) {
    // Answers: only editors, only to a 1:1 inquiry, one answer each.
    if (boardType !== 'INQUIRY') throw badRequest('답변(parentId)은 1:1 문의에만 달 수 있습니다.');
    if (!editor) throw editorsOnly();
    [parent = null] = await db.select().from(boardPosts).where(eq(boardPosts.id, parentId as number));
    if (!parent || parent.deletedAt || parent.boardType !== 'INQUIRY' || parent.parentId !== null) throw notFound();
    if (await hasAnswer(db, parent.id)) throw new ApiHttpError(409, 'ALREADY_ANSWERED', '이미 답변이 등록된 문의입니다.');
  }

  const title = readTitle(json.title);
  const content = readContent(json.content, true);
  const hiddenNickname = bool(json.hiddenNickname, 'hiddenNickname') ?? false;
  let isExposed = true;
  let exposureRange: ExposureRange = 'ALL';
  let notice: Partial<NoticeProperties> | null = null;
  if (editor && boardType !== 'INQUIRY') {
    isExposed = bool(json.isExposed, 'isExposed') ?? true;
    if (json.exposureRange !== undefined && json.exposureRange !== null) {
      if (!ExposureRange.is(json.exposureRange)) throw badRequest('노출 범위(exposureRange)가 올바르지 않습니다.');
      exposureRange = json.exposureRange;
    }
  }
  if (boardType === 'NOTICE') notice = readNoticeProperties(json.noticeProperties, false);
  const editorIds = readIds(json.editorFileIds, 'editorFileIds');
  const accepted = await acceptAttachments(files);
  const editorImages = await ownEditorImages(db, member, editorIds);

  const [created] = await db
    .insert(boardPosts)
    .values({
      boardType,
      parentId: parent?.id ?? null,
      memberId: member.id,
      title,
      content,
      hiddenNickname: boardType === 'INQUIRY' || boardType === 'NOTICE' || boardType === 'FAQ' ? false : hiddenNickname,
      isExposed,
      exposureRange,
      noticeType: notice?.noticeType ?? null,
      drugCompany: notice?.drugCompany ?? null,
      fixedTop: notice?.fixedTop ?? false,
    })
    .returning({ id: boardPosts.id });
  const id = (created as { id: number }).id;
  try {
    await storeFiles(db, accepted, { kind: 'ATTACHMENT', boardPostId: id, uploaderId: member.id });
  } catch (err) {
    await db.delete(boardPosts).where(eq(boardPosts.id, id));
    throw err;
  }
  if (editorImages.length) {
    await db
      .update(storedFiles)
      .set({ boardPostId: id })
      .where(
        inArray(
          storedFiles.id,
          editorImages.map((f) => f.id),
        ),
      );
  }
  return c.text(String(id), 201);
});

/** May the member change (edit or delete) this post? Throws 403 / 409 when not. */
async function checkCanChange(db: Db, member: Member, post: BoardPostRow, parent: BoardPostRow | null, verb: '수정' | '삭제') {
  const editor = isContentEditor(member.role);
  const own = post.memberId === member.id;
  const board = (parent ?? post).boardType;
  const allowed = parent ? own : EDITOR_BOARDS.includes(board) ? editor : own;
  if (!allowed) throw forbidden(`본인이 작성한 글만 ${verb}할 수 있습니다.`);
  if (board === 'INQUIRY' && !parent && (await hasAnswer(db, post.id))) {
    throw new ApiHttpError(409, 'ANSWERED', `답변이 등록된 문의는 ${verb}할 수 없습니다.`);
  }
}

boards.put('/:id', requireMember, postBodyLimit, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { record, parent } = await readablePost(db, member, pathId(c.req.param('id')));
  const post = record.post;
  if (['EVENT', 'SALES_AGENCY', 'PRODUCT'].includes(post.boardType)) throw badRequest(`${BoardType.label(post.boardType)}은(는) 이 API로 수정할 수 없습니다.`);
  await checkCanChange(db, member, post, parent, '수정');
  const { json, files: newFiles } = await readMultipart(c, 'updateRequest', 'newFiles');
  const keepIds = readIds(json.keepFileIds, 'keepFileIds', true);
  const editorIds = readIds(json.editorFileIds, 'editorFileIds');
  const patch: Partial<typeof boardPosts.$inferInsert> = { updatedAt: new Date() };
  if (json.title !== undefined && json.title !== null) patch.title = readTitle(json.title);
  if (json.content !== undefined && json.content !== null) patch.content = readContent(json.content, true);
  const hidden = bool(json.hiddenNickname, 'hiddenNickname');
  if (hidden !== undefined && (post.boardType === 'ANONYMOUS' || post.boardType === 'MR_CSO_MATCHING')) patch.hiddenNickname = hidden;
  if (isContentEditor(member.role) && EDITOR_BOARDS.includes(post.boardType)) {
    const exposed = bool(json.isExposed, 'isExposed');
    if (exposed !== undefined) patch.isExposed = exposed;
    const blind = bool(json.isBlind, 'isBlind');
    if (blind !== undefined) patch.isBlind = blind;
    if (json.exposureRange !== undefined && json.exposureRange !== null) {
      if (!ExposureRange.is(json.exposureRange)) throw badRequest('노출 범위(exposureRange)가 올바르지 않습니다.');
      patch.exposureRange = json.exposureRange;
    }
    if (post.boardType === 'NOTICE') {
      const np = readNoticeProperties(json.noticeProperties, true);
      if (np?.noticeType) patch.noticeType = np.noticeType;
      if (np && 'drugCompany' in np) patch.drugCompany = np.drugCompany ?? null;
      if (np?.fixedTop !== undefined) patch.fixedTop = np.fixedTop;
    }
  }

  const current = await db.select().from(storedFiles).where(eq(storedFiles.boardPostId, post.id));
  const dropped = current.filter((f) => !keepIds.includes(f.id));
  const keptAttachments = current.filter((f) => keepIds.includes(f.id) && f.kind === 'ATTACHMENT').length;
  const accepted = await acceptAttachments(newFiles, keptAttachments);
  const editorImages = await ownEditorImages(
    db,
    member,
    editorIds.filter((id) => !current.some((f) => f.id === id)),
  );

  await db.update(boardPosts).set(patch).where(eq(boardPosts.id, post.id));
  await storeFiles(db, accepted, { kind: 'ATTACHMENT', boardPostId: post.id, uploaderId: member.id });
  if (editorImages.length) {
    await db
      .update(storedFiles)
      .set({ boardPostId: post.id })
      .where(
        inArray(
          storedFiles.id,
          editorImages.map((f) => f.id),
        ),
      );
  }
  await deleteFiles(db, dropped);
  return c.text(String(post.id), 200);
});

boards.delete('/:id', requireMember, async (c) => {
  const member = c.get('member');
  const db = await getDb();
  const { record, parent } = await readablePost(db, member, pathId(c.req.param('id')));
  if (['EVENT', 'SALES_AGENCY', 'PRODUCT'].includes(record.post.boardType)) throw badRequest(`${BoardType.label(record.post.boardType)}은(는) 이 API로 삭제할 수 없습니다.`);
  await checkCanChange(db, member, record.post, parent, '삭제');
  await db.update(boardPosts).set({ deletedAt: new Date() }).where(eq(boardPosts.id, record.post.id));
  return c.body(null, 204);
});

boards.post('/uploads', requireMember, uploadBodyLimit, async (c) => {
  const member = c.get('member');
  const file = await readSingleFile(c, 'file');
  const accepted = await acceptFile(file, 'image');
  const [stored] = await storeFiles(await getDb(), [accepted], { kind: 'EDITOR', uploaderId: member.id });
  return c.json<Attachment>(toAttachment(stored as StoredFile), 201);
});
