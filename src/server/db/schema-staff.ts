import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StaffAction, StaffTarget } from '../../api/enums';
import { tz } from './schema-columns';
import { members } from './schema-members';
import { partnerContracts } from './schema-partner-contracts';

// The operator console's tables (migration 0022_staff.sql): second factors, sign-in challenges, enrolment links,
// four-eyes bank account changes, and the append-only staff audit trail.

/** A staff account's TOTP secret (base32); enrolledAt is null until a first code proves the authenticator has it. */
export const staffSecondFactors = pgTable('staff_second_factors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enrolledAt: tz('enrolled_at'),
  /** The last accepted 30-second step: each code is accepted once. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** One-time recovery codes (SHA-256 hashes), 10 per enrolment. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('staff_recovery_codes_member_idx').on(t.memberId)],
);

/** Between a right password and the second factor: a one-time challenge (hash only), short-lived, a few tries. */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceLabel: text('device_label'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('second_factor_challenges_expires_idx').on(t.expiresAt)],
);

/** The one-time link with which a new staff account sets its password and enrols (24 hours). */
export const staffEnrolmentLinks = pgTable('staff_enrolment_links', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export const BankChangeStatus = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BankChangeStatus = (typeof BankChangeStatus)[number];

/** A bank account change asked by one staff member; it takes effect when another approves it (four-eyes). */
export const bankAccountChanges = pgTable('bank_account_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  contractId: integer('contract_id')
    .notNull()
    .references(() => partnerContracts.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  reason: text('reason').notNull(),
  requestedBy: integer('requested_by')
    .notNull()
    .references(() => members.id),
  requestedAt: tz('requested_at').notNull().defaultNow(),
  status: text('status').$type<BankChangeStatus>().notNull().default('PENDING'),
  decidedBy: integer('decided_by').references(() => members.id),
  decidedAt: tz('decided_at'),
  /** Why the second staff member refused it (migration 0027). */
  decisionReason: text('decision_reason'),
});

/** One staff write, reveal or export. Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export const staffAudit = pgTable('staff_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  staffId: integer('staff_id').notNull(),
  staffUserId: text('staff_user_id').notNull(),
  at: tz('at').notNull().defaultNow(),
  action: text('action').$type<StaffAction>().notNull(),
  targetKind: text('target_kind').$type<StaffTarget>().notNull(),
  targetId: text('target_id').notNull(),
  /** { field: [before, after] }, personal values masked. */
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  reason: text('reason'),
});
export type StaffAuditRow = typeof staffAudit.$inferSelect;
