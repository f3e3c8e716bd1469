import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, uniqueIndex, text } from 'drizzle-orm/pg-core';
import { SettlementStatus } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';
import { dealers, partners } from './schema-prescriptions';
import { drugCompanies } from './schema-products';

// Settlements (정산): one row per dealer (a dealer row is one drug company) and settlement month, and one per client
// institution within it. The product lines are the one source of truth for the money; the amounts here are their
// sums, kept by database triggers in the transaction of every write to lines or records (migration
// 0021_settlement_totals.sql), so a read never sums a member's history:
// - an EDI record's amounts = Σ its product lines;
// - a client share's amounts = Σ the COMPLETED records of its dealer, client and settlement month;
// - a settlement's amounts = Σ the COMPLETED records of its dealer and settlement month.
// A record that becomes COMPLETED opens its settlement and client share (the triggers insert them).

/** The three stored sums, in won (bigint: a settlement sums many records). */
const sums = () => ({
  prescriptionAmount: bigint('prescription_amount', { mode: 'number' }).notNull().default(0),
  feeAmount: bigint('fee_amount', { mode: 'number' }).notNull().default(0),
  extraFeeAmount: bigint('extra_fee_amount', { mode: 'number' }).notNull().default(0),
});

export const settlements = pgTable(
  'settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'restrict' }),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    /** Null until the member requests settlement (REQUEST) or objects (OBJECTION). */
    status: text('status').$type<SettlementStatus>(),
    statusChangedAt: tz('status_changed_at'),
    /** Staff's answer to the member's REQUEST (PAID, on paidOn) or OBJECTION (accepted or refused, with a reason). */
    answer: text('answer').$type<'PAID' | 'OBJECTION_ACCEPTED' | 'OBJECTION_REFUSED'>(),
    answerReason: text('answer_reason'),
    answeredAt: tz('answered_at'),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
    paidOn: date('paid_on', { mode: 'string' }),
    ...sums(),
    /** The number of its client shares (settlement_partners), kept by a trigger (migration 0024_record_counts.sql). */
    partnerCount: integer('partner_count').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_dealer_month_key').on(t.dealerId, t.settlementMonth),
    index('settlements_member_month_idx').on(t.memberId, t.settlementMonth),
    check('settlements_status_check', oneOf(t.status, SettlementStatus.values)),
    check('settlements_month_check', sql`extract(day from ${t.settlementMonth}) = 1`),
    check('settlements_answer_check', sql`${t.answer} is null or ${t.answer} in ('PAID', 'OBJECTION_ACCEPTED', 'OBJECTION_REFUSED')`),
    index('settlements_open_requests_idx')
      .on(t.statusChangedAt, t.id)
      .where(sql`${t.status} = 'REQUEST' and ${t.answer} is null`),
    index('settlements_open_objections_idx')
      .on(t.statusChangedAt, t.id)
      .where(sql`${t.status} = 'OBJECTION' and ${t.answer} is null`),
  ],
);

/** A client institution's share of a settlement: the COMPLETED records of that dealer, client and settlement month. */
export const settlementPartners = pgTable(
  'settlement_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    /** The settlement's member and month, copied when the row is opened: a member's shares are read without a join. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    ...sums(),
  },
  (t) => [
    uniqueIndex('settlement_partners_settlement_partner_key').on(t.settlementId, t.partnerId),
    index('settlement_partners_member_month_idx').on(t.memberId, t.settlementMonth),
    index('settlement_partners_member_total_idx').on(t.memberId, sql`(${t.feeAmount} + ${t.extraFeeAmount}) desc`, t.id),
    index('settlement_partners_partner_idx').on(t.partnerId),
  ],
);

export type SettlementRow = typeof settlements.$inferSelect;

/**
 * Running totals of a member's client institution (by institution code) per settlement month: the Σ of its client
 * shares up to and including the month, and their number, on a row for every month from its first share to the
 * member's latest (migration 0028_client_month_totals.sql, kept by triggers on shares and partners). A period's sum
 * is the row of its last month minus the row of the month before its first. Nothing writes them by hand.
 */
export const clientMonthTotals = pgTable(
  'client_month_totals',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    institutionCode: text('institution_code').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    institutionName: text('institution_name').notNull(),
    ...sums(),
    shares: integer('shares').notNull(),
  },
  (t) => [
    uniqueIndex('client_month_totals_key').on(t.memberId, t.month, t.institutionCode),
    index('client_month_totals_client_idx').on(t.memberId, t.institutionCode),
    check('client_month_totals_shares_check', sql`${t.shares} >= 0`),
  ],
);

/** The sums of a row above the dealer settlements, in won (migration 0030_settlement_months.sql keeps them). */
const monthSums = () => ({
  ...sums(),
  /** 추가수수료: set by staff on a drug company's month with a reason (audited); Σ of them on a member's month. */
  addedFeeAmount: bigint('added_fee_amount', { mode: 'number' }).notNull().default(0),
});

/**
 * A member's settlements of one drug company and month (the contract's settlements-member-monthly row): Σ the
 * settlements of the member's dealers of that drug company, kept by a trigger, and the 추가수수료 staff set on it.
 */
export const settlementDrugCompanyMonths = pgTable(
  'settlement_drug_company_months',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    drugCompanyId: integer('drug_company_id')
      .notNull()
      .references(() => drugCompanies.id, { onDelete: 'restrict' }),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    ...monthSums(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('settlement_drug_company_months_key').on(t.memberId, t.settlementMonth, t.drugCompanyId),
    index('settlement_drug_company_months_month_idx').on(t.settlementMonth, t.drugCompanyId),
    check('settlement_drug_company_months_added_fee_check', sql`${t.addedFeeAmount} >= 0`),
  ],
);

/**
 * A member's settlement month, the unit of 정산 확정: Σ its drug-company rows (kept by a trigger, which also raises
 * figuresVersion on every change of a figure and refuses a change once CONFIRMED), and the four-eyes confirmation:
 * one staff member prepares (the version and figures seen), another approves while the version is the same.
 */
export const settlementMemberMonths = pgTable(
  'settlement_member_months',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    ...monthSums(),
    figuresVersion: integer('figures_version').notNull().default(0),
    state: text('state').$type<'OPEN' | 'PREPARED' | 'CONFIRMED'>().notNull().default('OPEN'),
    preparedBy: integer('prepared_by').references(() => members.id, { onDelete: 'set null' }),
    preparedAt: tz('prepared_at'),
    preparedVersion: integer('prepared_version'),
    preparedFigures: jsonb('prepared_figures'),
    confirmedBy: integer('confirmed_by').references(() => members.id, { onDelete: 'set null' }),
    confirmedAt: tz('confirmed_at'),
  },
  (t) => [
    uniqueIndex('settlement_member_months_key').on(t.memberId, t.settlementMonth),
    index('settlement_member_months_month_idx').on(t.settlementMonth, t.memberId),
    check('settlement_member_months_state_check', sql`${t.state} in ('OPEN', 'PREPARED', 'CONFIRMED')`),
    check('settlement_member_months_four_eyes_check', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.preparedBy}`),
  ],
);
