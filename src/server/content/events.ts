import type * as v from 'valibot';
import { and, count, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { EventStatus as EventStatusValue } from '../../api/enums';
import type { eventListQuerySchema } from '../../api/schema/events';
import type { EventDetail, EventSummary, Page } from '../../api/types';
import type { Db } from '../db';
import { boardPosts, events, type EventRow, type Member } from '../db/schema';
import { notFound, toWireDateTime } from '../http';
import { pageOf, pagingOf, sqlLimit } from '../http/paging';
import { likePattern } from '../http/params';
import { fileUrl, findPost, loadDetail, recordView } from './posts';
import { exposedTo, narrowRanges, readDecision } from './viewer';

// Events: a period, a card image and a backing post (title, body, exposure, views).
// 진행중 until the end date has passed, then 종료; exposure ranges and publication decide who sees one.

export const eventStatusAt = (e: Pick<EventRow, 'endAt'>, now = new Date()): EventStatusValue =>
  e.endAt.getTime() < now.getTime() ? 'FINISHED' : 'IN_PROGRESS';

/** The events the viewer may see, filtered as asked, running ones first. */
export async function listEvents(db: Db, viewer: Member, q: v.InferOutput<typeof eventListQuerySchema>): Promise<Page<EventSummary>> {
  const paging = pagingOf(q);
  const { status, isExposed, title, startAt, endAt } = q;
  const ranges = narrowRanges(viewer, q.exposureRanges);

  const conds: SQL[] = [isNull(boardPosts.deletedAt), ...exposedTo(viewer, ranges, isExposed)];
  if (status === 'IN_PROGRESS') conds.push(gte(events.endAt, sql`now()`));
  if (status === 'FINISHED') conds.push(sql`${events.endAt} < now()`);
  if (title) conds.push(ilike(boardPosts.title, likePattern(title)));
  // A period filter keeps the events whose period overlaps it.
  if (startAt) conds.push(gte(events.endAt, new Date(`${startAt}T00:00:00Z`)));
  if (endAt) conds.push(lte(events.startAt, new Date(Date.parse(`${endAt}T00:00:00Z`) + 86_399_999)));

  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(events).innerJoin(boardPosts, eq(boardPosts.id, events.boardPostId)).where(where);
  const rows = await db
    .select({ event: events, post: boardPosts })
    .from(events)
    .innerJoin(boardPosts, eq(boardPosts.id, events.boardPostId))
    .where(where)
    // Running events first, then by start date, newest first.
    .orderBy(sql`(${events.endAt} < now())`, desc(events.startAt), desc(events.id))
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
  return pageOf(content, total?.n ?? 0, paging);
}

/** The event with its body, counting the viewer's first view; 404 when it does not exist or the viewer may not read it. */
export async function eventDetail(db: Db, viewer: Member, id: number): Promise<EventDetail> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) throw notFound();
  const record = await findPost(db, viewer, event.boardPostId);
  if (!record || readDecision(viewer, record.post) !== 'ok') throw notFound();
  if (await recordView(db, viewer, record.post.id)) {
    record.post.viewsCount += 1;
    record.viewedByMe = true;
  }
  return {
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
}
