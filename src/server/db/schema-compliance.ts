import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ComplianceKind } from '../../api/compliance-enums';
import { storedFiles } from './schema-content';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';
import { dealers } from './schema-prescriptions';

// The compliance center: what a member recorded for themselves and their dealers (CSO 신고증, trainings), the
// re-delegation notice of each dealer row, and the reminders already sent. Statuses and due dates are not stored: they
// are computed from these rows and the rules table (src/lib/compliance-rules.ts) on the day they are asked for.

/**
 * A 신고증 or a training completion of the member (`dealer_name` null) or of one of their dealers: a dealer is the
 * person behind the dealer rows of one name, so the record is keyed by that name.
 */
export const complianceRecords = pgTable(
  'compliance_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerName: text('dealer_name'),
    kind: text('kind').$type<ComplianceKind>().notNull(),
    number: text('number'),
    authority: text('authority'),
    issuedAt: date('issued_at', { mode: 'string' }),
    completedAt: date('completed_at', { mode: 'string' }),
    hours: integer('hours'),
    submittedAt: date('submitted_at', { mode: 'string' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('compliance_records_member_idx').on(t.memberId, t.dealerName, t.kind),
    check('compliance_records_kind_check', oneOf(t.kind, ComplianceKind.values)),
    check('compliance_records_hours_check', sql`${t.hours} is null or ${t.hours} between 1 and 100`),
  ],
);

/** The re-delegation notice (재위탁 통보) of one dealer row: its sub-contract date and when it was sent. */
export const redelegationNotices = pgTable(
  'redelegation_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    sentAt: date('sent_at', { mode: 'string' }),
    proofFileId: integer('proof_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redelegation_notices_dealer_key').on(t.dealerId)],
);

/**
 * A reminder sent before a due date: one per member, item and threshold. The unique key is what makes the daily job
 * safe on several instances: only the instance whose insert wins sends the message.
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The item: `<kind>:<subject>` for records, `NOTICE:<dealer id>` for notices. */
    itemKey: text('item_key').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    message: text('message').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compliance_reminders_once_key').on(t.memberId, t.itemKey, t.dueDate, t.daysBefore),
    index('compliance_reminders_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);
