import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { Gender } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';

// Identity verifications, SMS verification codes, password-reset tokens, what a sign-up records and the request budgets.

export const IdentityStatus = ['PENDING', 'SUCCESS', 'FAIL'] as const;
export type IdentityStatus = (typeof IdentityStatus)[number];

/** Where a new member gave the required consents: our sign-up form, or the old app (it shows the terms itself). */
export const ConsentChannel = ['PORTAL', 'LEGACY_FORM'] as const;
export type ConsentChannel = (typeof ConsentChannel)[number];

/**
 * One identity verification (KMC or the demo provider), keyed by its random certNum. A SUCCESS row holds the verified
 * person until a form uses it (`used_at`) or it expires (src/server/identity/results.ts).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    certNum: text('cert_num').primaryKey(),
    provider: text('provider').notNull(),
    status: text('status').$type<IdentityStatus>().notNull().default('PENDING'),
    name: text('name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender').$type<Gender>(),
    /** Dashed `010-1234-5678`. */
    phoneNumber: text('phone_number'),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
    usedAt: tz('used_at'),
    /** Forms that tried to use it before it was used up (each sign-up try costs a password hash). */
    formTries: integer('form_tries').notNull().default(0),
    /** SHA-256 (hex) of the nonce in the starting browser's identity cookie (src/server/identity/client-binding.ts). */
    clientNonceHash: text('client_nonce_hash'),
  },
  (t) => [
    index('identity_verifications_created_idx').on(t.createdAt),
    check('identity_verifications_status_check', oneOf(t.status, IdentityStatus)),
    check('identity_verifications_gender_check', oneOf(t.gender, Gender.values)),
  ],
);

/** SMS verification codes (find ID / find password): only a hash of the code is kept; a row is also one send. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Dashed `010-1234-5678`. */
    phoneNumber: text('phone_number').notNull(),
    /** Who asked (the client address), for the per-client send limit. */
    clientKey: text('client_key').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('verification_codes_phone_idx').on(t.phoneNumber, t.createdAt),
    index('verification_codes_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/** One-time tokens a verified find-password code issues; only a SHA-256 hash is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('password_reset_tokens_member_idx').on(t.memberId)],
);

/** What a sign-up recorded: the consents with their times, the referrer, and the identity verification used. */
export const memberSignups = pgTable(
  'member_signups',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    certNum: text('cert_num').notNull(),
    termsAgreedAt: tz('terms_agreed_at').notNull(),
    privacyAgreedAt: tz('privacy_agreed_at').notNull(),
    referrerId: integer('referrer_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** Where the required consents were given (LEGACY_FORM: the old app showed the terms before its sign-up). */
    consentChannel: text('consent_channel').$type<ConsentChannel>().notNull().default('PORTAL'),
  },
  (t) => [
    uniqueIndex('member_signups_cert_num_key').on(t.certNum),
    check('member_signups_consent_channel_check', oneOf(t.consentChannel, ConsentChannel)),
  ],
);

/**
 * Requests spent from the budgets of public work (src/server/http/request-budgets.ts): one row per key (a budget on one
 * client, or a budget in total) and minute, counted by an upsert, so every instance sees the same counts.
 */
export const requestBudgets = pgTable(
  'request_budgets',
  {
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('request_budgets_window_idx').on(t.windowStart)],
);

export type IdentityVerification = typeof identityVerifications.$inferSelect;
