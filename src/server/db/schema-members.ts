import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AccountStatus, Gender, MemberType, PartnerContractStatus, Role, type AdminPermission } from '../../api/enums';
import { oneOf, tz } from './schema-columns';

// Members, their sessions and login throttles, and the terms documents.

export const TermsKind = ['TERMS', 'PRIVACY'] as const;
export type TermsKind = (typeof TermsKind)[number];

/** What a limited session may do (src/server/auth/session-scopes.ts); a session without a scope may do everything. */
export const SESSION_SCOPES = ['PASSWORD_RESET'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

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
    /** A staff account's AdminPermission values (a SUPER_ADMIN holds every one whatever this says); empty for partners. */
    permissions: text('permissions')
      .array()
      .$type<AdminPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    /** Why staff suspended the account (status BLOCKED), shown at login, and when the suspension ends by itself. */
    blockedReason: text('blocked_reason'),
    blockedUntil: tz('blocked_until'),
    /** The staff's memo on the member: never in an answer to the member. */
    staffMemo: text('staff_memo'),
    /** When the CSO certificate was sent for review, and why staff refused it (cleared by the next upload). */
    csoCertSubmittedAt: tz('cso_cert_submitted_at'),
    csoCertRejectionReason: text('cso_cert_rejection_reason'),
    /** When staff approved the CSO certificate: an ended contract returns the member to CSO only then (0026). */
    csoApprovedAt: tz('cso_approved_at'),
    lastLoginAt: tz('last_login_at'),
    /** The last nickname change (a member may change it once a month). */
    nicknameChangedAt: tz('nickname_changed_at'),
    /** Withdrawal: the row stays (the login id is never given out again), its personal data scrubbed. */
    withdrawnAt: tz('withdrawn_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_user_id_key').on(t.userId),
    uniqueIndex('members_nickname_key').on(t.nickname),
    // Nicknames are told apart without case, like login ids.
    uniqueIndex('members_nickname_lower_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('members_referral_code_key').on(t.referralCode),
    uniqueIndex('members_user_id_lower_key').on(sql`lower(${t.userId})`),
    // One live account per phone number (a withdrawn member's number may join again; the login id never).
    uniqueIndex('members_phone_number_key')
      .on(t.phoneNumber)
      .where(sql`${t.accountStatus} <> 'DELETED'`),
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
    /** When the family's login happened: carried through every rotation, the session's absolute lifetime counts from it. */
    loginAt: tz('login_at').notNull().defaultNow(),
    /** 「로그인 상태 유지」 at the login: the family lives 30 days instead of 12 hours (auth/sessions.ts). */
    keepLogin: boolean('keep_login').notNull().default(false),
    /** A staff family: 8 hours at most, 15 minutes idle, never kept (auth/sessions.ts). */
    staff: boolean('staff').notNull().default(false),
    /** The browser and system of the login, e.g. "Chrome · Windows" (auth/device-label.ts); never the raw User-Agent. */
    deviceLabel: text('device_label'),
    /** What the family may do: null = everything; a scope limits it (auth/session-scopes.ts) and never rotates. */
    scope: text('scope').$type<SessionScope>(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    check('refresh_tokens_scope_check', oneOf(t.scope, SESSION_SCOPES)),
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
    /** What the session may do: null = everything its member may; a scope allows only its routes (auth/session-scopes.ts). */
    scope: text('scope').$type<SessionScope>(),
  },
  (t) => [
    uniqueIndex('access_sessions_token_hash_key').on(t.tokenHash),
    check('access_sessions_scope_check', oneOf(t.scope, SESSION_SCOPES)),
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

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
