import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PrescriptionStatus } from '../../api/enums';
import { members } from './schema-members';
import { dealers } from './schema-prescriptions';

// Stored counts behind the EDI lists' totalElements (migration 0024_record_counts.sql): the number of a member's
// records of one dealer, drug company, status, prescription month and settlement month, kept by triggers on
// prescription_partners in the transaction of every write (as the settlement sums are), so a list's total adds up
// a few hundred rows instead of counting the member's history. Nothing writes them by hand.

export const recordCounts = pgTable(
  'record_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    drugCompanyId: integer('drug_company_id').notNull(),
    status: text('status').$type<PrescriptionStatus>().notNull(),
    prescriptionMonth: date('prescription_month', { mode: 'string' }).notNull(),
    settlementMonth: date('settlement_month', { mode: 'string' }).notNull(),
    records: integer('records').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'record_counts_pk',
      columns: [t.memberId, t.dealerId, t.drugCompanyId, t.status, t.prescriptionMonth, t.settlementMonth],
    }),
    check('record_counts_records_check', sql`${t.records} >= 0`),
    // The staff's queue total by status and settlement month (migration 0029; it includes the other keys it filters on).
    index('record_counts_status_month_idx').on(t.status, t.settlementMonth),
  ],
);
