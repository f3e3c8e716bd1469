import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { BannerPosition, BannerScope, BannerStatus, BoardType, ExposureRange, FileKind, NoticeType } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';

// Content and customer service: boards, files, events, banners, home figures.

/**
 * Posts of every board (notices, FAQ, 1:1 inquiries, community; events keep their body here too). An inquiry's
 * answer is a child post (`parent_id`). `content` is HTML already sanitized against the allow-list. Deleting is soft.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardType: text('board_type').$type<BoardType>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => boardPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    hiddenNickname: boolean('hidden_nickname').notNull().default(false),
    isExposed: boolean('is_exposed').notNull().default(true),
    exposureRange: text('exposure_range').$type<ExposureRange>().notNull().default('ALL'),
    isBlind: boolean('is_blind').notNull().default(false),
    noticeType: text('notice_type').$type<NoticeType>(),
    drugCompany: text('drug_company'),
    fixedTop: boolean('fixed_top').notNull().default(false),
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    index('board_posts_list_idx').on(t.boardType, t.createdAt.desc(), t.id.desc()),
    index('board_posts_parent_idx').on(t.parentId),
    // One live answer per inquiry (concurrent answers: one wins, the others get 409).
    uniqueIndex('board_posts_one_answer_key')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null and ${t.deletedAt} is null`),
    index('board_posts_member_idx').on(t.memberId, t.boardType),
    check('board_posts_board_type_check', oneOf(t.boardType, BoardType.values)),
    check('board_posts_exposure_range_check', oneOf(t.exposureRange, ExposureRange.values)),
    check('board_posts_notice_type_check', oneOf(t.noticeType, NoticeType.values)),
  ],
);

/** Who has read a post (counts each member once; answers `viewedByMe`). */
export const boardPostViews = pgTable(
  'board_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewedAt: tz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] }), index('board_post_views_member_idx').on(t.memberId)],
);

/**
 * Uploaded and seeded files. The bytes live in the file storage (src/server/files/storage.ts) under `storage_key`;
 * `GET /v1/files/{id}` serves them after an access check: public files to anyone, files of a post to whoever may
 * read that post, unattached uploads to their uploader (and editors).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    boardPostId: integer('board_post_id').references(() => boardPosts.id, { onDelete: 'set null' }),
    uploaderId: integer('uploader_id').references(() => members.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_storage_key_key').on(t.storageKey),
    index('stored_files_board_post_idx').on(t.boardPostId),
    check('stored_files_kind_check', oneOf(t.kind, FileKind.values)),
  ],
);

/** Events: period, card image and a backing post (title, HTML body, exposure, views). */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardPostId: integer('board_post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    thumbnailFileId: integer('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    videoUrl: text('video_url'),
    note: text('note'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_board_post_key').on(t.boardPostId), index('events_period_idx').on(t.endAt, t.startAt)],
);

/** Banners of the home page and the community sidebars. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    imageFileId: integer('image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    linkUrl: text('link_url').notNull(),
    position: text('position').$type<BannerPosition>().notNull(),
    scope: text('scope').$type<BannerScope>().notNull().default('ENTIRE'),
    status: text('status').$type<BannerStatus>().notNull().default('VISIBLE'),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    note: text('note'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('banners_position_idx').on(t.position, t.displayOrder),
    check('banners_position_check', oneOf(t.position, BannerPosition.values)),
    check('banners_scope_check', oneOf(t.scope, BannerScope.values)),
    check('banners_status_check', oneOf(t.status, BannerStatus.values)),
  ],
);

/**
 * Platform-wide prescription figures per month (KST), behind the home hero's "이번 달 처방 N건 / 수수료 합계".
 * The prescriptions (EDI) side can keep this table up to date from its prescriptions or replace the query.
 */
export const prescriptionMonthlyStats = pgTable('prescription_monthly_stats', {
  month: date('month', { mode: 'string' }).primaryKey(),
  prescriptionCount: integer('prescription_count').notNull(),
  feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
});

/** Newly opened hospitals and clinics (home: "최근 1개월 신규 개원 N개사"). */
export const hospitalOpenings = pgTable(
  'hospital_openings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionCode: text('institution_code').notNull(),
    name: text('name').notNull(),
    department: text('department'),
    region: text('region').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('hospital_openings_code_key').on(t.institutionCode), index('hospital_openings_opened_idx').on(t.openedOn)],
);

export type BoardPostRow = typeof boardPosts.$inferSelect;
export type StoredFile = typeof storedFiles.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
