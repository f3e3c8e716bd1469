import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { AuditAction, AuditEntity, ExpenditureKind } from '../../api/compliance-enums';
import { storedFiles } from './schema-content';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';
import { dealers } from './schema-prescriptions';
import { products } from './schema-products';

// Records kept for an inspection: the versions of each dealer row's sub-contract with their per-product rates, the
// expenditure log with its receipts, and the audit trail of every change to compliance data. Nothing here is edited in
// place: a contract change is a new version, an expenditure is corrected by a later entry, and every create, change
// and delete writes an audit row in the same transaction. Rows kept by law outlive a withdrawal (the member row stays);
// the retention sweep removes them when their period ends (src/server/compliance/retention.ts).

/** One version of a dealer row's sub-contract (재위탁계약). */
export const dealerContracts = pgTable(
  'dealer_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The member's name when it was recorded (the member row's name is replaced at withdrawal). */
    createdByName: text('created_by_name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_contracts_version_key').on(t.dealerId, t.version),
    index('dealer_contracts_member_idx').on(t.memberId),
    check('dealer_contracts_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** A product's commission rate in a contract version, in basis points (12.5% = 1250): exact, no float. */
export const dealerContractRates = pgTable(
  'dealer_contract_rates',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => dealerContracts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** The product's name when the contract was recorded. */
    productName: text('product_name').notNull(),
    feeRateBp: integer('fee_rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.productId] }),
    check('dealer_contract_rates_bp_check', sql`${t.feeRateBp} between 0 and 10000`),
  ],
);

/** An entry of the expenditure log (지출보고서 장부): a benefit given to healthcare professionals. Money in won. */
export const expenditures = pgTable(
  'expenditures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<ExpenditureKind>().notNull(),
    institutionName: text('institution_name').notNull(),
    recipients: text('recipients').array().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    amount: integer('amount').notNull(),
    itemAmount: integer('item_amount').notNull().default(0),
    caseCount: integer('case_count'),
    productName: text('product_name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The earlier entry this one corrects: that entry then no longer counts in the report or the limits. */
    correctsId: integer('corrects_id').references((): AnyPgColumn => expenditures.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('expenditures_member_date_idx').on(t.memberId, t.date),
    uniqueIndex('expenditures_corrects_key').on(t.correctsId),
    check('expenditures_kind_check', oneOf(t.kind, ExpenditureKind.values)),
    check('expenditures_money_check', sql`${t.amount} >= 0 and ${t.itemAmount} >= 0 and ${t.recipientCount} >= 1`),
  ],
);

/** A receipt of an expenditure entry. */
export const expenditureFiles = pgTable(
  'expenditure_files',
  {
    expenditureId: integer('expenditure_id')
      .notNull()
      .references(() => expenditures.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.expenditureId, t.fileId] })],
);

/** One change of compliance data: who, when, what, and the row before and after (null for a create / a delete). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose records: the trail is the member's own. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    at: tz('at').notNull().defaultNow(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_member_at_idx').on(t.memberId, t.at),
    check('audit_log_entity_check', oneOf(t.entity, AuditEntity.values)),
    check('audit_log_action_check', oneOf(t.action, AuditAction.values)),
  ],
);
