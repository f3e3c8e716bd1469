import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, text } from 'drizzle-orm/pg-core';
import { SettlementStatus } from '../../api/enums';
import { oneOf, tz } from './schema-columns';
import { members } from './schema-members';
import { dealers, partners } from './schema-prescriptions';
import { drugCompanies } from './schema-products';

// Settlements (정산): one row per dealer (a dealer row is one drug company) and settlement month, and one per client
// institution within it. They hold identity and the member's request status only; every amount is summed from the
// product lines of the COMPLETED EDI records they cover, so there is one source of truth for the money.

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
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_dealer_month_key').on(t.dealerId, t.settlementMonth),
    index('settlements_member_month_idx').on(t.memberId, t.settlementMonth),
    check('settlements_status_check', oneOf(t.status, SettlementStatus.values)),
    check('settlements_month_check', sql`extract(day from ${t.settlementMonth}) = 1`),
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
  },
  (t) => [uniqueIndex('settlement_partners_settlement_partner_key').on(t.settlementId, t.partnerId)],
);

export type SettlementRow = typeof settlements.$inferSelect;
