import { Hono } from 'hono';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { EventStatus as EventStatusValue } from '../../api/enums';
import { eventListQuerySchema } from '../../api/schema/events';
import type { EventDetail, EventSummary } from '../../api/types';
import { findPost, loadDetail, recordView } from '../content/posts';
import { isEditor, narrowRanges, readDecision } from '../content/viewer';
import { getDb } from '../db';
import { boardPosts, events as eventsTable, type EventRow } from '../db/schema';
import { notFound, toWireDateTime, type AppEnv } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../paging';
import { likePattern } from '../params';
import { validId, validQuery } from '../validate';
import { fileUrl } from '../content/posts';

// Events: a period, a card image and a backing post (title, body, exposure, views).
// 진행중 until the end date has passed, then 종료; exposure ranges and publication decide who sees one.

export const events = new Hono<AppEnv>();

export const eventStatusAt = (e: Pick<EventRow, 'endAt'>, now = new Date()): EventStatusValue =>
  e.endAt.getTime() < now.getTime() ? 'FINISHED' : 'IN_PROGRESS';

events.get('/', validQuery(eventListQuerySchema), async (c) => {
  const viewer = c.get('member');
  const q = c.req.valid('query');
  const paging = pagingOf(q);
  const { status, isExposed, title, startAt, endAt } = q;
  const ranges = narrowRanges(viewer, q.exposureRanges);

  const conds: SQL[] = [isNull(boardPosts.deletedAt)];
  if (!isEditor(viewer)) conds.push(eq(boardPosts.isExposed, true), eq(boardPosts.isBlind, false));
  else if (isExposed !== undefined) conds.push(eq(boardPosts.isExposed, isExposed));
  if (ranges) conds.push(ranges.length ? inArray(boardPosts.exposureRange, ranges) : sql`false`);
  if (status === 'IN_PROGRESS') conds.push(gte(eventsTable.endAt, sql`now()`));
  if (status === 'FINISHED') conds.push(sql`${eventsTable.endAt} < now()`);
  if (title) conds.push(ilike(boardPosts.title, likePattern(title)));
  // A period filter keeps the events whose period overlaps it.
  if (startAt) conds.push(gte(eventsTable.endAt, new Date(`${startAt}T00:00:00Z`)));
  if (endAt) conds.push(lte(eventsTable.startAt, new Date(Date.parse(`${endAt}T00:00:00Z`) + 86_399_999)));

  const db = await getDb();
  const where = and(...conds);
  const [total] = await db
    .select({ n: count() })
    .from(eventsTable)
    .innerJoin(boardPosts, eq(boardPosts.id, eventsTable.boardPostId))
    .where(where);
  const rows = await db
    .select({ event: eventsTable, post: boardPosts })
    .from(eventsTable)
    .innerJoin(boardPosts, eq(boardPosts.id, eventsTable.boardPostId))
    .where(where)
    // Running events first, then by start date, newest first.
    .orderBy(sql`(${eventsTable.endAt} < now())`, desc(eventsTable.startAt), desc(eventsTable.id))
    .limit(sqlLimit(paging.size))
    .offset(paging.offset);
  const now = new Date();
  const content = rows.map(({ event, post }): EventSummary => ({
    id: event.id,
    title: post.title,
    description: event.description,
    thumbnailUrl: event.thumbnailFileId ? fileUrl(event.thumbnailFileId) : '',
    eventStartAt: toWireDateTime(event.startAt),
    eventEndAt: toWireDateTime(event.endAt),
    eventStatus: eventStatusAt(event, now),
    isExposed: post.isExposed,
    viewCount: post.viewsCount,
    createdDate: toWireDateTime(post.createdAt),
  }));
  return c.json(pageOf(content, total?.n ?? 0, paging));
});

events.get('/:id', validId, async (c) => {
  const viewer = c.get('member');
  const { id } = c.req.valid('param');
  const db = await getDb();
  const [event] = await db.select().from(eventsTable).where(eq(eventsTable.id, id));
  if (!event) throw notFound();
  const record = await findPost(db, viewer, event.boardPostId);
  if (!record || readDecision(viewer, record.post) !== 'ok') throw notFound();
  if (await recordView(db, viewer, record.post.id)) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  const detail: EventDetail = {
    eventId: event.id,
    boardPostDetail: await loadDetail(db, viewer, record),
    description: event.description,
    eventStartDate: toWireDateTime(event.startAt),
    eventEndDate: toWireDateTime(event.endAt),
    thumbnailUrl: event.thumbnailFileId ? fileUrl(event.thumbnailFileId) : '',
    videoUrl: event.videoUrl,
    note: event.note,
    eventStatus: eventStatusAt(event),
  };
  return c.json(detail);
});
