import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AccountStatus,
  BannerPosition,
  BannerScope,
  BannerStatus,
  BoardType,
  ExposureRange,
  FileKind,
  Gender,
  MemberType,
  NoticeType,
  PartnerContractStatus,
  Role,
} from '../../api/enums';

// The database of the reference /v1 API. Enum columns are text checked against the contract's enums
// (src/api/enums.ts), so a new enum value shows up as a new migration (`npm run db:generate`).

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;

export const TermsKind = ['TERMS', 'PRIVACY'] as const;
export type TermsKind = (typeof TermsKind)[number];

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname').notNull(),
    nicknameHidden: boolean('nickname_hidden').notNull().default(false),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').$type<Gender>(),
    partnerContractStatus: text('partner_contract_status').$type<MemberType>().notNull().default('NONE'),
    contractStatus: text('contract_status').$type<PartnerContractStatus>(),
    contractDate: tz('contract_date'),
    csoCertUrl: text('cso_cert_url'),
    referralCode: text('referral_code'),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingPush: boolean('marketing_push').notNull().default(false),
    marketingSmsAgreedAt: tz('marketing_sms_agreed_at'),
    marketingEmailAgreedAt: tz('marketing_email_agreed_at'),
    marketingPushAgreedAt: tz('marketing_push_agreed_at'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('ACTIVATED'),
    role: text('role').$type<Role>().notNull().default('USER'),
    note: text('note'),
    lastLoginAt: tz('last_login_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_user_id_key').on(t.userId),
    uniqueIndex('members_nickname_key').on(t.nickname),
    uniqueIndex('members_referral_code_key').on(t.referralCode),
    check('members_gender_check', oneOf(t.gender, Gender.values)),
    check('members_partner_contract_status_check', oneOf(t.partnerContractStatus, MemberType.values)),
    check('members_contract_status_check', oneOf(t.contractStatus, PartnerContractStatus.values)),
    check('members_account_status_check', oneOf(t.accountStatus, AccountStatus.values)),
    check('members_role_check', oneOf(t.role, Role.values)),
  ],
);

/**
 * Refresh tokens, one row per issued token. Tokens of one login form a family (rotation chain):
 * presenting a token that was already used revokes the whole family. Only a SHA-256 hash is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** When the family's login happened: carried through every rotation, the session ends 30 days after it. */
    loginAt: tz('login_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_member_idx').on(t.memberId),
  ],
);

/** Access sessions behind the httpOnly access cookie (opaque random token, only its SHA-256 hash stored). */
export const accessSessions = pgTable(
  'access_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_sessions_token_hash_key').on(t.tokenHash),
    index('access_sessions_family_idx').on(t.familyId),
    index('access_sessions_member_idx').on(t.memberId),
  ],
);

/**
 * Failed logins per throttle key (an account on one client, or one client across accounts), shared by every instance.
 * A row is forgotten once its last failure is old enough (src/server/auth/rate-limit.ts).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: tz('last_failure_at').notNull(),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/** Terms of use and privacy policy, versioned; "latest" is the newest effective version. */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<TermsKind>().notNull(),
    version: text('version').notNull(),
    html: text('html').notNull(),
    effectiveAt: tz('effective_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_documents_kind_version_key').on(t.kind, t.version),
    index('terms_documents_kind_effective_idx').on(t.kind, t.effectiveAt),
    check('terms_documents_kind_check', oneOf(t.kind, TermsKind)),
  ],
);

// ── Content and customer service: boards, files, events, banners, home figures ──────────────────────

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
 * Uploaded and seeded files. The bytes live in the file storage (src/server/storage.ts) under `storage_key`;
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
 * The performance (EDI) release can keep this table up to date from its prescriptions or replace the query.
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

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export * from './schema-products';
