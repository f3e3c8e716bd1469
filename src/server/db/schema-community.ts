import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ReportType } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { boardPosts } from './schema-content';
import { members } from './schema-members';

// The community around the posts: comments and replies, likes, reports and blocks.

/**
 * Comments on a post; a reply points at a top-level comment (`parent_id`, one level only). `content` is plain text.
 * Deleting is soft (a deleted top-level comment takes its replies with it); `board_posts.comment_count` counts the
 * comments that are neither deleted nor blinded and is kept in the same transaction as every change.
 */
export const boardComments = pgTable(
  'board_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => boardComments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    isBlind: boolean('is_blind').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    index('board_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('board_comments_parent_idx').on(t.parentId),
    index('board_comments_member_idx').on(t.memberId),
    check('board_comments_likes_check', sql`${t.likesCount} >= 0`),
  ],
);

/** One like per member and post; `board_posts.likes_count` moves with each row in the same statement. */
export const boardPostLikes = pgTable(
  'board_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] }), index('board_post_likes_member_idx').on(t.memberId)],
);

/** One like per member and comment; `board_comments.likes_count` moves with each row in the same statement. */
export const boardCommentLikes = pgTable(
  'board_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => boardComments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] }), index('board_comment_likes_member_idx').on(t.memberId)],
);

/** Reports of a post or a comment (exactly one), each member once per target. */
export const boardReports = pgTable(
  'board_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => boardPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => boardComments.id, { onDelete: 'cascade' }),
    reportType: text('report_type').$type<ReportType>().notNull(),
    reportContent: text('report_content').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('board_reports_post_key').on(t.reporterId, t.postId),
    uniqueIndex('board_reports_comment_key').on(t.reporterId, t.commentId),
    index('board_reports_post_idx').on(t.postId),
    index('board_reports_comment_idx').on(t.commentId),
    check('board_reports_type_check', oneOf(t.reportType, ReportType.values)),
    check('board_reports_target_check', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
  ],
);

/**
 * Who blocked whom, and from which kind of content. A block made from content shown under the author's nickname has
 * no scope and hides their content shown under the nickname (never their anonymous content, whose disappearance
 * would tie it to the name). A block made from anonymous content (a hidden-nickname post, a pseudonymous comment) is
 * scoped to that thread and hides only that pseudonym there. One block of each kind per blocker, member and thread.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The thread (post) of a block made from anonymous content; null for a block made from a shown nickname. */
    scopePostId: integer('scope_post_id').references(() => boardPosts.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_blocks_named_key')
      .on(t.blockerId, t.blockedId)
      .where(sql`${t.scopePostId} is null`),
    uniqueIndex('member_blocks_scoped_key')
      .on(t.blockerId, t.blockedId, t.scopePostId)
      .where(sql`${t.scopePostId} is not null`),
    check('member_blocks_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export type BoardCommentRow = typeof boardComments.$inferSelect;
